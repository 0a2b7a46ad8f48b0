import type { Handler } from '../../contract/types';
import { ownedProvider } from '../../modules/providers/providerAccess';
import { deleteDemo, findDemo } from '../../modules/samples/demos';

// Deleting a playlist leaves its samples unassigned (spec section 5): they stay on the profile.
export const deleteProviderDemo: Handler<'deleteProviderDemo'> = async ({ params, viewer, services }) => {
  const provider = await ownedProvider(services.db, viewer, params.id);
  const demo = await findDemo(services.db, provider, params.demoId);
  await deleteDemo(services.db, demo);
  return { status: 204 };
};
