// Additional payments against a real server and the Stripe sandbox: the client adds one to a Secure
// Payment booking (once per Idempotency-Key; the project machine refusing a voice actor, a casting, a
// booking without Secure Payment, or one whose funds were released), pays it as the quote is paid (a
// decline in the spec's words; once; a call cut short after its charge was recorded answers paid when
// retried with its key), and finance releases or refunds it with the booking's funds.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotentRequests, ledgerEntries, projects } from '../../db/schema';
import type { TestUser } from '../../testing/harness';
import {
  idempotencyKeys,
  insertSecureBooking,
  startPaymentsTestServer,
  type PaymentsTestServer,
} from '../../testing/payments';
import { insertProject } from '../../testing/projects';
import { balanceOf, balances } from '../../modules/payments/ledger';

let env: PaymentsTestServer;
let client: TestUser;
let voiceActor: TestUser;
let finance: TestUser;

beforeAll(async () => {
  env = await startPaymentsTestServer();
  client = await env.server.user({ name: 'Paying Client' });
  voiceActor = await env.server.user({ provider: true, name: 'Booked Voice' });
  finance = await env.server.user({ roles: ['admin', 'finance'], name: 'Finance Staff' });
});
afterAll(() => env.dispose());

const key = idempotencyKeys('additional-test');

const add = (user: TestUser, id: number, body: unknown, idempotencyKey = key()) =>
  env.server.call('createProjectAdditionalPayment', {
    token: user.token,
    params: { id },
    body,
    headers: { 'idempotency-key': idempotencyKey },
  });
const pay = async (user: TestUser, id: number, paymentId: number, card = '4242424242424242') =>
  env.server.call('payProjectAdditionalPayment', {
    token: user.token,
    params: { id, paymentId },
    body: { payment_method_id: await env.tokenize(card) },
    headers: { 'idempotency-key': key() },
  });
const step = (
  operationId: 'setProjectReadyToReleaseFunds' | 'setProjectFundsReleased',
  user: TestUser,
  id: number,
) =>
  env.server.call(operationId, { token: user.token, params: { id }, headers: { 'idempotency-key': key() } });

/** A $180 Secure Payment booking the client paid, its recording accepted. */
async function paidBooking() {
  const project = await insertSecureBooking(env.server, { client, voiceActor });
  const paid = await env.server.call('payProject', {
    token: client.token,
    params: { id: project.id },
    body: { payment_method_id: await env.tokenize('4242424242424242') },
    headers: { 'idempotency-key': key() },
  });
  expect(paid.status).toBe(200);
  await env.server.services.db
    .update(projects)
    .set({ status: 'completed', completionReason: 'deliverable-accepted' })
    .where(eq(projects.id, project.id));
  return project;
}

const held = async (projectId: number) =>
  -balanceOf(
    await balances(env.server.services.db, { projectIds: [projectId] }),
    'client_funds_held',
    'usd',
  ) || 0;

describe('createProjectAdditionalPayment', () => {
  it('the client adds a pending payment once per key; others and other projects are refused', async () => {
    const project = await paidBooking();
    const idempotencyKey = key();
    const body = { amount: 75, description: 'Two extra pick-up lines for module 3' };
    const first = await add(client, project.id, body, idempotencyKey);
    expect(first.status).toBe(201);
    expect(first.json['additional_payments']).toEqual([
      expect.objectContaining({ id: 1, amount: 75, description: body.description, charge_status: 'pending' }),
    ]);
    expect(first.json['charge_status']).toBe('paid');
    const replay = await add(client, project.id, body, idempotencyKey);
    expect(replay.body).toEqual(first.body);
    const voice = await add(voiceActor, project.id, body);
    expect(voice.status).toBe(403);
    const casting = await insertProject(env.server.services.db, {
      owners: [client.id],
      type: 'casting',
      status: 'active',
    });
    expect((await add(client, casting.id, body)).status).toBe(409);
    const plain = await insertSecureBooking(
      env.server,
      { client, voiceActor },
      { securePaymentEnabled: false, securePaymentStatus: null, chargeStatus: null },
    );
    const noEscrow = await add(client, plain.id, body);
    expect(noEscrow.status).toBe(409);
    expect(noEscrow.json['message']).toBe(
      'Additional payments go through Secure Payment: this booking does not use it.',
    );
    expect((await add(client, project.id, { amount: 0, description: 'Nothing' })).status).toBe(400);
  });
});

