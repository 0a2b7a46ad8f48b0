// Payouts finance records by the voice actor's chosen method, against a real server and the Stripe
// sandbox: a voice actor paid by PayPal has their released share owed (the finance list and the
// ledger's totals say so), finance records the PayPal payout with its reference (one payout entry
// for exactly what was owed, once; who did it in the actions log), the owed figure goes to zero and
// still reconciles, the voice actor sees "paid out by PayPal" with the reference and gets a mail; and
// the refusals: 403 for anyone but finance, 409 when nothing is owed, 422 for another method.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financeActions, ledgerEntries, paymentSettings } from '../../db/schema';
import type { TestUser } from '../../testing/harness';
import { mailsTo } from '../../testing/mail';
import {
  financeCast,
  idempotencyKeys,
  insertSecureBooking,
  releasedSecureBooking,
  startPaymentsTestServer,
  type PaymentsTestServer,
} from '../../testing/payments';

let env: PaymentsTestServer;
let client: TestUser;
let voiceActor: TestUser;
let finance: TestUser;
let financeOnly: TestUser;
let adminOnly: TestUser;

beforeAll(async () => {
  env = await startPaymentsTestServer();
  ({ client, voiceActor, finance, financeOnly, adminOnly } = await financeCast(env.server, 'Paypal Voice'));
  const saved = await env.server.call('updatePaymentSettings', {
    token: voiceActor.token,
    params: { providerId: voiceActor.providerId ?? 0 },
    body: { method: 'paypal', paypal_email: 'paypal.voice@example.com' },
  });
  expect(saved.status).toBe(200);
});
afterAll(() => env.dispose());

const key = idempotencyKeys('payout-test');

const releasedBooking = (name: string, booked: TestUser = voiceActor) =>
  releasedSecureBooking(env, { client, voiceActor: booked, finance }, { name });

const payout = (user: TestUser, id: number, body: unknown, idempotencyKey = key()) =>
  env.server.call('recordProjectPayout', {
    token: user.token,
    params: { id },
    body,
    headers: { 'idempotency-key': idempotencyKey },
  });

const listItem = async (projectId: number) => {
  const list = await env.server.call('listSecurePayments', {
    token: finance.token,
    query: { stage: 'released', size: 100 },
  });
  return (list.json as unknown as { project_id: number; owed: number; payout_method: string | null }[]).find(
    (item) => item.project_id === projectId,
  );
};

