// getProviderSample: Get a sample (GET /providers/{id}/samples/{sampleId}).
import type { Handler } from '../../contract/types';
import { findProvider, findSample, toSampleResource } from '../../domain/samples';

export const getProviderSample: Handler<'getProviderSample'> = async ({ params, viewer, services }) => {
  const provider = await findProvider(services.db, params.id, viewer);
  const row = await findSample(services.db, provider, params.sampleId, viewer);
  return { status: 200, body: toSampleResource(row, services.config.publicOrigin) };
};
