// undeleteOffer: Restore a deleted offer (POST /offers/{id}/undelete). The project's owners bring a
// proposal back from the trash, with the status it had.
import type { Handler } from '../../contract/types';
import { decide, saveOffer } from '../../modules/offers/offerLifecycle';
import { findOffer, offerResource } from '../../modules/offers/offers';
import { machineViewer } from '../../modules/projects/projectLifecycle';
import { publishProjectChange } from '../../modules/projects/projectLive';

export const undeleteOffer: Handler<'undeleteOffer'> = async ({ viewer, params, services }) => {
  const offer = await findOffer(services.db, params.id, viewer);
  const next = decide(offer, { type: 'offer.undelete', by: machineViewer(viewer) });
  const row = await saveOffer(services.db, offer.row.id, next, services.now());
  await publishProjectChange(services, offer.row.projectId, 'offers', [offer.row.providerId]);
  return { status: 200, body: await offerResource(services.db, row, viewer, services) };
};