describe('payProjectAdditionalPayment, then release or refund with the booking', () => {
  it('the client pays it once (a declined card in the spec’s words first); finance releases it with the booking', async () => {
    const project = await paidBooking();
    const added = await add(client, project.id, { amount: 75, description: 'A bonus' });
    expect(added.status).toBe(201);
    expect((await pay(voiceActor, project.id, 1)).status).toBe(403);
    const declined = await pay(client, project.id, 1, '4000000000000002');
    expect(declined.status).toBe(422);
    expect(declined.json['message']).toBe('Your card was declined.');
    const paid = await pay(client, project.id, 1);
    expect(paid.status).toBe(200);
    expect(paid.json).toMatchObject({ status: 'paid', amount: 7500, currency: 'usd' });
    expect((paid.json['project'] as Record<string, unknown>)['additional_payments']).toEqual([
      expect.objectContaining({ id: 1, charge_status: 'paid' }),
    ]);
    expect((await pay(client, project.id, 1)).status).toBe(409);
    expect((await pay(client, project.id, 9)).status).toBe(404);
    expect(await held(project.id)).toBe(18000 + 7500);

    expect((await step('setProjectReadyToReleaseFunds', client, project.id)).status).toBe(200);
    const released = await step('setProjectFundsReleased', finance, project.id);
    expect(released.status).toBe(200);
    expect(released.json['charge_status']).toBe('funds_released');
    expect(released.json['additional_payments']).toEqual([
      expect.objectContaining({ id: 1, charge_status: 'funds_released' }),
    ]);
    expect(await held(project.id)).toBe(0);
    const entries = await env.server.services.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.projectId, project.id));
    expect(entries.map((entry) => entry.kind).sort()).toEqual(['payment', 'payment', 'release', 'release']);
    const late = await add(client, project.id, { amount: 20, description: 'Too late' });
    expect(late.status).toBe(409);
    expect(late.json['message']).toBe(
      'This booking’s funds were already released: no payment can be added to it.',
    );
  });

  it('a pay cut short after its charge was recorded, before its answer was stored, answers paid to its key', async () => {
    const project = await paidBooking();
    expect((await add(client, project.id, { amount: 60, description: 'Pick-ups' })).status).toBe(201);
    const body = { payment_method_id: await env.tokenize('4242424242424242') };
    const payWith = (idempotencyKey: string) =>
      env.server.call('payProjectAdditionalPayment', {
        token: client.token,
        params: { id: project.id, paymentId: 1 },
        body,
        headers: { 'idempotency-key': idempotencyKey },
      });
    const cutShort = key();
    expect((await payWith(cutShort)).status).toBe(200);
    // What a server killed between the ledger's entry and the stored answer leaves: the key's record
    // with no answer (killRestart.test.ts kills the real server there for the booking's own charge).
    await env.server.services.db
      .update(idempotentRequests)
      .set({ status: null, body: null })
      .where(and(eq(idempotentRequests.userId, client.id), eq(idempotentRequests.key, cutShort)));
    const retried = await payWith(cutShort);
    expect(retried.status).toBe(200);
    expect(retried.json).toMatchObject({ status: 'paid', amount: 6000, currency: 'usd', next_action: null });
    expect((retried.json['project'] as Record<string, unknown>)['additional_payments']).toEqual([
      expect.objectContaining({ id: 1, charge_status: 'paid' }),
    ]);
    expect((await payWith(cutShort)).body).toEqual(retried.body);
    const another = await payWith(key());
    expect(another.status).toBe(409);
    expect(another.json['message']).toBe('This additional payment is already paid.');
    expect(await held(project.id)).toBe(18000 + 6000);
  });

  it('finance refunds the booking: its paid additional payment is refunded with it', async () => {
    const project = await paidBooking();
    expect((await add(client, project.id, { amount: 40, description: 'Extra revision' })).status).toBe(201);
    expect((await pay(client, project.id, 1)).status).toBe(200);
    const refund = await env.server.call('refundProject', {
      token: finance.token,
      params: { id: project.id },
      body: { reason: 'work_not_delivered' },
      headers: { 'idempotency-key': key() },
    });
    expect(refund.status).toBe(200);
    expect(refund.json['charge_status']).toBe('refunded');
    expect(refund.json['additional_payments']).toEqual([
      expect.objectContaining({ id: 1, charge_status: 'refunded' }),
    ]);
    expect(await held(project.id)).toBe(0);
    await env.sandbox.deliverPending('reversed');
    expect(await held(project.id)).toBe(0);
    const totals = await env.server.call('getLedgerTotals', { token: finance.token });
    expect(totals.json['reconciles']).toBe(true);
    // Refunded, it takes no more (the project machine's refusal).
    const late = await add(client, project.id, { amount: 25, description: 'One more line' });
    expect(late.status).toBe(409);
    expect(late.json['message']).toBe('This booking’s payment was refunded: no payment can be added to it.');
  });
});
