import type { Handler } from '../../contract/types';
import { ownedProvider } from '../../modules/providers/providerAccess';
import { findSample, toSampleResource, updateSample } from '../../modules/samples/samples';

export const updateProviderSample: Handler<'updateProviderSample'> = async ({
  params,
  body,
  viewer,
  services,
}) => {
  const provider = await ownedProvider(services.db, viewer, params.id);
  const sample = await findSample(services.db, provider, params.sampleId, viewer);
  const row = await updateSample(services.db, provider, sample, body);
  return { status: 200, body: toSampleResource(row, services.config.publicOrigin) };
};
