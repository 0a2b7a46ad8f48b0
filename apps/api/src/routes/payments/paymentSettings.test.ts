// A voice actor's payment settings against a real server and the Stripe sandbox: getPaymentSettings
// (their own, or any provider's for an admin), updatePaymentSettings (each method's own details; bank
// numbers stored sealed and answered masked), startPaymentSettingsOnboarding (a connected account
// at the processor and its hosted onboarding, whose account.updated makes it active); and the funds
// finance releases going to that account by a transfer, once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financeActions, ledgerEntries, paymentSettings, projects } from '../../db/schema';
import type { TestUser } from '../../testing/harness';
import {
  idempotencyKeys,
  insertSecureBooking,
  startPaymentsTestServer,
  type PaymentsTestServer,
} from '../../testing/payments';
import { balanceOf, balances } from '../../modules/payments/ledger';

let env: PaymentsTestServer;
let voiceActor: TestUser;
let otherVoiceActor: TestUser;
let client: TestUser;
let admin: TestUser;
let finance: TestUser;

beforeAll(async () => {
  env = await startPaymentsTestServer();
  voiceActor = await env.server.user({ provider: true, name: 'Payout Voice' });
  otherVoiceActor = await env.server.user({ provider: true, name: 'Other Voice' });
  client = await env.server.user({ name: 'Paying Client' });
  admin = await env.server.user({ roles: ['admin'], name: 'Plain Admin' });
  finance = await env.server.user({ roles: ['admin', 'finance'], name: 'Finance Staff' });
});
afterAll(() => env.dispose());

const providerIdOf = (user: TestUser) => {
  if (user.providerId === null) throw new Error('not a voice actor');
  return user.providerId;
};
const read = (user: TestUser, of: TestUser | number) =>
  env.server.call('getPaymentSettings', {
    token: user.token,
    params: { providerId: typeof of === 'number' ? of : providerIdOf(of) },
  });
const save = (user: TestUser, of: TestUser, body: unknown) =>
  env.server.call('updatePaymentSettings', {
    token: user.token,
    params: { providerId: providerIdOf(of) },
    body,
  });
const onboard = (user: TestUser, of: TestUser) =>
  env.server.call('startPaymentSettingsOnboarding', {
    token: user.token,
    params: { providerId: providerIdOf(of) },
  });

const bank = {
  name: 'Maria Lopez',
  type: 'checking',
  account_number: '000123456789',
  routing_number: '026009593',
  swift_code: 'BOFAUS3N',
  bank_name: 'Bank of America',
  bank_address: '222 Broadway, New York, NY 10038',
  phone: '+1 212 555 0147',
};

describe('getPaymentSettings', () => {
  it('a voice actor with no method yet reads pending settings; an admin reads anyone’s', async () => {
    const own = await read(otherVoiceActor, otherVoiceActor);
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({
      provider_id: otherVoiceActor.providerId,
      method: null,
      pending: true,
      stripe_account_status: null,
    });
    const asAdmin = await read(admin, otherVoiceActor);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.json).toEqual(own.json);
  });

  it('refuses another voice actor and a client (403) and answers 404 for an unknown provider', async () => {
    const other = await read(voiceActor, otherVoiceActor);
    expect(other.status).toBe(403);
    expect(other.json['message']).toBe('Only the voice actor and admins see these payment settings.');
    expect((await read(client, otherVoiceActor)).status).toBe(403);
    const missing = await read(admin, 987_654);
    expect(missing.status).toBe(404);
    expect(missing.json['message']).toBe('Profile not found.');
  });
});

