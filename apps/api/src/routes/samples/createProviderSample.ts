// createProviderSample: Upload a sample (POST /providers/{id}/samples).
import { randomBytes } from 'node:crypto';
import type { Handler } from '../../contract/types';
import { files, samples } from '../../db/schema';
import { discardUploads, nextSampleOrder, ownDemo, toSampleResource } from '../../domain/samples';
import { rebuildSearchDocuments } from '../../domain/search';
import { badRequest } from '../../http/errors';
import { ownedProvider } from '../../domain/providerAccess';

export const createProviderSample: Handler<'createProviderSample'> = async ({
  params,
  body,
  viewer,
  services,
  request,
}) => {
  const upload = request.uploads.find((u) => u.field === 'file' && u.id === body.file);
  try {
    const provider = await ownedProvider(services.db, viewer, params.id);
    // The multipart reader stores every file part and puts its id in the body; without a stored
    // part the field was sent as plain text.
    if (!upload) throw badRequest('file_required', 'A valid file is required: attach the audio file.');
    if (body.demo_id !== undefined) await ownDemo(services.db, provider.id, body.demo_id);
    const now = services.now();
    const row = await services.db.transaction(async (tx) => {
      await tx.insert(files).values({
        id: upload.id,
        ownerId: provider.userId,
        kind: 'audio',
        contentType: upload.contentType,
        size: upload.size,
        originalName: upload.originalName.slice(0, 255),
        createdAt: now,
      });
      const displayOrder = body.demo_id === undefined ? 0 : await nextSampleOrder(tx, body.demo_id);
      const [inserted] = await tx
        .insert(samples)
        .values({
          providerId: provider.id,
          hash: randomBytes(9).toString('base64url'),
          name: body.name,
          fileId: upload.id,
          // The upload was sniffed as audio by storage: it is a playable file.
          isValid: true,
          type: body.type,
          demoId: body.demo_id ?? null,
          displayOrder,
          createdAt: now,
        })
        .returning();
      return inserted;
    });
    if (!row) throw new Error('sample not created');
    await rebuildSearchDocuments(services.db, [provider.id]);
    return { status: 201, body: toSampleResource(row, services.config.publicOrigin) };
  } catch (error) {
    await discardUploads(
      services,
      request.uploads.map((u) => u.id),
    );
    throw error;
  }
};