describe('recordProjectPayout', () => {
  it('records a PayPal payout of exactly what is owed, once; the owed figure goes to zero and reconciles', async () => {
    const project = await releasedBooking('Lighthouse podcast intro');
    expect(await listItem(project.id)).toMatchObject({ owed: 14400, payout_method: 'paypal' });
    const before = await env.server.call('getLedgerTotals', { token: finance.token });
    expect(before.json).toMatchObject({ reconciles: true });
    const owedBefore = before.json['owed'] as number;
    expect(owedBefore).toBeGreaterThanOrEqual(14400);

    const idempotencyKey = key();
    const body = { method: 'paypal', reference: '5TY05013RG002845M' };
    const first = await payout(finance, project.id, body, idempotencyKey);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      project_id: project.id,
      amount: 14400,
      currency: 'usd',
      status: 'paid_out',
      method: 'paypal',
      reference: '5TY05013RG002845M',
    });
    // The same key answers the same; a new one finds nothing owed.
    const replay = await payout(finance, project.id, body, idempotencyKey);
    expect(replay.status).toBe(200);
    expect(replay.json).toEqual(first.json);
    const again = await payout(finance, project.id, body);
    expect(again.status).toBe(409);
    expect(again.json['message']).toBe(
      'Nothing is owed to the voice actor of this booking: their share was already paid out.',
    );

    const { db } = env.server.services;
    const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.projectId, project.id));
    expect(entries.map((entry) => entry.kind).sort()).toEqual(['payment', 'payout', 'release']);
    const log = await db.select().from(financeActions).where(eq(financeActions.projectId, project.id));
    expect(log.map((entry) => [entry.action, entry.userId])).toEqual([
      ['funds.released', finance.id],
      ['payout.recorded', finance.id],
    ]);
    expect(await listItem(project.id)).toMatchObject({ owed: 0 });
    const after = await env.server.call('getLedgerTotals', { token: finance.token });
    expect(after.json).toMatchObject({ owed: owedBefore - 14400, reconciles: true });
    expect((after.json['paid_out'] as number) - (before.json['paid_out'] as number)).toBe(14400);
    const actions = await env.server.call('listFinanceActions', { token: finance.token });
    expect(actions.json).toContainEqual(
      expect.objectContaining({
        action: 'payout.recorded',
        project_id: project.id,
        user_name: 'Finance Staff',
        amount: 14400,
      }),
    );

    // The voice actor sees it with their released bookings, and hears of it once.
    const theirs = await env.server.call('listProviderPayouts', {
      token: voiceActor.token,
      params: { providerId: voiceActor.providerId ?? 0 },
    });
    expect(theirs.status).toBe(200);
    expect(theirs.json).toContainEqual(
      expect.objectContaining({ name: 'Lighthouse podcast intro', status: 'paid_out', method: 'paypal' }),
    );
    const mails = (await mailsTo(env.server, voiceActor.email)).filter(
      (mail) => mail.startsWith('Hi') && mail.includes('Your share of “Lighthouse podcast intro”'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(
      'Your share of “Lighthouse podcast intro”, $144.00, was paid out by PayPal (reference 5TY05013RG002845M).',
    );
  });

  it('refuses anyone but finance (403), another method than the voice actor’s (422), an unreleased booking (409)', async () => {
    const project = await releasedBooking('Cedar radio spot');
    for (const user of [client, voiceActor, financeOnly, adminOnly]) {
      const refused = await payout(user, project.id, { method: 'paypal', reference: 'REF-1234' });
      expect(refused.status).toBe(403);
    }
    const wrong = await payout(finance, project.id, { method: 'wise', reference: 'WISE-99812' });
    expect(wrong.status).toBe(422);
    expect(wrong.json['message']).toBe(
      'Paypal Voice is paid by PayPal, not Wise: record the payout by their current method.',
    );
    expect(await listItem(project.id)).toMatchObject({ owed: 14400 });
    const held = await insertSecureBooking(env.server, { client, voiceActor }, { name: 'Not released yet' });
    const early = await payout(finance, held.id, { method: 'paypal', reference: 'REF-5678' });
    expect(early.status).toBe(409);
    expect(early.json['message']).toBe(
      'The funds of this booking are not released yet: nothing is owed to the voice actor.',
    );
    expect((await payout(finance, 987_654, { method: 'paypal', reference: 'REF-5678' })).status).toBe(404);
  });

  it('shows a voice actor’s payouts to them and to admins only; 404 for an unknown provider', async () => {
    const list = (user: TestUser, providerId: number) =>
      env.server.call('listProviderPayouts', { token: user.token, params: { providerId } });
    const own = await list(voiceActor, voiceActor.providerId ?? 0);
    expect(own.status).toBe(200);
    expect(own.headers['total-rows']).toBe(String((own.json as unknown as unknown[]).length));
    expect((await list(adminOnly, voiceActor.providerId ?? 0)).json).toEqual(own.json);
    // One booking's payout (its payment page asks so); none for a booking that is not released.
    const released = await releasedBooking('Harbor payout of its own');
    const one = await env.server.call('listProviderPayouts', {
      token: voiceActor.token,
      params: { providerId: voiceActor.providerId ?? 0 },
      query: { project_id: released.id },
    });
    expect(one.json).toEqual([expect.objectContaining({ project_id: released.id, status: 'owed' })]);
    const held = await insertSecureBooking(
      env.server,
      { client, voiceActor },
      { name: 'Held, not released' },
    );
    const none = await env.server.call('listProviderPayouts', {
      token: voiceActor.token,
      params: { providerId: voiceActor.providerId ?? 0 },
      query: { project_id: held.id },
    });
    expect(none.json).toEqual([]);
    const stranger = await env.server.user({ provider: true, name: 'Stranger Voice' });
    const refused = await list(stranger, voiceActor.providerId ?? 0);
    expect(refused.status).toBe(403);
    expect(refused.json['message']).toBe('Only the voice actor and admins see these payouts.');
    expect((await list(client, voiceActor.providerId ?? 0)).status).toBe(403);
    expect((await list(adminOnly, 987_654)).status).toBe(404);
  });

  it('two payouts recorded at once pay once; a later switch to Stripe sends nothing again', async () => {
    const switching = await env.server.user({ provider: true, name: 'Switching Voice' });
    const saved = await env.server.call('updatePaymentSettings', {
      token: switching.token,
      params: { providerId: switching.providerId ?? 0 },
      body: { method: 'paypal', paypal_email: 'switching.voice@example.com' },
    });
    expect(saved.status).toBe(200);
    const project = await releasedBooking('Harbor museum tour', switching);
    const [a, b] = await Promise.all([
      payout(finance, project.id, { method: 'paypal', reference: 'PAY-AAAA1' }),
      payout(finance, project.id, { method: 'paypal', reference: 'PAY-BBBB2' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const { db } = env.server.services;
    const payouts = await db.select().from(ledgerEntries).where(eq(ledgerEntries.projectId, project.id));
    expect(payouts.filter((entry) => entry.kind === 'payout')).toHaveLength(1);

    // The voice actor moves to Stripe and their account becomes active: the paid share is not sent.
    await db
      .update(paymentSettings)
      .set({ method: 'stripe', stripeAccountId: 'acct_never_used', stripeAccountStatus: 'active' })
      .where(eq(paymentSettings.providerId, switching.providerId ?? 0));
    await env.server.services.jobs.moveTime(21 * 60 * 1000);
    await env.server.services.jobs.runDue();
    const transfers = env.sandbox.events().filter((event) => event['type'] === 'transfer.created');
    expect(transfers).toHaveLength(0);
    const totals = await env.server.call('getLedgerTotals', { token: finance.token });
    expect(totals.json).toMatchObject({ reconciles: true });
  });
});
