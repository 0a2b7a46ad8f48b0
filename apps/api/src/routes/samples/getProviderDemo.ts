// getProviderDemo: Get a demo of a voice actor (GET /providers/{id}/demos/{demoId}).
import type { Handler } from '../../contract/types';
import { findDemo } from '../../modules/samples/demos';
import { toDemoResource } from '../../modules/samples/samples';
import { ownsProfile, visibleProvider } from '../../modules/providers/providerAccess';

export const getProviderDemo: Handler<'getProviderDemo'> = async ({ params, viewer, services }) => {
  const provider = await visibleProvider(services.db, viewer, params.id);
  const demo = await findDemo(services.db, provider, params.demoId);
  return {
    status: 200,
    body: await toDemoResource(
      services.db,
      demo,
      services.config.publicOrigin,
      ownsProfile(viewer, provider),
    ),
  };
};
