// After the client paid: the client marks the funds ready once the recording is accepted, finance
// releases them (the platform fee kept, the rest owed to the voice actor) or refunds the client, each
// once, through the ledger; nobody else may (a client cannot release, a voice actor cannot refund).
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
import { balanceOf, balances, unbalancedEntries } from '../../modules/payments/ledger';

let env: PaymentsTestServer;
let client: TestUser;
let voiceActor: TestUser;
let finance: TestUser;
let adminOnly: TestUser;
let financeOnly: TestUser;

beforeAll(async () => {
  env = await startPaymentsTestServer();
  ({ client, voiceActor, finance, adminOnly, financeOnly } = await financeCast(env.server));
});
afterAll(() => env.dispose());

const key = idempotencyKeys('release-test');

/** A $180 Secure Payment booking the client has paid; its recording accepted when `accepted`. */
async function paidBooking(accepted: boolean) {
  const project = await insertSecureBooking(env.server, { client, voiceActor });
  const paid = await env.server.call('payProject', {
    token: client.token,
    params: { id: project.id },
    body: { payment_method_id: await env.tokenize('4242424242424242') },
    headers: { 'idempotency-key': key() },
  });
  expect(paid.status).toBe(200);
  if (accepted) {
    // The client accepted the recording (the deliverable's accept, tested with the deliverables):
    // the booking completes with deliverable-accepted.
    await env.server.services.db
      .update(projects)
      .set({ status: 'completed', completionReason: 'deliverable-accepted' })
      .where(eq(projects.id, project.id));
  }
  return project;
}

const call = (
  operationId: 'setProjectReadyToReleaseFunds' | 'setProjectFundsReleased',
  user: TestUser,
  id: number,
  idempotencyKey = key(),
) =>
  env.server.call(operationId, {
    token: user.token,
    params: { id },
    headers: { 'idempotency-key': idempotencyKey },
  });

const refund = (user: TestUser, id: number, idempotencyKey = key()) =>
  env.server.call('refundProject', {
    token: user.token,
    params: { id },
    body: { reason: 'work_not_delivered', details: 'The voice actor could not record in time.' },
    headers: { 'idempotency-key': idempotencyKey },
  });

const totals = async (projectId: number) => {
  const all = await balances(env.server.services.db, { projectIds: [projectId] });
  const get = (account: Parameters<typeof balanceOf>[1]) => balanceOf(all, account, 'usd');
  return {
    held: -get('client_funds_held') || 0,
    clearing: get('processor_clearing'),
    fees: -get('platform_fees') || 0,
    payable: -get('voice_actor_payable') || 0,
  };
};

describe('ready to release, then funds released', () => {
  it('the client marks the funds ready after accepting; finance releases: fee 20%, the rest owed to the voice actor', async () => {
    const project = await paidBooking(true);
    const early = await call('setProjectFundsReleased', finance, project.id);
    expect(early.status).toBe(409);
    expect(early.json['message']).toBe(
      'The client has not marked the recording ready for the funds to be released yet.',
    );
    const ready = await call('setProjectReadyToReleaseFunds', client, project.id);
    expect(ready.status).toBe(200);
    expect(ready.json['ready_to_release_funds_at']).toBe(env.server.clock.now.toISOString());
    const idempotencyKey = key();
    const released = await call('setProjectFundsReleased', finance, project.id, idempotencyKey);
    expect(released.status).toBe(200);
    expect(released.json).toMatchObject({
      charge_status: 'funds_released',
      secure_payment_status: 'funds_released',
    });
    const replay = await call('setProjectFundsReleased', finance, project.id, idempotencyKey);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(released.body);
    const seen = await env.server.call('getProject', { token: voiceActor.token, params: { id: project.id } });
    expect(seen.json).toMatchObject({
      charge_status: 'funds_released',
      secure_payment_status: 'funds_released',
    });
    expect(await totals(project.id)).toEqual({ held: 0, clearing: 18000, fees: 3600, payable: 14400 });
    const again = await call('setProjectFundsReleased', finance, project.id);
    expect(again.status).toBe(409);
    expect(await totals(project.id)).toEqual({ held: 0, clearing: 18000, fees: 3600, payable: 14400 });
  });

  it('before the recording is accepted the funds cannot be marked ready (409)', async () => {
    const project = await paidBooking(false);
    const res = await call('setProjectReadyToReleaseFunds', client, project.id);
    expect(res.status).toBe(409);
  });

  it('roles: the client and the voice actor cannot release, nor can admin or finance alone (403)', async () => {
    const project = await paidBooking(true);
    expect((await call('setProjectReadyToReleaseFunds', client, project.id)).status).toBe(200);
    for (const user of [client, voiceActor, adminOnly, financeOnly]) {
      const res = await call('setProjectFundsReleased', user, project.id);
      expect(res.status, user.email).toBe(403);
    }
    expect(await totals(project.id)).toEqual({ held: 18000, clearing: 18000, fees: 0, payable: 0 });
  });
});

describe('refundProject', () => {
  it('finance refunds the held payment once: the processor refunds, the ledger returns it, the project shows refunded', async () => {
    const project = await paidBooking(false);
    const idempotencyKey = key();
    const first = await refund(finance, project.id, idempotencyKey);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ charge_status: 'refunded', secure_payment_status: null });
    const replay = await refund(finance, project.id, idempotencyKey);
    expect(replay.body).toEqual(first.body);
    const again = await refund(finance, project.id);
    expect(again.status).toBe(409);
    await env.sandbox.deliverPending('reversed');
    const refunds = env.sandbox
      .events()
      .filter((e) => e['type'] === 'refund.created')
      .filter(
        (e) =>
          (e['data'] as { object: { metadata: Record<string, string> } }).object.metadata['project_id'] ===
          String(project.id),
      );
    expect(refunds).toHaveLength(1);
    expect(await totals(project.id)).toEqual({ held: 0, clearing: 0, fees: 0, payable: 0 });
  });

  it('roles: the voice actor and the client cannot refund (403); released funds cannot be refunded (409)', async () => {
    const project = await paidBooking(true);
    expect((await refund(voiceActor, project.id)).status).toBe(403);
    expect((await refund(client, project.id)).status).toBe(403);
    expect((await refund(financeOnly, project.id)).status).toBe(403);
    expect((await call('setProjectReadyToReleaseFunds', client, project.id)).status).toBe(200);
    expect((await call('setProjectFundsReleased', finance, project.id)).status).toBe(200);
    const late = await refund(finance, project.id);
    expect(late.status).toBe(409);
  });

  it('every journal entry so far balances', async () => {
    expect(await unbalancedEntries(env.server.services.db)).toEqual([]);
  });
});
