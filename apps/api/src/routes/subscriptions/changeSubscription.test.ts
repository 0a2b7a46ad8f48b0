// Plan changes against a real server and the Stripe sandbox over HTTP: a client who picks a plan
// becomes a voice actor; an upgrade without a card waits, is confirmed once a card is saved and
// charged the dry run's total exactly, once in the ledger; the new level is in force; each decline
// card answers section 8's message and can be retried with a new card; 3-D Secure leaves next_action
// and the process finishes once authenticated; nobody changes another's plan, an admin reads only.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../auth/sessions';
import { ledgerEntries, providers, subscriptions, users } from '../../db/schema';
import type { TestUser } from '../../testing/harness';
import { startPaymentsTestServer, type PaymentsTestServer } from '../../testing/payments';

let env: PaymentsTestServer;
let admin: TestUser;

beforeAll(async () => {
  env = await startPaymentsTestServer();
  admin = await env.server.user({ roles: ['admin'], name: 'Admin Reader' });
});
afterAll(() => env.dispose());

/** A new session after the clock moved past the old token's life. */
async function signInAgain(user: TestUser): Promise<TestUser> {
  const session = await startSession(env.server.services, user.id);
  return { ...user, token: session.accessToken, refreshToken: session.refreshToken };
}

const call = (...args: Parameters<PaymentsTestServer['server']['call']>) => env.server.call(...args);

async function saveCard(user: TestUser, number: string) {
  const token = await env.tokenize(number);
  const saved = await call('setSubscriptionPaymentMethod', {
    token: user.token,
    body: { token, type: 'card' },
  });
  expect(saved.status).toBe(200);
  return saved;
}

async function voiceActorWithCard(number = '4242424242424242') {
  const user = await env.server.user({ provider: true });
  await saveCard(user, number);
  return user;
}

const dryRun = (user: TestUser, productName: string, billingPeriod: string, promoCode?: string) =>
  call('dryRunSubscriptionChange', {
    token: user.token,
    body: { productName, billingPeriod, ...(promoCode ? { promoCode } : {}) },
  });

const change = (user: TestUser, body: Record<string, unknown>) =>
  call('changeSubscription', { token: user.token, body });

async function membershipEntries(providerId: number) {
  const rows = await env.server.services.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.kind, 'membership'));
  return rows.filter((row) => row.description.endsWith(`voice actor ${providerId}`));
}

