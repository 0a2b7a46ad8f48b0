// updateProviderSample: Update a sample (PATCH /providers/{id}/samples/{sampleId}).
import { eq } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { samples } from '../../db/schema';
import { findSample, nextSampleOrder, ownDemo, toSampleResource } from '../../domain/samples';
import { rebuildSearchDocuments } from '../../domain/search';
import { ownedProvider } from '../../domain/providerAccess';

export const updateProviderSample: Handler<'updateProviderSample'> = async ({
  params,
  body,
  viewer,
  services,
}) => {
  const provider = await ownedProvider(services.db, viewer, params.id);
  const sample = await findSample(services.db, provider, params.sampleId, viewer);
  const changes: Partial<typeof samples.$inferInsert> = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.type !== undefined) changes.type = body.type;
  if (body.tags !== undefined) changes.tags = body.tags;
  if (body.demo_id !== undefined && body.demo_id !== sample.demoId) {
    if (body.demo_id === null) {
      changes.demoId = null;
      changes.displayOrder = 0;
    } else {
      const demo = await ownDemo(services.db, provider.id, body.demo_id);
      changes.demoId = demo.id;
      changes.displayOrder = await nextSampleOrder(services.db, demo.id);
    }
  }
  const [row] =
    Object.keys(changes).length > 0
      ? await services.db.update(samples).set(changes).where(eq(samples.id, sample.id)).returning()
      : [sample];
  if (body.name !== undefined || body.tags !== undefined)
    await rebuildSearchDocuments(services.db, [provider.id]);
  return { status: 200, body: toSampleResource(row ?? sample, services.config.publicOrigin) };
};
