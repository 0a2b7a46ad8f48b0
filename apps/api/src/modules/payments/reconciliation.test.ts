// The reconciliation job through the queue, against the Stripe sandbox: after real payments, a
// release and a refund it reports no drift (and a second run of its slot reports nothing again);
// a ledger entry naming a payment the processor does not have, and a payment at the processor that
// the ledger never recorded, are both reported, to finance (getReconciliationReport) and in the
// finance actions log (listFinanceActions); nobody else reads them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, reconciliationReports } from '../../db/schema';
import type { TestUser } from '../../testing/harness';
import {
  idempotencyKeys,
  insertSecureBooking,
  startPaymentsTestServer,
  type PaymentsTestServer,
} from '../../testing/payments';
import { journal, postEntry } from './ledger';
import { RECONCILIATION_JOB } from './reconciliation';

let env: PaymentsTestServer;
let client: TestUser;
let voiceActor: TestUser;
let finance: TestUser;
let adminOnly: TestUser;

beforeAll(async () => {
  env = await startPaymentsTestServer();
  client = await env.server.user({ name: 'Paying Client' });
  voiceActor = await env.server.user({ provider: true, name: 'Booked Voice' });
  finance = await env.server.user({ roles: ['admin', 'finance'], name: 'Finance Staff' });
  adminOnly = await env.server.user({ roles: ['admin'], name: 'Plain Admin' });
});
afterAll(() => env.dispose());

const key = idempotencyKeys('reconciliation-test');

async function paidBooking() {
  const project = await insertSecureBooking(env.server, { client, voiceActor });
  const paid = await env.server.call('payProject', {
    token: client.token,
    params: { id: project.id },
    body: { payment_method_id: await env.tokenize('4242424242424242') },
    headers: { 'idempotency-key': key() },
  });
  expect(paid.status).toBe(200);
  return project;
}

const report = async (user: TestUser = finance) =>
  env.server.call('getReconciliationReport', { token: user.token });

/**
 * Lets the queue's reconciliation come due (it runs 10 to 20 minutes after money moved) and runs it:
 * the queue's waiting jobs move, the clock stays (the users' tokens stay fresh).
 */
async function runScheduled() {
  await env.server.services.jobs.moveTime(21 * 60 * 1000);
  await env.server.services.jobs.runDue();
}

const reportCount = async () => (await env.server.services.db.select().from(reconciliationReports)).length;

describe('reconciliation job', () => {
  it('reports nothing yet before a first run, and refuses anyone but finance', async () => {
    const none = await report();
    expect(none.status).toBe(200);
    expect(none.json).toEqual({ ran_at: null, checked: 0, drift_count: 0, drifts: [] });
    expect((await report(adminOnly)).status).toBe(403);
    expect((await report(client)).status).toBe(403);
    expect((await env.server.call('listFinanceActions', { token: voiceActor.token })).status).toBe(403);
  });

  it('after payments, a release and a refund: scheduled by the movements, it finds no drift, once per slot', async () => {
    const released = await paidBooking();
    const refunded = await paidBooking();
    await env.server.services.db
      .update(projects)
      .set({ status: 'completed', completionReason: 'deliverable-accepted' })
      .where(eq(projects.id, released.id));
    for (const [operationId, user] of [
      ['setProjectReadyToReleaseFunds', client],
      ['setProjectFundsReleased', finance],
    ] as const) {
      const res = await env.server.call(operationId, {
        token: user.token,
        params: { id: released.id },
        headers: { 'idempotency-key': key() },
      });
      expect(res.status).toBe(200);
    }
    const refund = await env.server.call('refundProject', {
      token: finance.token,
      params: { id: refunded.id },
      body: { reason: 'work_not_delivered' },
      headers: { 'idempotency-key': key() },
    });
    expect(refund.status).toBe(200);
    await env.sandbox.deliverPending();
    expect(await env.server.services.jobs.pending(RECONCILIATION_JOB, {})).not.toHaveLength(0);

    await runScheduled();
    const clean = await report();
    expect(clean.json).toMatchObject({
      ran_at: env.server.clock.now.toISOString(),
      drift_count: 0,
      drifts: [],
    });
    // Two payments and a refund in the ledger, the processor's three money events about them.
    expect(clean.json['checked']).toBe(6);
    const reports = await reportCount();
    await env.server.services.jobs.runDue();
    expect(await reportCount()).toBe(reports);
    // The next daily run waits on the queue.
    expect(await env.server.services.jobs.pending(RECONCILIATION_JOB, {})).toHaveLength(1);
    const log = await env.server.call('listFinanceActions', { token: finance.token });
    expect(log.status).toBe(200);
    expect((log.body as { action: string }[]).map((entry) => entry.action)).not.toContain(
      'reconciliation.drift',
    );
  });

  it('reports a ledger entry the processor does not have and a processor payment the ledger lacks', async () => {
    // Later on (another slot): the users sign in again.
    await env.server.advanceTime(30 * 60 * 1000);
    client = await env.server.user({ name: 'Paying Client Again' });
    finance = await env.server.user({ roles: ['admin', 'finance'], name: 'Finance Staff Again' });
    const project = await paidBooking();
    const { db } = env.server.services;
    await postEntry(db, {
      kind: 'payment',
      key: 'payment:pi_planted_missing',
      projectId: project.id,
      processorRef: 'pi_planted_missing',
      description: 'A payment entry planted by the test',
      now: env.server.clock.now,
      lines: journal.payment(2500, 'usd'),
    });
    const { stripe } = env.server.services.payments;
    const stray = await stripe.paymentIntents.create({
      amount: 4200,
      currency: 'usd',
      metadata: { project_id: String(project.id), charge_id: '987654' },
    });
    await stripe.paymentIntents.confirm(stray.id, {
      payment_method: await env.tokenize('4242424242424242'),
    });

    await runScheduled();
    const drift = await report();
    expect(drift.json['drift_count']).toBe(2);
    expect(drift.json['drifts']).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'missing_at_processor',
          processor_ref: 'pi_planted_missing',
          project_id: project.id,
          ledger_amount: 2500,
          processor_amount: null,
        }),
        expect.objectContaining({
          kind: 'missing_in_ledger',
          processor_ref: stray.id,
          project_id: project.id,
          ledger_amount: null,
          processor_amount: 4200,
        }),
      ]),
    );
    const log = await env.server.call('listFinanceActions', { token: finance.token, query: { size: 5 } });
    const [latest] = log.body as { action: string; user_id: number | null }[];
    expect(latest).toMatchObject({ action: 'reconciliation.drift', user_id: null });
  });
});
