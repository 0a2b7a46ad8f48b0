// runReconciliation against a real server and the Stripe sandbox: finance runs the reconciliation at
// once and reads its report (no drift after real payments; the drift when the processor has a payment
// the ledger lacks); anyone but finance staff holding the admin and finance roles is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

beforeAll(async () => {
  env = await startPaymentsTestServer();
  ({ client, voiceActor, finance, financeOnly } = await financeCast(env.server));
});
afterAll(() => env.dispose());

const key = idempotencyKeys('reconcile-now');

interface Report {
  ran_at: string | null;
  checked: number;
  drifts: { kind: string; processor_ref: string | null }[];
}

const runNow = async (user: TestUser) => env.server.call('runReconciliation', { token: user.token });

describe('runReconciliation', () => {
  it('checks the ledger against the processor at once: real payments leave no drift', async () => {
    const project = await insertSecureBooking(
      env.server,
      { client, voiceActor },
      { name: 'Reconciled now', serviceProperties: { budget: 140 } },
    );
    const paid = await env.server.call('payProject', {
      token: client.token,
      params: { id: project.id },
      body: { payment_method_id: await env.tokenize('4242424242424242') },
      headers: { 'idempotency-key': key() },
    });
    expect(paid.status).toBe(200);
    const answer = await runNow(finance);
    expect(answer.status).toBe(200);
    const report = answer.body as Report;
    expect(report.ran_at).not.toBeNull();
    expect(report.checked).toBeGreaterThanOrEqual(2);
    expect(report.drifts).toEqual([]);
    // The report finance reads afterwards is this run's.
    const last = await env.server.call('getReconciliationReport', { token: finance.token });
    expect(last.body).toEqual(report);
  });

  it('reports a payment the processor took that the ledger does not hold', async () => {
    const { stripe } = env.server.services.payments;
    const intent = await stripe.paymentIntents.create({
      amount: 2500,
      currency: 'usd',
      payment_method: await env.tokenize('4242424242424242'),
      confirm: true,
      metadata: { charge_id: '999999', project_id: '999999' },
    });
    const report = (await runNow(finance)).body as Report;
    expect(report.drifts).toContainEqual(
      expect.objectContaining({ kind: 'missing_in_ledger', processor_ref: intent.id }),
    );
  });

  it('refuses anyone but finance staff with the admin role', async () => {
    expect((await runNow(financeOnly)).status).toBe(403);
    expect((await runNow(client)).status).toBe(403);
  });
});
