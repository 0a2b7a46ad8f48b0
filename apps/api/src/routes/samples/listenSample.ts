import type { Handler } from '../../contract/types';
import { countListen } from '../../domain/samples';
import { notFound } from '../../http/errors';

export const listenSample: Handler<'listenSample'> = async ({ body, viewer, sessionId, services }) => {
  const counted = await countListen(services.db, {
    sampleId: body.sampleId,
    // An admin acting as someone plays as that user.
    userId: viewer?.user.id ?? null,
    sessionId,
    at: services.now(),
  });
  if (!counted) throw notFound('sample_not_found', `No sample has the id ${body.sampleId}.`);
  return { status: 200, body: { ok: true } };
};
