// deleteProviderSample: Delete a sample (DELETE /providers/{id}/samples/{sampleId}).
import { count, eq } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { files, samples } from '../../db/schema';
import { findSample } from '../../domain/samples';
import { rebuildSearchDocuments } from '../../domain/search';
import { ownedProvider } from '../../domain/providerAccess';

export const deleteProviderSample: Handler<'deleteProviderSample'> = async ({ params, viewer, services }) => {
  const provider = await ownedProvider(services.db, viewer, params.id);
  const sample = await findSample(services.db, provider, params.sampleId, viewer);
  await services.db.delete(samples).where(eq(samples.id, sample.id));
  // Seeded samples share their clip: the file goes only with the last sample that plays it.
  const [others] = await services.db
    .select({ n: count() })
    .from(samples)
    .where(eq(samples.fileId, sample.fileId));
  if ((others?.n ?? 0) === 0) {
    await services.db.delete(files).where(eq(files.id, sample.fileId));
    await services.storage.remove(sample.fileId);
  }
  await rebuildSearchDocuments(services.db, [provider.id]);
  return { status: 204 };
};