describe('updatePaymentSettings', () => {
  it('saves PayPal, then US banking details: the number sealed in the database, masked in the answer', async () => {
    const paypal = await save(voiceActor, voiceActor, {
      method: 'paypal',
      paypal_email: 'maria@example.com',
    });
    expect(paypal.status).toBe(200);
    expect(paypal.json).toMatchObject({
      method: 'paypal',
      pending: false,
      paypal_email: 'maria@example.com',
    });
    const banking = await save(voiceActor, voiceActor, { method: 'us_banking', bank_account: bank });
    expect(banking.status).toBe(200);
    expect(banking.json).toMatchObject({
      method: 'us_banking',
      pending: false,
      paypal_email: null,
      bank_account: { ...bank, account_number: 'XXXXXXXX6789' },
    });
    const [stored] = await env.server.services.db
      .select()
      .from(paymentSettings)
      .where(eq(paymentSettings.providerId, providerIdOf(voiceActor)));
    expect(JSON.stringify(stored?.bankAccount)).not.toContain('000123456789');
    expect(stored?.paypalEmail).toBeNull();
    expect((await read(admin, voiceActor)).json['bank_account']).toMatchObject({
      account_number: 'XXXXXXXX6789',
    });
  });

  it('refuses the retired ach and wire, details that break the field rules, and anyone but the voice actor', async () => {
    const ach = await save(voiceActor, voiceActor, { method: 'ach', bank_account: bank });
    expect(ach.status).toBe(400);
    const badEmail = await save(voiceActor, voiceActor, { method: 'wise', wise_email: 'not an e-mail' });
    expect(badEmail.status).toBe(400);
    const badSwift = await save(voiceActor, voiceActor, {
      method: 'us_banking',
      bank_account: { ...bank, swift_code: 'BOFA' },
    });
    expect(badSwift.status).toBe(400);
    const other = await save(otherVoiceActor, voiceActor, {
      method: 'payoneer',
      payoneer_user_id: '48213377',
    });
    expect(other.status).toBe(403);
    expect(other.json['message']).toBe('Only the voice actor may change their own payment settings.');
    // An admin changes them only while acting as the voice actor.
    expect((await save(admin, voiceActor, { method: 'payoneer', payoneer_user_id: '1' })).status).toBe(403);
    expect((await read(voiceActor, voiceActor)).json['method']).toBe('us_banking');
  });
});

