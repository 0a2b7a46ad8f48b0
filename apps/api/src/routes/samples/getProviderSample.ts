// getProviderSample: Get a sample (GET /providers/{id}/samples/{sampleId}).
import type { Handler } from '../../contract/types';
import { findSample, toSampleResource } from '../../modules/samples/samples';
import { visibleProvider } from '../../modules/providers/providerAccess';

export const getProviderSample: Handler<'getProviderSample'> = async ({ params, viewer, services }) => {
  const provider = await visibleProvider(services.db, viewer, params.id);
  const row = await findSample(services.db, provider, params.sampleId, viewer);
  return { status: 200, body: toSampleResource(row, services.config.publicOrigin) };
};
