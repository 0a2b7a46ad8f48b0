// The reconciliation job compares the memberships' charges too (issue 43): a paid upgrade (a card at
// the Stripe sandbox, and local PayPal, which has no processor record) schedules it and it finds no
// drift; a 3-D Secure charge the processor took while the ledger never heard of it (authenticated,
// its process never read, its webhook not delivered) is drift until the charge is recorded; a
// membership entry whose intent never succeeded, or whose amount is not the processor's, is drift.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionProcesses } from '../../db/schema';
import type { TestUser } from '../../testing/harness';
import { startPaymentsTestServer, type PaymentsTestServer } from '../../testing/payments';
import { journal, postEntry } from '../payments/ledger';

let env: PaymentsTestServer;
let finance: TestUser;

beforeAll(async () => {
  env = await startPaymentsTestServer();
  finance = await env.server.user({ roles: ['admin', 'finance'], name: 'Finance Staff' });
});
afterAll(() => env.dispose());

const call = (...args: Parameters<PaymentsTestServer['server']['call']>) => env.server.call(...args);

async function voiceActorWithCard(number: string): Promise<TestUser> {
  const user = await env.server.user({ provider: true });
  const saved = await call('setSubscriptionPaymentMethod', {
    token: user.token,
    body: { token: await env.tokenize(number), type: 'card' },
  });
  expect(saved.status).toBe(200);
  return user;
}

const upgrade = (user: TestUser) =>
  call('changeSubscription', {
    token: user.token,
    body: { product_name: 'premium-5', billing_period: 'MONTHLY' },
  });

/** The voice actor's process's payment intent, as the server stored it. */
async function intentOf(processId: number): Promise<string> {
  const [row] = await env.server.services.db
    .select({ intent: subscriptionProcesses.paymentIntentId })
    .from(subscriptionProcesses)
    .where(eq(subscriptionProcesses.id, processId));
  if (!row?.intent) throw new Error(`process ${processId} has no payment intent`);
  return row.intent;
}

/** The runs the queue holds come due (10 to 20 minutes after money moved; daily) and run. */
async function runQueued(ms = 21 * 60 * 1000) {
  await env.server.services.jobs.moveTime(ms);
  await env.server.services.jobs.runDue();
}

const report = async () => {
  const answer = await call('getReconciliationReport', { token: finance.token });
  expect(answer.status).toBe(200);
  return answer.json as { ran_at: string | null; checked: number; drift_count: number; drifts: object[] };
};

describe('reconciliation of membership charges', () => {
  it('after upgrades paid by card and by local PayPal: scheduled by the charge, no drift', async () => {
    const byCard = await voiceActorWithCard('4242424242424242');
    expect((await upgrade(byCard)).json['status']).toBe('completed');
    const byPaypal = await env.server.user({ provider: true });
    const link = await call('getPaypalAgreementLink', { token: byPaypal.token });
    const saved = await call('setSubscriptionPaymentMethod', {
      token: byPaypal.token,
      body: { token: link.json['token'], type: 'paypal' },
    });
    expect(saved.status).toBe(200);
    expect((await upgrade(byPaypal)).json['status']).toBe('completed');
    await env.sandbox.deliverPending();

    await runQueued();
    const clean = await report();
    expect(clean.ran_at).toBe(env.server.clock.now.toISOString());
    expect(clean.drifts).toEqual([]);
    // The card's membership entry read back, and its payment_intent.succeeded matched to it.
    expect(clean.checked).toBe(2);
  });

  it('reports a 3-D Secure membership charge the processor took and the ledger lacks, until it is recorded', async () => {
    // Later on (another slot of the queue): the voice actor is new.
    await env.server.advanceTime(30 * 60 * 1000);
    finance = await env.server.user({ roles: ['admin', 'finance'], name: 'Finance Staff Later' });
    const actor = await voiceActorWithCard('4000002760003184');
    const started = await upgrade(actor);
    expect(started.json['status']).toBe('processing');
    const processId = Number(started.json['id']);
    const intent = await intentOf(processId);
    // Authenticated at the bank's page; the voice actor never comes back, the webhook is held.
    env.sandbox.authenticate(intent, 'complete');

    await runQueued(24 * 60 * 60 * 1000);
    const drift = await report();
    expect(drift.drifts).toEqual([
      {
        kind: 'missing_in_ledger',
        processor_ref: intent,
        project_id: null,
        ledger_amount: null,
        processor_amount: 3900,
        message: `The processor's payment_intent.succeeded for ${intent} (a membership charge) has no ledger entry.`,
      },
    ]);

    // The voice actor comes back: the process read finishes the charge, and the next run is clean.
    const read = await call('getSubscriptionProcess', { token: actor.token, params: { id: processId } });
    expect(read.json['status']).toBe('completed');
    await runQueued();
    const after = await report();
    expect(after.drifts).toEqual([]);
  });

  it('reports a membership entry whose intent never succeeded, and one whose amount is not the processor’s', async () => {
    await env.server.advanceTime(30 * 60 * 1000);
    finance = await env.server.user({ roles: ['admin', 'finance'], name: 'Finance Staff Last' });
    const waiting = await voiceActorWithCard('4000002760003184');
    const started = await upgrade(waiting);
    const pending = await intentOf(Number(started.json['id']));
    const paid = await voiceActorWithCard('4242424242424242');
    const done = await upgrade(paid);
    const succeeded = await intentOf(Number(done.json['id']));
    const { db } = env.server.services;
    // Planted as a lost or wrong write would leave them (the charges' own entries are keyed by intent).
    for (const [key, ref, amount] of [
      ['membership:planted-unpaid', pending, 3900],
      ['membership:planted-amount', succeeded, 3800],
    ] as const) {
      await postEntry(db, {
        kind: 'membership',
        key,
        projectId: null,
        processorRef: ref,
        description: 'A membership entry planted by the test',
        now: env.server.clock.now,
        lines: journal.membership(amount, 'usd'),
      });
    }
    await env.sandbox.deliverPending();

    await runQueued();
    const drift = await report();
    expect(drift.drifts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'status_mismatch',
          processor_ref: pending,
          ledger_amount: 3900,
          processor_amount: 0,
        }),
        expect.objectContaining({
          kind: 'amount_mismatch',
          processor_ref: succeeded,
          ledger_amount: 3800,
          processor_amount: 3900,
        }),
      ]),
    );
    expect(drift.drift_count).toBe(2);
  });
});
