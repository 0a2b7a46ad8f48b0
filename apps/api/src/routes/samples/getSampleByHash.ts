// getSampleByHash: Get a sample by its public hash (GET /samples/hashed/{hash}).
import { eq } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { samples } from '../../db/schema';
import { toSampleResource } from '../../domain/samples';
import { notFound } from '../../http/errors';
import { ownsProfile, visibleProvider } from '../../domain/providerAccess';

export const getSampleByHash: Handler<'getSampleByHash'> = async ({ params, viewer, services }) => {
  const [row] = await services.db.select().from(samples).where(eq(samples.hash, params.hash)).limit(1);
  if (!row) throw notFound('sample_not_found', 'Sample not found.');
  const provider = await visibleProvider(services.db, viewer, row.providerId).catch(() => {
    throw notFound('sample_not_found', 'Sample not found.');
  });
  if (!row.isValid && !ownsProfile(viewer, provider)) throw notFound('sample_not_found', 'Sample not found.');
  return { status: 200, body: toSampleResource(row, services.config.publicOrigin) };
};
