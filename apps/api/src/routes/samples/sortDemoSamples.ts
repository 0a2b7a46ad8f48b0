// sortDemoSamples: Sort the samples of a demo (POST /demos/{id}/sort_samples).
import { eq } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { samples } from '../../db/schema';
import { demoById, setDemoSamples, toDemoResource, unprocessable } from '../../domain/samples';
import { ownsProfile, ownedProvider } from '../../domain/providerAccess';

export const sortDemoSamples: Handler<'sortDemoSamples'> = async ({ params, body, viewer, services }) => {
  const demo = await demoById(services.db, params.id);
  const provider = await ownedProvider(services.db, viewer, demo.providerId);
  const held = await services.db.select({ id: samples.id }).from(samples).where(eq(samples.demoId, demo.id));
  const given = new Set(body.sample_ids);
  if (held.length !== given.size || held.some((s) => !given.has(s.id))) {
    throw unprocessable(
      'samples_mismatch',
      `List exactly the demo's samples (${held.map((s) => s.id).join(', ') || 'none'}).`,
    );
  }
  await services.db.transaction((tx) => setDemoSamples(tx, demo.id, body.sample_ids));
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