describe('changeSubscription', () => {
  it('gives a client who picks a plan a provider and the provider role, then waits for a card and confirmation', async () => {
    const client = await env.server.user({ roles: ['client'], name: 'Curious Client' });
    const quote = await dryRun(client, 'premium-5', 'MONTHLY');
    expect(quote.status).toBe(200);
    expect(quote.json).toMatchObject({ change_type: 'new', amounts: { subtotal: 39, total: 39 } });

    const started = await change(client, { product_name: 'premium-5', billing_period: 'MONTHLY' });
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({ status: 'awaiting_confirmation', change_type: 'new' });
    const [row] = await env.server.services.db.select().from(users).where(eq(users.id, client.id));
    expect(row?.roles).toEqual(['client', 'provider']);
    const [provider] = await env.server.services.db
      .select()
      .from(providers)
      .where(eq(providers.userId, client.id));
    expect(provider?.serviceId).toBe('voice_over');

    // Confirming before a card is saved is refused, and the process keeps waiting.
    const early = await call('confirmSubscriptionUpgradeInquire', {
      token: client.token,
      params: { id: Number(started.json['id']) },
    });
    expect(early.status).toBe(409);
    expect(early.json['message']).toBe('Add a card or PayPal first, then confirm the change.');

    await saveCard(client, '4242424242424242');
    const mine = await call('getMySubscription', { token: client.token });
    expect(mine.json['pending_process_id']).toBe(started.json['id']);
    const confirmed = await call('confirmSubscriptionUpgradeInquire', {
      token: client.token,
      params: { id: Number(started.json['id']) },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toMatchObject({ status: 'completed', amounts: { total: 39 } });
    const after = await call('getMySubscription', { token: client.token });
    expect(after.json).toMatchObject({
      product_name: 'premium-5',
      billing_period: 'MONTHLY',
      tier: 'Premium',
      level: 4,
      pending_process_id: null,
      current_period_end: '2026-12-21T10:00:00.000Z',
      payment_method: { type: 'card', brand: 'visa', last4: '4242' },
    });
  });

  it('charges an upgrade exactly the dry run total, once in the ledger, and the new level is in force', async () => {
    const before = await voiceActorWithCard();
    const first = await change(before, { product_name: 'premium-5', billing_period: 'MONTHLY' });
    expect(first.json['status']).toBe('completed');
    await env.server.advanceTime(10 * 86_400_000);
    const actor = await signInAgain(before);
    admin = await signInAgain(admin);
    const quote = await dryRun(actor, 'platinum-10', 'MONTHLY');
    // Platinum needs a year of Premium: refused in the spec's words.
    expect(quote.status).toBe(422);
    expect(quote.json['message']).toBe('Platinum requires Premium for at least a year.');
    const annual = await dryRun(actor, 'premium-5', 'ANNUAL');
    expect(annual.json['change_type']).toBe('billing_period_change');
    const upgraded = await change(actor, { product_name: 'premium-5', billing_period: 'ANNUAL' });
    expect(upgraded.status).toBe(200);
    expect(upgraded.json['amounts']).toEqual(annual.json['amounts']);
    // 30-day period, 20 days unused of $39.00: $26.00 credited against $399.00.
    expect(upgraded.json['amounts']).toEqual({
      subtotal: 399,
      discount: 0,
      proration_credit: 26,
      total: 373,
    });
    const entries = await membershipEntries(actor.providerId ?? 0);
    expect(entries).toHaveLength(2);
    const [provider] = await env.server.services.db
      .select()
      .from(providers)
      .where(eq(providers.id, actor.providerId ?? 0));
    expect(provider).toMatchObject({
      membershipLevel: 4,
      membershipProduct: 'premium-5',
      billingPeriod: 'ANNUAL',
    });
    const invoices = await call('listSubscriptionInvoices', {
      token: actor.token,
      params: { id: actor.providerId ?? 0 },
    });
    expect(
      (invoices.body as { amount: number; product_name: string; billing_period: string }[]).map((invoice) => [
        invoice.amount,
        invoice.product_name,
        invoice.billing_period,
      ]),
    ).toEqual([
      [373, 'premium-5', 'ANNUAL'],
      [39, 'premium-5', 'MONTHLY'],
    ]);
    expect(invoices.headers['total-rows']).toBe('2');
    const byAdmin = await call('listSubscriptionInvoices', {
      token: admin.token,
      params: { id: actor.providerId ?? 0 },
    });
    expect(byAdmin.status).toBe(200);
    const stranger = await env.server.user({ provider: true });
    const refused = await call('listSubscriptionInvoices', {
      token: stranger.token,
      params: { id: actor.providerId ?? 0 },
    });
    expect(refused.status).toBe(403);
    const log = await call('listSubscriptionChangesLog', {
      token: actor.token,
      params: { processId: Number(upgraded.json['id']) },
    });
    expect((log.body as { status: string }[]).map((step) => step.status)).toEqual([
      'pending',
      'processing',
      'completed',
    ]);
  });

  it.each([
    ['4000000000000002', 'card_declined', 'Your card was declined.'],
    [
      '4000000000009995',
      'card_declined_retry',
      'Your card was declined. Please try again later or retry using another card.',
    ],
    ['4000000000000127', 'incorrect_cvc', 'Your security code is incorrect.'],
    ['4000000000000069', 'expired_card', 'Your card has expired.'],
    ['4000000000000119', 'processing_error', 'Error processing your card.'],
  ])(
    'answers card %s with section 8’s message, and a new card with Retry completes it',
    async (number, code, message) => {
      const actor = await voiceActorWithCard(number);
      const refused = await change(actor, { product_name: 'premium-5', billing_period: 'MONTHLY' });
      expect(refused.status).toBe(422);
      expect(refused.json).toMatchObject({ code, message });
      const mine = await call('getMySubscription', { token: actor.token });
      expect(mine.json['level']).toBe(1);
      const processId = Number(mine.json['pending_process_id']);
      const process = await call('getSubscriptionProcess', { token: actor.token, params: { id: processId } });
      expect(process.json).toMatchObject({ status: 'payment_failed', error: { code, message } });
      await saveCard(actor, '4242424242424242');
      const retried = await call('retrySubscriptionPayment', {
        token: actor.token,
        params: { id: processId },
      });
      expect(retried.status).toBe(200);
      expect(retried.json['status']).toBe('completed');
      expect((await membershipEntries(actor.providerId ?? 0)).length).toBe(1);
    },
  );

  it('leaves a 3-D Secure charge processing with next_action, and finishes it once authenticated', async () => {
    const actor = await voiceActorWithCard('4000002760003184');
    const started = await change(actor, { product_name: 'premium-5', billing_period: 'MONTHLY' });
    expect(started.status).toBe(200);
    expect(started.json['status']).toBe('processing');
    const redirect = (started.json['next_action'] as { redirect_url: string }).redirect_url;
    expect(redirect).toContain('/sandbox/authenticate/');
    expect(decodeURIComponent(redirect)).toContain(`/plansRedirect?process_id=${String(started.json['id'])}`);
    // Another choice while the bank's page waits is refused.
    const meanwhile = await change(actor, { product_name: 'premium-5', billing_period: 'ANNUAL' });
    expect(meanwhile.status).toBe(409);
    expect(meanwhile.json['message']).toBe('Another plan change is being processed: wait for it to finish.');
    const page = new URL(redirect);
    const done = await fetch(`${env.origin}${page.pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        outcome: 'complete',
        client_secret: page.searchParams.get('client_secret') ?? '',
      }).toString(),
      redirect: 'manual',
    });
    expect(done.status).toBeLessThan(400);
    // Authenticated: the next choice finds the first charge finished (the card stays asking for 3-D
    // Secure, so the new change waits for it too).
    const next = await change(actor, { product_name: 'premium-5', billing_period: 'ANNUAL' });
    expect(next.status).toBe(200);
    expect(next.json).toMatchObject({ change_type: 'billing_period_change', status: 'processing' });
    const finished = await call('getSubscriptionProcess', {
      token: actor.token,
      params: { id: Number(started.json['id']) },
    });
    expect(finished.json).toMatchObject({ status: 'completed', next_action: null });
    expect((await call('getMySubscription', { token: actor.token })).json['tier']).toBe('Premium');
  });

  it('lets nobody else touch a plan change, and lets an admin read a membership but not change it', async () => {
    const actor = await voiceActorWithCard('4000000000000002');
    const refused = await change(actor, { product_name: 'premium-5', billing_period: 'MONTHLY' });
    expect(refused.status).toBe(422);
    const mine = await call('getMySubscription', { token: actor.token });
    const processId = Number(mine.json['pending_process_id']);
    const other = await voiceActorWithCard();
    for (const operationId of [
      'retrySubscriptionPayment',
      'cancelSubscriptionTransaction',
      'getSubscriptionProcess',
    ] as const) {
      const answer = await call(operationId, { token: other.token, params: { id: processId } });
      expect(answer.status).toBe(403);
      const byAdmin = await call(operationId, { token: admin.token, params: { id: processId } });
      expect(byAdmin.status).toBe(403);
    }
    const read = await call('getProviderSubscription', {
      token: admin.token,
      params: { id: actor.providerId ?? 0 },
    });
    expect(read.status).toBe(200);
    expect(read.json['provider_id']).toBe(actor.providerId);
    const byStranger = await call('getProviderSubscription', {
      token: other.token,
      params: { id: actor.providerId ?? 0 },
    });
    expect(byStranger.status).toBe(403);
    const renewal = await call('setSubscriptionAutoRenewal', {
      token: admin.token,
      params: { id: actor.providerId ?? 0 },
      body: { enabled: false },
    });
    expect(renewal.status).toBe(403);
    // Acting as the voice actor, the admin may.
    const cancelled = await call('cancelSubscriptionTransaction', {
      token: admin.token,
      loggedAs: actor.id,
      params: { id: processId },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json['status']).toBe('cancelled');
  });

  it('fails with the unexpected-error message when the processor no longer knows the saved card', async () => {
    const actor = await voiceActorWithCard();
    // As after a sandbox restart: the card saved before is gone at the processor.
    await env.server.services.db
      .update(subscriptions)
      .set({ paymentMethodRef: 'pm_forgotten0000' })
      .where(eq(subscriptions.providerId, actor.providerId ?? 0));
    const refused = await change(actor, { product_name: 'premium-5', billing_period: 'MONTHLY' });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({
      code: 'unexpected',
      message: 'Unexpected error. Please contact support.',
    });
    await saveCard(actor, '4242424242424242');
    const mine = await call('getMySubscription', { token: actor.token });
    const retried = await call('retrySubscriptionPayment', {
      token: actor.token,
      params: { id: Number(mine.json['pending_process_id']) },
    });
    expect(retried.json['status']).toBe('completed');
  });

  it('asks for the Platinum acknowledgement in the spec’s words', async () => {
    const actor = await voiceActorWithCard();
    const refused = await change(actor, { product_name: 'platinum-10', billing_period: 'ANNUAL' });
    expect(refused.status).toBe(422);
    expect(refused.json['message']).toBe('You have to acknowledge the benefits and requirements first.');
  });

  it('lets a voice actor on Premium for a year apply for Platinum with the acknowledgement', async () => {
    const actor = await voiceActorWithCard();
    expect(
      (await change(actor, { product_name: 'premium-5', billing_period: 'ANNUAL' })).json['status'],
    ).toBe('completed');
    const before = await call('getMySubscription', { token: actor.token });
    expect(before.json['platinum_eligible']).toBe(false);
    // Premium since 400 days ago.
    await env.server.services.db
      .update(providers)
      .set({ membershipStartedAt: new Date(env.server.clock.now.getTime() - 400 * 86_400_000) })
      .where(eq(providers.id, actor.providerId ?? 0));
    expect((await call('getMySubscription', { token: actor.token })).json['platinum_eligible']).toBe(true);
    const applied = await change(actor, {
      product_name: 'platinum-10',
      billing_period: 'ANNUAL',
      acknowledged: true,
    });
    expect(applied.json).toMatchObject({ status: 'completed', change_type: 'upgrade' });
    expect((await call('getMySubscription', { token: actor.token })).json).toMatchObject({
      tier: 'Platinum',
      level: 5,
    });
  });
});

describe('PayPal in local mode', () => {
  it('approves an agreement on the local page, back to /paypalRedirect, then charges the membership to it', async () => {
    const actor = await env.server.user({ provider: true });
    const link = await call('getPaypalAgreementLink', { token: actor.token });
    expect(link.status).toBe(200);
    const url = new URL(String(link.json['url']));
    const page = await env.server.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    const approve = /href="([^"]+)">Approve</.exec(page.body)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const back = new URL(approve);
    expect(back.pathname).toBe('/paypalRedirect');
    expect(back.searchParams.get('token')).toBe(link.json['token']);
    expect(page.body).toMatch(/paypalRedirect\?token=BA-[A-Z0-9]+&amp;cancelled=1">Cancel/);
    const saved = await call('setSubscriptionPaymentMethod', {
      token: actor.token,
      body: { token: back.searchParams.get('token'), type: 'paypal' },
    });
    expect(saved.json['payment_method']).toMatchObject({ type: 'paypal' });
    const changed = await change(actor, { product_name: 'premium-5', billing_period: 'MONTHLY' });
    expect(changed.json['status']).toBe('completed');
    expect(await membershipEntries(actor.providerId ?? 0)).toHaveLength(1);
    const refused = await call('setSubscriptionPaymentMethod', {
      token: actor.token,
      body: { token: 'not-an-agreement', type: 'paypal' },
    });
    expect(refused.status).toBe(422);
    expect(refused.json['message']).toBe(
      'No valid PayPal payment method was found. Please add one on PayPal.',
    );
  });
});
