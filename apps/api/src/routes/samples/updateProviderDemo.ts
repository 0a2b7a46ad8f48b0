// updateProviderDemo: Update a demo (PATCH /providers/{id}/demos/{demoId}).
import { eq } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { demos } from '../../db/schema';
import { findDemo, ownSamples, setDemoSamples, toDemoResource } from '../../domain/samples';
import { ownedProvider } from '../../domain/providerAccess';

export const updateProviderDemo: Handler<'updateProviderDemo'> = async ({
  params,
  body,
  viewer,
  services,
}) => {
  const provider = await ownedProvider(services.db, viewer, params.id);
  const demo = await findDemo(services.db, provider, params.demoId);
  if (body.sample_ids !== undefined) await ownSamples(services.db, provider.id, body.sample_ids);
  const updated = await services.db.transaction(async (tx) => {
    const [row] =
      body.name !== undefined
        ? await tx.update(demos).set({ name: body.name }).where(eq(demos.id, demo.id)).returning()
        : [demo];
    if (body.sample_ids !== undefined) await setDemoSamples(tx, demo.id, body.sample_ids);
    return row ?? demo;
  });
  return {
    status: 200,
    body: await toDemoResource(services.db, updated, services.config.publicOrigin, true),
  };
};
