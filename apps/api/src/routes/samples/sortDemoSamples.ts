import type { Handler } from '../../contract/types';
import { ownedProvider, ownsProfile } from '../../modules/providers/providerAccess';
import { demoById, demoSampleIds, sortDemoSampleIds } from '../../modules/samples/demos';
import { toDemoResource } from '../../modules/samples/samples';
import { unprocessable } from '../../http/errors';

export const sortDemoSamples: Handler<'sortDemoSamples'> = async ({ params, body, viewer, services }) => {
  const demo = await demoById(services.db, params.id);
  const provider = await ownedProvider(services.db, viewer, demo.providerId);
  const held = await demoSampleIds(services.db, demo.id);
  const given = new Set(body.sample_ids);
  if (held.length !== given.size || held.some((id) => !given.has(id))) {
    throw unprocessable(
      'samples_mismatch',
      `List exactly the demo's samples (${held.join(', ') || 'none'}).`,
    );
  }
  await sortDemoSampleIds(services.db, demo.id, body.sample_ids);
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
