// Audition audio is stream-only until hire, for the voice actors' protection: anyone who may see a
// proposal plays it (GET /files/audio/:id, inline, with ranges), but only the project's owners (and
// admins, and the voice actor for their own file) get a download link (offerDownloadLink.ts), and the
// file is handed over as an attachment only through it. A project owner's download is counted
// (set_as_downloaded, decided by the offer machine) by the server, whatever client fetched it.
import type { FastifyInstance } from 'fastify';
import { loadUser } from '../../auth/authenticate';
import type { Viewer } from '../../auth/viewer';
import { serveAudio } from '../../files/audio';
import { notFound } from '../../http/errors';
import type { Services } from '../../services';
import { machineViewer } from '../projects/projectLifecycle';
import { readDownloadToken } from './offerDownloadLink';
import { nextOffer, saveOffer } from './offerLifecycle';
import { findOffer, mayDownload } from './offers';

const linkInvalid = () =>
  notFound('download_link_invalid', 'This download link is not valid any more: open the proposal again.');

/** Serves GET /files/offers/:id/download?token=…, the audition as an attachment named for the client. */
export function offerDownloads(services: Services) {
  return (app: FastifyInstance) => {
    app.get<{ Params: { id: string }; Querystring: { token?: string } }>(
      '/files/offers/:id/download',
      async (request, reply) => {
        const claims = readDownloadToken(services, request.query.token ?? '');
        if (!claims || String(claims.o) !== request.params.id) throw linkInvalid();
        const user = await loadUser(services, claims.u);
        if (!user) throw linkInvalid();
        const viewer: Viewer = {
          user: user.user,
          providerId: user.providerId,
          admin: null,
          family: 'download',
        };
        const offer = await findOffer(services.db, claims.o, viewer).catch(() => null);
        // Asked again now: an owner removed since the link was made downloads no more.
        if (!offer || offer.row.fileId === null || !mayDownload(viewer, offer)) throw linkInvalid();
        const next = nextOffer(offer, { type: 'offer.setAsDownloaded', by: machineViewer(viewer) });
        if (next !== null) await saveOffer(services.db, offer.row.id, next, services.now());
        return serveAudio(services, offer.row.fileId, request, reply, 'attachment');
      },
    );
  };
}
