// Renewals and downgrades moved through time on the job queue (never by sleeping): a renewal at the
// period end charges once however often its job runs; a failed renewal keeps the plan through its
// grace, mails the voice actor, is retried on its schedule and then lapses to Standard; a retry with a
// new card renews it; a downgrade with a reason is restored, scheduled again and takes effect at the
// period end; with auto-renewal off the plan ends with its period.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../auth/sessions';
import { ledgerEntries } from '../../db/schema';
import type { TestUser } from '../../testing/harness';
import { mailsTo } from '../../testing/mail';
import { startPaymentsTestServer, type PaymentsTestServer } from '../../testing/payments';
import { runMembershipPeriodEnd } from './renewals';
import { DAY_MS } from './pricing';

let env: PaymentsTestServer;

beforeAll(async () => {
  env = await startPaymentsTestServer();
});
afterAll(() => env.dispose());

const call = (...args: Parameters<PaymentsTestServer['server']['call']>) => env.server.call(...args);

async function fresh(user: TestUser): Promise<TestUser> {
  const session = await startSession(env.server.services, user.id);
  return { ...user, token: session.accessToken, refreshToken: session.refreshToken };
}

async function saveCard(user: TestUser, number: string) {
  const token = await env.tokenize(number);
  const saved = await call('setSubscriptionPaymentMethod', {
    token: user.token,
    body: { token, type: 'card' },
  });
  expect(saved.status).toBe(200);
}

/** A voice actor on Premium monthly since the test clock's now (period end 30 days later). */
async function premiumMember(): Promise<TestUser> {
  const user = await env.server.user({ provider: true });
  await saveCard(user, '4242424242424242');
  const changed = await call('changeSubscription', {
    token: user.token,
    body: { product_name: 'premium-5', billing_period: 'MONTHLY' },
  });
  expect(changed.json['status']).toBe('completed');
  return user;
}

async function membershipCharges(providerId: number | null) {
  const rows = await env.server.services.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.kind, 'membership'));
  return rows.filter((row) => row.description.endsWith(`voice actor ${String(providerId)}`)).length;
}

/** Moves time by `days` and runs what became due. */
async function daysPass(days: number) {
  await env.server.advanceTime(days * DAY_MS);
  await env.server.services.jobs.runDue();
}

const mine = async (user: TestUser) =>
  (await call('getMySubscription', { token: (await fresh(user)).token })).json;

describe('renewals', () => {
  it('renews at the period end with the saved card, once however often the job runs', async () => {
    const user = await premiumMember();
    const before = await mine(user);
    const periodEnd = String(before['current_period_end']);
    await daysPass(31);
    const after = await mine(user);
    expect(after).toMatchObject({ tier: 'Premium', level: 4, grace_until: null });
    expect(Date.parse(String(after['current_period_end']))).toBeGreaterThan(Date.parse(periodEnd));
    expect(await membershipCharges(user.providerId)).toBe(2);
    // The same period's job again (a restart replaying it): nothing more is charged.
    await runMembershipPeriodEnd(env.server.services, { providerId: user.providerId ?? 0, periodEnd });
    await env.server.services.jobs.runDue();
    expect(await membershipCharges(user.providerId)).toBe(2);
  });

  it('keeps the plan through the grace after a failed renewal, mails, retries, then lapses to Standard', async () => {
    const user = await premiumMember();
    await saveCard(user, '4000000000000002');
    await daysPass(31);
    const failed = await mine(user);
    expect(failed).toMatchObject({ tier: 'Premium', level: 4 });
    expect(failed['grace_until']).not.toBeNull();
    const process = await call('getSubscriptionProcess', {
      token: (await fresh(user)).token,
      params: { id: Number(failed['pending_process_id']) },
    });
    expect(process.json).toMatchObject({
      status: 'payment_failed',
      error: { message: 'Your card was declined.' },
    });
    const mails = await mailsTo(env.server, user.email);
    expect(
      mails.some((text) => text.includes('could not charge the renewal of your Premium membership')),
    ).toBe(true);
    await daysPass(3);
    expect(await mine(user)).toMatchObject({ tier: 'Premium' });
    await daysPass(5);
    const lapsed = await mine(user);
    expect(lapsed).toMatchObject({
      tier: 'Standard',
      level: 1,
      product_name: 'standard-1',
      pending_process_id: null,
    });
    expect(
      (await mailsTo(env.server, user.email)).some((text) => text.includes('your plan is now Standard')),
    ).toBe(true);
    expect(await membershipCharges(user.providerId)).toBe(1);
  });

  it('renews when the voice actor retries with a new card during the grace', async () => {
    const user = await premiumMember();
    await saveCard(user, '4000000000009995');
    await daysPass(31);
    const failed = await mine(user);
    const again = await fresh(user);
    await saveCard(again, '4242424242424242');
    const retried = await call('retrySubscriptionPayment', {
      token: again.token,
      params: { id: Number(failed['pending_process_id']) },
    });
    expect(retried.json['status']).toBe('completed');
    expect(await mine(user)).toMatchObject({ tier: 'Premium', grace_until: null, pending_process_id: null });
    await daysPass(8);
    expect(await mine(user)).toMatchObject({ tier: 'Premium' });
    expect(await membershipCharges(user.providerId)).toBe(2);
  });
});

