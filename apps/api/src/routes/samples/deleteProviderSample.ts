import type { Handler } from '../../contract/types';
import { ownedProvider } from '../../modules/providers/providerAccess';
import { deleteSample, findSample } from '../../modules/samples/samples';

export const deleteProviderSample: Handler<'deleteProviderSample'> = async ({ params, viewer, services }) => {
  const provider = await ownedProvider(services.db, viewer, params.id);
  const sample = await findSample(services.db, provider, params.sampleId, viewer);
  await deleteSample(services, provider, sample);
  return { status: 204 };
};
