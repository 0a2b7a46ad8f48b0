// getDeliverable: Get a recording (GET /deliverables/{id}). The project's owners (once it is sent),
// its voice actor and admins read it (others 403); reading changes nothing.
import type { Handler } from '../../contract/types';
import { deliverableResource, findDeliverable } from '../../modules/deliverables/deliverables';

export const getDeliverable: Handler<'getDeliverable'> = async ({ viewer, params, services }) => {
  const loaded = await findDeliverable(services.db, params.id, viewer);
  return {
    status: 200,
    body: await deliverableResource(
      services.db,
      loaded,
      viewer,
      services.config.publicOrigin,
      services.now(),
    ),
  };
};