describe('startPaymentSettingsOnboarding and payouts to the connected account', () => {
  it('needs the stripe method (409); opens one connected account whose onboarding makes it active', async () => {
    const early = await onboard(voiceActor, voiceActor);
    expect(early.status).toBe(409);
    expect(early.json['message']).toBe(
      'Choose ACH/Wire (Stripe) as your payout method before setting up your Stripe account.',
    );
    expect((await onboard(otherVoiceActor, voiceActor)).status).toBe(403);
    expect((await save(voiceActor, voiceActor, { method: 'stripe' })).json).toMatchObject({
      method: 'stripe',
      pending: false,
      bank_account: null,
    });
    const link = await onboard(voiceActor, voiceActor);
    expect(link.status).toBe(200);
    expect(link.json['stripe_account_status']).toBe('missing_requirements');
    const url = new URL(String(link.json['url']));
    expect(url.origin).toBe(env.origin);
    expect(new URL(url.searchParams.get('return_url') ?? '').pathname).toBe('/payment-preferences');
    const account = url.pathname.split('/').pop() ?? '';
    expect(account).toMatch(/^acct_/);
    const again = await onboard(voiceActor, voiceActor);
    expect(new URL(String(again.json['url'])).pathname).toBe(url.pathname);
    expect((await read(voiceActor, voiceActor)).json['stripe_account_status']).toBe('missing_requirements');

    // Submitted for review first: the identity check under way, in section 8's words.
    env.sandbox.completeOnboarding(account, 'review');
    await env.sandbox.deliverPending();
    expect((await read(voiceActor, voiceActor)).json['stripe_account_status']).toBe(
      'verification_in_progress',
    );
    env.sandbox.completeOnboarding(account);
    await env.sandbox.deliverPending();
    const [stored] = await env.server.services.db
      .select()
      .from(paymentSettings)
      .where(eq(paymentSettings.providerId, providerIdOf(voiceActor)));
    expect(stored?.stripeAccountStatus).toBe('active');
    expect((await read(admin, voiceActor)).json['stripe_account_status']).toBe('active');
  });

  it('finance releases a held payment: the voice actor’s share is transferred to their account, once', async () => {
    const key = idempotencyKeys('payout-transfer');
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
    const ready = await env.server.call('setProjectReadyToReleaseFunds', {
      token: client.token,
      params: { id: project.id },
      headers: { 'idempotency-key': key() },
    });
    expect(ready.status).toBe(200);
    const releaseKey = key();
    for (let i = 0; i < 2; i += 1) {
      const released = await env.server.call('setProjectFundsReleased', {
        token: finance.token,
        params: { id: project.id },
        headers: { 'idempotency-key': releaseKey },
      });
      expect(released.status).toBe(200);
    }
    const transfers = env.sandbox.events().filter((event) => event['type'] === 'transfer.created');
    expect(transfers).toHaveLength(1);
    const [settings] = await env.server.services.db
      .select()
      .from(paymentSettings)
      .where(eq(paymentSettings.providerId, providerIdOf(voiceActor)));
    expect((transfers[0]?.['data'] as { object: Record<string, unknown> }).object).toMatchObject({
      amount: 14400,
      currency: 'usd',
      destination: settings?.stripeAccountId,
    });
    const all = await balances(env.server.services.db, { projectIds: [project.id] });
    expect(balanceOf(all, 'voice_actor_payable', 'usd')).toBe(0);
    expect(balanceOf(all, 'processor_clearing', 'usd')).toBe(18000 - 14400);
    const entries = await env.server.services.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.projectId, project.id));
    expect(entries.map((entry) => entry.kind).sort()).toEqual(['payment', 'release', 'transfer']);
    const log = await env.server.services.db
      .select()
      .from(financeActions)
      .where(eq(financeActions.projectId, project.id));
    expect(log.map((entry) => [entry.action, entry.userId])).toEqual([
      ['funds.released', finance.id],
      ['funds.transferred', null],
    ]);
    const totals = await env.server.call('getLedgerTotals', { token: finance.token });
    expect(totals.json).toMatchObject({ voice_actor_share: 14400, reconciles: true });
  });

  it('a share released while the account could not receive transfers goes out at the next reconciliation', async () => {
    const key = idempotencyKeys('owed-transfer');
    const { db } = env.server.services;
    const settingsOf = eq(paymentSettings.providerId, providerIdOf(voiceActor));
    // The account under review at release time; its account.updated to active is lost.
    await db
      .update(paymentSettings)
      .set({ stripeAccountStatus: 'verification_in_progress' })
      .where(settingsOf);
    const project = await insertSecureBooking(env.server, { client, voiceActor });
    const call = async (
      operationId: 'payProject' | 'setProjectReadyToReleaseFunds' | 'setProjectFundsReleased',
      user: TestUser,
    ) =>
      env.server.call(operationId, {
        token: user.token,
        params: { id: project.id },
        ...(operationId === 'payProject'
          ? { body: { payment_method_id: await env.tokenize('4242424242424242') } }
          : {}),
        headers: { 'idempotency-key': key() },
      });
    expect((await call('payProject', client)).status).toBe(200);
    await db
      .update(projects)
      .set({ status: 'completed', completionReason: 'deliverable-accepted' })
      .where(eq(projects.id, project.id));
    expect((await call('setProjectReadyToReleaseFunds', client)).status).toBe(200);
    expect((await call('setProjectFundsReleased', finance)).status).toBe(200);
    const transfersOf = () =>
      env.sandbox
        .events()
        .filter(
          (event) =>
            event['type'] === 'transfer.created' &&
            (event['data'] as { object: { metadata: Record<string, string> } }).object.metadata[
              'project_id'
            ] === String(project.id),
        );
    expect(transfersOf()).toHaveLength(0);
    expect(-balanceOf(await balances(db, { projectIds: [project.id] }), 'voice_actor_payable', 'usd')).toBe(
      14400,
    );

    await db.update(paymentSettings).set({ stripeAccountStatus: 'active' }).where(settingsOf);
    await env.server.services.jobs.moveTime(21 * 60 * 1000);
    await env.server.services.jobs.runDue();
    expect(transfersOf()).toHaveLength(1);
    expect(balanceOf(await balances(db, { projectIds: [project.id] }), 'voice_actor_payable', 'usd')).toBe(0);
    const report = await env.server.call('getReconciliationReport', { token: finance.token });
    expect(report.json['drift_count']).toBe(0);
  });
});
