import type { Handler } from '../../contract/types';
import { ownsProfile, visibleProvider } from '../../modules/providers/providerAccess';
import { sampleByHash, toSampleResource } from '../../modules/samples/samples';
import { notFound } from '../../http/errors';

export const getSampleByHash: Handler<'getSampleByHash'> = async ({ params, viewer, services }) => {
  const row = await sampleByHash(services.db, params.hash);
  if (!row) throw notFound('sample_not_found', 'Sample not found.');
  const provider = await visibleProvider(services.db, viewer, row.providerId).catch(() => {
    throw notFound('sample_not_found', 'Sample not found.');
  });
  if (!row.isValid && !ownsProfile(viewer, provider)) throw notFound('sample_not_found', 'Sample not found.');
  return { status: 200, body: toSampleResource(row, services.config.publicOrigin) };
};
