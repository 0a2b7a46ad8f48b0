// listenSample: Count a play of a sample (POST /samples/listen).
import { eq, sql } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { sampleListens, samples } from '../../db/schema';
import { notFound } from '../../http/errors';

export const listenSample: Handler<'listenSample'> = async ({ body, viewer, sessionId, services }) => {
  const [row] = await services.db
    .update(samples)
    .set({ listenCount: sql`${samples.listenCount} + 1` })
    .where(eq(samples.id, body.sampleId))
    .returning({ id: samples.id });
  if (!row) throw notFound('sample_not_found', `No sample has the id ${body.sampleId}.`);
  await services.db.insert(sampleListens).values({
    sampleId: row.id,
    // An admin acting as someone plays as that user.
    userId: viewer?.user.id ?? null,
    sessionId,
    at: services.now(),
  });
  return { status: 200, body: { ok: true } };
};
