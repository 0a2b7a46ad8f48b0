import type { Handler } from '../../contract/types';
import { ownedProvider } from '../../modules/providers/providerAccess';
import { findDemo, updateDemo } from '../../modules/samples/demos';
import { ownSamples, toDemoResource } from '../../modules/samples/samples';

export const updateProviderDemo: Handler<'updateProviderDemo'> = async ({
  params,
  body,
  viewer,
  services,
}) => {
  const provider = await ownedProvider(services.db, viewer, params.id);
  const demo = await findDemo(services.db, provider, params.demoId);
  if (body.sample_ids !== undefined) await ownSamples(services.db, provider.id, body.sample_ids);
  const updated = await updateDemo(services.db, demo, { name: body.name, sampleIds: body.sample_ids });
  return {
    status: 200,
    body: await toDemoResource(services.db, updated, services.config.publicOrigin, true),
  };
};
