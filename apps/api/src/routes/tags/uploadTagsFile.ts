// uploadTagsFile: Import tags from a file (POST /tags/file, multipart). Admins only (x-roles). The
// file (text or CSV, one tag per line, at most 1 MB: 415 for other bytes, 413 past it) is read and
// dropped; 422 when it holds no tag.
import type { Handler } from '../../contract/types';
import { importTags } from '../../modules/attributes/tagLists';
import { discardUploads } from '../../modules/samples/samples';

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export const uploadTagsFile: Handler<'uploadTagsFile'> = async ({ services, body, request }) => {
  try {
    const bytes = await bytesOf(services.storage.read(body.file));
    // Multipart fields arrive coerced to the document's types; absent means the default, false.
    const excluded = (body as { excluded?: boolean }).excluded ?? false;
    return { status: 200, body: await importTags(services.db, bytes, excluded, services.now()) };
  } finally {
    await discardUploads(
      services,
      request.uploads.map((upload) => upload.id),
    );
  }
};
