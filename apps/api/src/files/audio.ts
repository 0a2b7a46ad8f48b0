// GET /files/audio/:id serves a stored audio file (a sample's `file` URL) with HTTP range
// requests (RFC 9110 section 14), so players can seek and browsers can stream: one byte range per
// request answers 206 with Content-Range, an unsatisfiable range 416 with the full length. A file
// id never changes content, so the ETag is the id and caches may keep it for a year.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { files } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import type { Services } from '../services';

export type ByteRange = { start: number; end: number };

/**
 * Reads a Range header against a file of `size` bytes: the range to send, 'unsatisfiable' (416),
 * or null to send the whole file. A header the server does not understand (another unit, bad
 * syntax, several ranges) is ignored, as RFC 9110 allows; players ask for one range at a time.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // A suffix range: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

const fileNotFound = () => notFound('file_not_found', 'Audio file not found.');

/**
 * How a file is handed over: `inline` plays in the page (the stream every listener gets), `attachment`
 * saves it under its stored name (an audition's download, for the project's owners only).
 */
export type Disposition = 'inline' | 'attachment';

/** Sends stored audio file `id` with range support, inline unless told otherwise. */
export async function serveAudio(
  services: Services,
  id: string,
  request: FastifyRequest,
  reply: FastifyReply,
  disposition: Disposition = 'inline',
) {
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(id)) throw fileNotFound();
  const [file] = await services.db.select().from(files).where(eq(files.id, id)).limit(1);
  if (!file || file.kind !== 'audio') throw fileNotFound();
  let size: number;
  try {
    size = await services.storage.size(id);
  } catch {
    throw fileNotFound();
  }
  const etag = `"${id}"`;
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('last-modified', file.createdAt.toUTCString());
  if (disposition === 'inline') {
    reply
      .header('content-disposition', 'inline')
      .header('cache-control', 'public, max-age=31536000, immutable');
  } else {
    // A download link is personal: no shared cache keeps it.
    const name = (file.originalName ?? `${id}.mp3`).replace(/["\\\r\n]/g, '');
    reply
      .header(
        'content-disposition',
        `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      )
      .header('cache-control', 'private, no-store');
  }
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();

  // If-Range: the range applies only while the file is the one the client has part of.
  const ifRange = request.headers['if-range'];
  const rangeHeader =
    ifRange === undefined || ifRange === etag || ifRange === file.createdAt.toUTCString()
      ? request.headers.range
      : undefined;
  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    throw new HttpError(
      416,
      'range_not_satisfiable',
      `The file has ${size} bytes: ask for a range within it.`,
      {
        name: 'ValidationError',
        headers: { 'content-range': `bytes */${size}` },
      },
    );
  }
  reply.type(file.contentType);
  if (range === null) return reply.header('content-length', size).send(services.storage.read(id));
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(services.storage.read(id, range));
}

/** Serves GET (and HEAD) /files/audio/:id. */
export function audioFiles(services: Services) {
  return (app: FastifyInstance) => {
    app.get<{ Params: { id: string } }>('/files/audio/:id', (request, reply) =>
      serveAudio(services, request.params.id, request, reply),
    );
  };
}
