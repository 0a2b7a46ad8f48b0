import type { Handler } from '../../contract/types';
import { ownedProvider } from '../../modules/providers/providerAccess';
import { createDemo } from '../../modules/samples/demos';
import { ownSamples, toDemoResource } from '../../modules/samples/samples';

export const createProviderDemo: Handler<'createProviderDemo'> = async ({
  params,
  body,
  viewer,
  services,
}) => {
  const provider = await ownedProvider(services.db, viewer, params.id);
  const ids = body.sample_ids ?? [];
  await ownSamples(services.db, provider.id, ids);
  const demo = await createDemo(services.db, provider.id, body.name, ids, services.now());
  return {
    status: 201,
    body: await toDemoResource(services.db, demo, services.config.publicOrigin, true),
  };
};
