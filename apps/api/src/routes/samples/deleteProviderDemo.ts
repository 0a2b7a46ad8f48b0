// deleteProviderDemo: Delete a demo (DELETE /providers/{id}/demos/{demoId}).
import { eq } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { demos, samples } from '../../db/schema';
import { findDemo, renumberDemos } from '../../domain/samples';
import { ownedProvider } from '../../domain/providerAccess';

export const deleteProviderDemo: Handler<'deleteProviderDemo'> = async ({ params, viewer, services }) => {
  const provider = await ownedProvider(services.db, viewer, params.id);
  const demo = await findDemo(services.db, provider, params.demoId);
  await services.db.transaction(async (tx) => {
    // Deleting a playlist leaves its samples unassigned (spec section 5): they stay on the profile.
    await tx.update(samples).set({ demoId: null, displayOrder: 0 }).where(eq(samples.demoId, demo.id));
    await tx.delete(demos).where(eq(demos.id, demo.id));
    await renumberDemos(tx, provider.id);
  });
  return { status: 204 };
};
