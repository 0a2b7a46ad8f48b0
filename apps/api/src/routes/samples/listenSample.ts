import type { Handler } from '../../contract/types';
import { recordListen } from '../../modules/providers/counters';
import { notFound } from '../../http/errors';

export const listenSample: Handler<'listenSample'> = async ({ body, viewer, sessionId, services }) => {
  // Counted once per listener per sample per window (modules/providers/counters.ts); an admin acting as someone
  // plays as that user.
  if (!(await recordListen(services.db, body.sampleId, viewer, sessionId, services.now())))
    throw notFound('sample_not_found', `No sample has the id ${body.sampleId}.`);
  return { status: 200, body: { ok: true } };
};
