// getDemo: Get a demo by id (GET /demos/{id}).
import type { Handler } from '../../contract/types';
import { demoById } from '../../modules/samples/demos';
import { toDemoResource } from '../../modules/samples/samples';
import { notFound } from '../../http/errors';
import { ownsProfile, visibleProvider } from '../../modules/providers/providerAccess';

export const getDemo: Handler<'getDemo'> = async ({ params, viewer, services }) => {
  const demo = await demoById(services.db, params.id);
  const provider = await visibleProvider(services.db, viewer, demo.providerId).catch(() => {
    throw notFound('demo_not_found', 'Demo not found.');
  });
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
