// The finance page's reads against a real server and the Stripe sandbox: listSecurePayments puts each
// Secure Payment booking at the stage its money is at (awaiting payment, held, ready to release,
// released, refunded), filters and pages them, and getLedgerTotals sums the ledger and reconciles;
// both refuse anyone but finance staff holding the admin and finance roles.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema';
import type { TestUser } from '../../testing/harness';
import {
  financeCast,
  idempotencyKeys,
  insertSecureBooking,
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
  ({ client, voiceActor, finance, financeOnly, adminOnly } = await financeCast(env.server));
});
afterAll(() => env.dispose());

const key = idempotencyKeys('finance-test');

const booking = (name: string, budget: number) =>
  insertSecureBooking(env.server, { client, voiceActor }, { name, serviceProperties: { budget } });

async function paid(name: string, budget: number) {
  const project = await booking(name, budget);
  const answer = await env.server.call('payProject', {
    token: client.token,
    params: { id: project.id },
    body: { payment_method_id: await env.tokenize('4242424242424242') },
    headers: { 'idempotency-key': key() },
  });
  expect(answer.status).toBe(200);
  return project;
}

const list = (user: TestUser, query: Record<string, string | number> = {}) =>
  env.server.call('listSecurePayments', { token: user.token, query });

interface Item {
  name: string;
  stage: string;
  amount: number;
  currency: string;
  client_name: string | null;
  voice_actor_name: string | null;
}

describe('listSecurePayments and getLedgerTotals', () => {
  it('puts each booking at its money’s stage, filters and pages, and the ledger reconciles', async () => {
    await booking('Awaiting payment spot', 120);
    await paid('Held spot', 150);
    const ready = await paid('Ready spot', 200);
    const released = await paid('Released spot', 300);
    const refunded = await paid('Refunded spot', 90);
    for (const project of [ready, released]) {
      await env.server.services.db
        .update(projects)
        .set({ status: 'completed', completionReason: 'deliverable-accepted' })
        .where(eq(projects.id, project.id));
      const answer = await env.server.call('setProjectReadyToReleaseFunds', {
        token: client.token,
        params: { id: project.id },
        headers: { 'idempotency-key': key() },
      });
      expect(answer.status).toBe(200);
    }
    const release = await env.server.call('setProjectFundsReleased', {
      token: finance.token,
      params: { id: released.id },
      headers: { 'idempotency-key': key() },
    });
    expect(release.status).toBe(200);
    const refund = await env.server.call('refundProject', {
      token: finance.token,
      params: { id: refunded.id },
      body: { reason: 'requested_by_customer' },
      headers: { 'idempotency-key': key() },
    });
    expect(refund.status).toBe(200);

    const all = await list(finance, { size: 50 });
    expect(all.status).toBe(200);
    const stages = Object.fromEntries((all.json as unknown as Item[]).map((item) => [item.name, item.stage]));
    expect(stages).toEqual({
      'Awaiting payment spot': 'awaiting_payment',
      'Held spot': 'held',
      'Ready spot': 'ready_to_release',
      'Released spot': 'released',
      'Refunded spot': 'refunded',
    });
    const readyOnly = await list(finance, { stage: 'ready_to_release' });
    expect(readyOnly.json).toEqual([
      expect.objectContaining({
        name: 'Ready spot',
        amount: 20000,
        currency: 'usd',
        client_name: 'Paying Client',
        voice_actor_name: 'Booked Voice',
        public_hash: ready.publicHash,
      }),
    ]);
    const firstPage = await list(finance, { size: 2, page: 1 });
    expect(firstPage.headers['total-rows']).toBe('5');
    expect(firstPage.headers['total-pages']).toBe('3');
    expect((firstPage.json as unknown as Item[]).length).toBe(2);

    const totals = await env.server.call('getLedgerTotals', { token: finance.token });
    expect(totals.status).toBe(200);
    expect(totals.json).toMatchObject({
      currency: 'usd',
      paid: 15000 + 20000 + 30000 + 9000,
      held: 15000 + 20000,
      released: 30000,
      refunded: 9000,
      reconciles: true,
    });
    const body = totals.json as unknown as { platform_fees: number; voice_actor_share: number };
    expect(body.platform_fees + body.voice_actor_share).toBe(30000);
  });

  it('refuses anyone but finance staff with both roles', async () => {
    for (const user of [client, voiceActor, financeOnly, adminOnly]) {
      expect((await list(user)).status).toBe(403);
      expect((await env.server.call('getLedgerTotals', { token: user.token })).status).toBe(403);
    }
    expect((await env.server.call('listSecurePayments', {})).status).toBe(401);
  });
});
