// The Stripe webhook settles membership 3-D Secure charges (issue 43): a voice actor's upgrade waits
// for the bank's page; once authenticated (or failed there), its payment_intent.succeeded (or
// payment_failed) event finishes the change through the same path as the process read. The event
// comes before the read, after it, or twice around it (delivered again as Stripe retries): one ledger
// entry, the plan changed once, one step of each status in the changes log, and no mail twice.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, subscriptionProcesses } from '../../db/schema';
import type { TestUser } from '../../testing/harness';
import { mailsTo } from '../../testing/mail';
import { startPaymentsTestServer, type PaymentsTestServer } from '../../testing/payments';

let env: PaymentsTestServer;

beforeAll(async () => {
  env = await startPaymentsTestServer();
});
afterAll(() => env.dispose());

const call = (...args: Parameters<PaymentsTestServer['server']['call']>) => env.server.call(...args);

/** A voice actor whose saved card asks for 3-D Secure on every charge, upgrading to Premium. */
async function upgradeWaitingForTheBank(): Promise<{ actor: TestUser; processId: number; intent: string }> {
  const actor = await env.server.user({ provider: true });
  const saved = await call('setSubscriptionPaymentMethod', {
    token: actor.token,
    body: { token: await env.tokenize('4000002760003184'), type: 'card' },
  });
  expect(saved.status).toBe(200);
  const started = await call('changeSubscription', {
    token: actor.token,
    body: { product_name: 'premium-5', billing_period: 'MONTHLY' },
  });
  expect(started.json['status']).toBe('processing');
  const processId = Number(started.json['id']);
  return { actor, processId, intent: (await processRow(processId)).paymentIntentId ?? '' };
}

async function processRow(id: number) {
  const [row] = await env.server.services.db
    .select()
    .from(subscriptionProcesses)
    .where(eq(subscriptionProcesses.id, id));
  if (!row) throw new Error(`no process ${id}`);
  return row;
}

/** The sandbox's events of a type about one payment intent. */
const eventsAbout = (type: string, intent: string) =>
  env.sandbox
    .events()
    .filter(
      (event) =>
        event['type'] === type &&
        (event['data'] as { object: Record<string, unknown> }).object['id'] === intent,
    )
    .map((event) => String(event['id']));

type Step = 'webhook' | 'read';

/**
 * Runs the steps: the event's (first) delivery, a delivery again, or the voice actor's read of the
 * process; after each, the process is settled as `settled` says.
 */
async function run(
  steps: readonly Step[],
  subject: { actor: TestUser; processId: number; intent: string },
  event: string,
  settled: string,
) {
  let delivered = false;
  for (const step of steps) {
    if (step === 'read') {
      const read = await call('getSubscriptionProcess', {
        token: subject.actor.token,
        params: { id: subject.processId },
      });
      expect(read.json['status']).toBe(settled);
    } else {
      const [eventId] = eventsAbout(event, subject.intent);
      if (eventId === undefined) throw new Error(`no ${event} for ${subject.intent}`);
      const statuses = delivered
        ? [await env.sandbox.redeliver(eventId)]
        : await env.sandbox.deliverPending();
      expect(statuses.every((status) => status === 200)).toBe(true);
      delivered = true;
      // The webhook alone finished it (before any read, when it came first).
      expect((await processRow(subject.processId)).status).toBe(settled);
    }
  }
}

const changesLog = async (actor: TestUser, processId: number) =>
  (
    (await call('listSubscriptionChangesLog', { token: actor.token, params: { processId } })).body as {
      status: string;
    }[]
  ).map((step) => step.status);

const orders: [string, Step[]][] = [
  ['before the process read', ['webhook', 'read']],
  ['after the process read', ['read', 'webhook']],
  ['twice, around the process read', ['webhook', 'read', 'webhook']],
];

describe('the Stripe webhook and membership 3-D Secure charges', () => {
  it.each(orders)(
    'payment_intent.succeeded %s: one ledger entry, the plan changed once',
    async (_, steps) => {
      const subject = await upgradeWaitingForTheBank();
      env.sandbox.authenticate(subject.intent, 'complete');
      await run(steps, subject, 'payment_intent.succeeded', 'completed');

      const entries = await env.server.services.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.processorRef, subject.intent));
      expect(entries.map((entry) => entry.kind)).toEqual(['membership']);
      expect(await changesLog(subject.actor, subject.processId)).toEqual([
        'pending',
        'processing',
        'completed',
      ]);
      const mine = await call('getMySubscription', { token: subject.actor.token });
      expect(mine.json).toMatchObject({ tier: 'Premium', level: 4, pending_process_id: null });
      const invoices = await call('listSubscriptionInvoices', {
        token: subject.actor.token,
        params: { id: subject.actor.providerId ?? 0 },
      });
      expect((invoices.body as { amount: number }[]).map((invoice) => invoice.amount)).toEqual([39]);
      // A settled change mails nothing (the membership mails are a failed renewal's and a lapse's).
      expect(await mailsTo(env.server, subject.actor.email)).toEqual([]);
    },
  );

  it.each(orders)('payment_intent.payment_failed %s: failed once, nothing charged', async (_, steps) => {
    const subject = await upgradeWaitingForTheBank();
    env.sandbox.authenticate(subject.intent, 'fail');
    await run(steps, subject, 'payment_intent.payment_failed', 'payment_failed');

    expect((await processRow(subject.processId)).errorMessage).toBe('Your card was declined.');
    const entries = await env.server.services.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.processorRef, subject.intent));
    expect(entries).toEqual([]);
    expect(await changesLog(subject.actor, subject.processId)).toEqual([
      'pending',
      'processing',
      'payment_failed',
    ]);
    const mine = await call('getMySubscription', { token: subject.actor.token });
    expect(mine.json).toMatchObject({ tier: 'Standard', pending_process_id: subject.processId });
  });
});
