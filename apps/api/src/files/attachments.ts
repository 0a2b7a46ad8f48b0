// GET /files/attachments/:id/:name serves a message's attachment (the Attachment url of a channel
// event): images and audio inline (shown and played in the conversation, audio with range requests
// so players seek), other files as a download under their name. Like the audio files, the id is 144
// random bits that only the conversation's participants are given; a file id never changes content.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { files } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import type { Services } from '../services';
import { parseRange } from './audio';

export const ATTACHMENT_KIND = 'attachment';

/** The address of a stored attachment. */
export const attachmentUrl = (publicOrigin: string, fileId: string, name: string) =>
  `${publicOrigin}/files/attachments/${fileId}/${encodeURIComponent(name)}`;

const fileNotFound = () => notFound('file_not_found', 'Attachment not found.');

export function attachmentFiles(services: Services) {
  return (app: FastifyInstance) => {
    app.get<{ Params: { id: string; name: string } }>(
      '/files/attachments/:id/:name',
      async (request, reply) => {
        const { id } = request.params;
        if (!/^[A-Za-z0-9_-]{8,64}$/.test(id)) throw fileNotFound();
        const [file] = await services.db.select().from(files).where(eq(files.id, id)).limit(1);
        if (!file || file.kind !== ATTACHMENT_KIND) throw fileNotFound();
        let size: number;
        try {
          size = await services.storage.size(id);
        } catch {
          throw fileNotFound();
        }
        const etag = `"${id}"`;
        const inline = file.contentType.startsWith('image/') || file.contentType.startsWith('audio/');
        const name = (file.originalName ?? id).replace(/["\\\r\n]/g, '');
        reply
          .header('accept-ranges', 'bytes')
          .header('etag', etag)
          .header('last-modified', file.createdAt.toUTCString())
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header(
            'content-disposition',
            `${inline ? 'inline' : 'attachment'}; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
          );
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        const range = parseRange(request.headers.range, size);
        if (range === 'unsatisfiable')
          throw new HttpError(
            416,
            'range_not_satisfiable',
            `The file has ${size} bytes: ask for a range within it.`,
            {
              name: 'ValidationError',
              headers: { 'content-range': `bytes */${size}` },
            },
          );
        reply.type(file.contentType);
        if (range === null) return reply.header('content-length', size).send(services.storage.read(id));
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', range.end - range.start + 1)
          .send(services.storage.read(id, range));
      },
    );
  };
}