describe('a failed renewal abandoned', () => {
  it('ends the plan at once when the voice actor cancels it, and a new plan is then charged in full', async () => {
    const user = await premiumMember();
    await saveCard(user, '4000000000000069');
    await daysPass(31);
    const failed = await mine(user);
    const again = await fresh(user);
    const cancelled = await call('cancelSubscriptionTransaction', {
      token: again.token,
      params: { id: Number(failed['pending_process_id']) },
    });
    expect(cancelled.json['status']).toBe('cancelled');
    expect(await mine(user)).toMatchObject({ tier: 'Standard', grace_until: null, pending_process_id: null });
    await saveCard(again, '4242424242424242');
    const back = await call('changeSubscription', {
      token: again.token,
      body: { product_name: 'premium-5', billing_period: 'MONTHLY' },
    });
    expect(back.json).toMatchObject({ status: 'completed', change_type: 'new', amounts: { total: 39 } });
    // The retries scheduled for the abandoned renewal find nothing to do.
    await daysPass(8);
    expect(await mine(user)).toMatchObject({ tier: 'Premium' });
  });
});

describe('downgrades', () => {
  it('schedules a downgrade with a reason, restores it, then lets it take effect at the period end', async () => {
    const user = await premiumMember();
    const quote = await call('dryRunSubscriptionChange', {
      token: user.token,
      body: { productName: 'standard-1', billingPeriod: 'NO_BILLING_PERIOD' },
    });
    expect(quote.json).toMatchObject({
      change_type: 'downgrade',
      amounts: { total: 0 },
      next_billing_at: null,
    });
    const scheduled = await call('changeSubscription', {
      token: user.token,
      body: { product_name: 'standard-1', billing_period: 'NO_BILLING_PERIOD' },
    });
    expect(scheduled.json).toMatchObject({ status: 'scheduled', change_type: 'downgrade' });
    const reason = await call('saveSubscriptionDowngradeReason', {
      token: user.token,
      params: { id: user.providerId ?? 0 },
      body: { reason: 'Fewer auditions this year.' },
    });
    expect(reason.json).toMatchObject({
      tier: 'Premium',
      scheduled_downgrade: { product_name: 'standard-1', reason: 'Fewer auditions this year.' },
    });
    const restored = await call('changeSubscription', {
      token: user.token,
      body: { product_name: 'premium-5', billing_period: 'MONTHLY' },
    });
    expect(restored.json['status']).toBe('cancelled');
    expect((await mine(user))['scheduled_downgrade']).toBeNull();
    const noReason = await call('saveSubscriptionDowngradeReason', {
      token: user.token,
      params: { id: user.providerId ?? 0 },
      body: { reason: 'Again.' },
    });
    expect(noReason.status).toBe(409);
    await call('changeSubscription', {
      token: user.token,
      body: { product_name: 'standard-1', billing_period: 'NO_BILLING_PERIOD' },
    });
    await daysPass(29);
    expect(await mine(user)).toMatchObject({ tier: 'Premium' });
    await daysPass(2);
    expect(await mine(user)).toMatchObject({ tier: 'Standard', level: 1, scheduled_downgrade: null });
    expect(await membershipCharges(user.providerId)).toBe(1);
  });

  it('ends the plan with its period when auto-renewal is off', async () => {
    const user = await premiumMember();
    const off = await call('setSubscriptionAutoRenewal', {
      token: user.token,
      params: { id: user.providerId ?? 0 },
      body: { enabled: false },
    });
    expect(off.json['auto_renewal']).toBe(false);
    await daysPass(31);
    expect(await mine(user)).toMatchObject({ tier: 'Standard', level: 1 });
    expect(await membershipCharges(user.providerId)).toBe(1);
  });
});
