// The monthly audition limit by membership against a real server (both databases): a Standard voice
// actor sends 10 auditions a calendar month; the 11th is refused with the month's facts, a draft may
// still be saved, a resend after a revision request is free, last month's do not count, and two sends
// at once cannot both take the last one.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offers as offerTable, providers } from '../../db/schema';
import { newOfferHash } from '../../modules/offers/offerWrites';
import { audition, casting, client, offer, server, useOffersServer } from './offers.fixtures';
import type { TestUser } from '../../testing/harness';

useOffersServer();

/** `count` proposals `user` sent at `at`, each to its own casting (one offer per project). */
async function alreadySent(user: TestUser, count: number, at: Date) {
  for (let i = 0; i < count; i += 1) {
    const project = await casting({ name: `Earlier casting ${String(i)}` });
    await server.services.db.insert(offerTable).values({
      publicHash: newOfferHash(),
      projectId: project.id,
      providerId: user.providerId ?? 0,
      status: 'posted',
      relatedSamples: [],
      sentAt: at,
      createdAt: at,
      updatedAt: at,
    });
  }
}

const limits = async (token: string) => {
  const res = await server.call('getLimitOffers', { token });
  expect(res.status).toBe(200);
  return res.json['monthly'] as { tier: string; limit: number | null; sent: number; resets_at: string };
};

describe('the monthly audition limit', () => {
  it('refuses the 11th audition of a Standard member this month, with what to do', async () => {
    const actor = await server.user({ provider: true, name: 'Stan Dard' });
    const now = server.clock.now;
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    await alreadySent(actor, 3, lastMonth);
    await alreadySent(actor, 9, now);
    expect(await limits(actor.token)).toMatchObject({ tier: 'Standard', limit: 10, sent: 9 });

    const tenth = await audition(actor, (await casting()).id);
    expect(tenth.status).toBe(201);
    expect(await limits(actor.token)).toMatchObject({ sent: 10 });

    const eleventh = await audition(actor, (await casting()).id);
    expect(eleventh.status).toBe(403);
    expect(eleventh.json['message']).toMatch(
      /You have sent your 10 auditions for \w+ \(Standard membership\)/,
    );
    expect(eleventh.json['message']).toMatch(/save it as a draft meanwhile/);

    // A draft is kept, and stays one when sent.
    const project = await casting();
    const draft = await audition(actor, project.id, { is_draft: 'true' });
    expect(draft.status).toBe(201);
    const send = await server.call('updateOffer', {
      token: actor.token,
      params: { id: offer(draft.body).id },
      body: { is_draft: false },
    });
    expect(send.status).toBe(403);
    const kept = await server.call('getOffer', { token: actor.token, params: { id: offer(draft.body).id } });
    expect(offer(kept.body).is_draft).toBe(true);

    // A resend after a revision request costs nothing.
    const tenthId = offer(tenth.body).id;
    const asked = await server.call('updateOffer', {
      token: client.token,
      params: { id: tenthId },
      body: { status: 'revision_requested' },
    });
    expect(asked.status).toBe(200);
    const resent = await server.call('updateOffer', {
      token: actor.token,
      params: { id: tenthId },
      body: { status: 'posted' },
    });
    expect(resent.status).toBe(200);

    // A Platinum member has no limit.
    await server.services.db
      .update(providers)
      .set({ membershipLevel: 5 })
      .where(eq(providers.id, actor.providerId ?? 0));
    expect(await limits(actor.token)).toMatchObject({ tier: 'Platinum', limit: null, sent: 10 });
    expect((await audition(actor, (await casting()).id)).status).toBe(201);
  });

  it('two sends at once cannot both take the last audition of the month', async () => {
    const actor = await server.user({ provider: true, name: 'Last One' });
    await alreadySent(actor, 9, server.clock.now);
    const [a, b] = await Promise.all([
      audition(actor, (await casting()).id),
      audition(actor, (await casting()).id),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 403]);
    expect(await limits(actor.token)).toMatchObject({ sent: 10 });
  });

  it('tells only voice actors: a client or a visitor gets the per-project limit alone', async () => {
    const res = await server.call('getLimitOffers', { token: client.token });
    expect(res.json['monthly']).toBeUndefined();
    expect((await server.call('getLimitOffers', { token: null })).json['limit']).toBeGreaterThan(0);
  });
});
