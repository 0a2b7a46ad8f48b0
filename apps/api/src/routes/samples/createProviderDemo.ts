// createProviderDemo: Create a demo (POST /providers/{id}/demos).
import { count, eq } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { demos } from '../../db/schema';
import { ownSamples, setDemoSamples, toDemoResource } from '../../domain/samples';
import { ownedProvider } from '../../domain/providerAccess';

export const createProviderDemo: Handler<'createProviderDemo'> = async ({
  params,
  body,
  viewer,
  services,
}) => {
  const provider = await ownedProvider(services.db, viewer, params.id);
  const ids = body.sample_ids ?? [];
  await ownSamples(services.db, provider.id, ids);
  const demo = await services.db.transaction(async (tx) => {
    const [position] = await tx.select({ n: count() }).from(demos).where(eq(demos.providerId, provider.id));
    const [inserted] = await tx
      .insert(demos)
      .values({
        providerId: provider.id,
        name: body.name,
        displayOrder: position?.n ?? 0,
        createdAt: services.now(),
      })
      .returning();
    if (!inserted) throw new Error('demo not created');
    await setDemoSamples(tx, inserted.id, ids);
    return inserted;
  });
  return {
    status: 201,
    body: await toDemoResource(services.db, demo, services.config.publicOrigin, true),
  };
};
