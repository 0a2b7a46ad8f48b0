// The payment preferences link of the mails (/payment-preferences/{token}), against a real server and
// the Stripe sandbox: funds released to a voice actor with no way to pay them (no payout method, a
// retired ACH one) mail them a link whose token names them; getPaymentPreferencesLink answers it is
// theirs when they are signed in, names another account (its e-mail hidden) to anyone else, needs
// signing in, and refuses a forged or expired token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSettings } from '../../db/schema';
import type { TestUser } from '../../testing/harness';
import { mailsTo } from '../../testing/mail';
import {
  releasedSecureBooking,
  startPaymentsTestServer,
  type PaymentsTestServer,
} from '../../testing/payments';
import { paymentPreferencesToken } from '../../modules/payments/paymentPreferenceLinks';

let env: PaymentsTestServer;
let client: TestUser;
let finance: TestUser;

beforeAll(async () => {
  env = await startPaymentsTestServer();
  client = await env.server.user({ name: 'Paying Client' });
  finance = await env.server.user({ roles: ['admin', 'finance'], name: 'Finance Staff' });
});
afterAll(() => env.dispose());

const release = (voiceActor: TestUser, name: string) =>
  releasedSecureBooking(env, { client, voiceActor, finance }, { name });

/** The token of the payment preferences link in the voice actor's mail about `name`. */
async function mailedToken(voiceActor: TestUser, name: string, expected: string): Promise<string> {
  const mail = (await mailsTo(env.server, voiceActor.email)).find((text) =>
    text.includes(`“${name}” were released`),
  );
  expect(mail).toContain(expected);
  const token = /\/payment-preferences\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(mail ?? '')?.[1];
  if (token === undefined) throw new Error(`No payment preferences link in: ${mail ?? 'no mail'}`);
  return token;
}

const linkOf = (user: TestUser | null, token: string) =>
  env.server.call('getPaymentPreferencesLink', { ...(user ? { token: user.token } : {}), params: { token } });

describe('getPaymentPreferencesLink', () => {
  it('a release with no way to pay the voice actor mails them a link that opens their own settings', async () => {
    const voiceActor = await env.server.user({
      provider: true,
      name: 'Unpaid Voice',
      email: 'unpaid.voice@example.com',
    });
    await release(voiceActor, 'Orchard cider spot');
    const token = await mailedToken(
      voiceActor,
      'Orchard cider spot',
      'You have not told us how to pay you yet: add your payout details (PayPal, Payoneer, Wise or US banking details) so finance can send your share.\n\nAdd your payout details: ',
    );
    const theirs = await linkOf(voiceActor, token);
    expect(theirs.status).toBe(200);
    expect(theirs.json).toEqual({
      provider_id: voiceActor.providerId,
      yours: true,
      email_hint: 'u***@example.com',
    });

    const other = await linkOf(client, token);
    expect(other.status).toBe(200);
    expect(other.json).toEqual({
      provider_id: voiceActor.providerId,
      yours: false,
      email_hint: 'u***@example.com',
    });
    expect((await linkOf(null, token)).status).toBe(401);
  });

  it('a retired ACH method is asked to be fixed; a voice actor paid by PayPal gets no such link', async () => {
    const retired = await env.server.user({ provider: true, name: 'Retired Voice' });
    await env.server.services.db
      .insert(paymentSettings)
      .values({ providerId: retired.providerId ?? 0, method: 'ach' });
    await release(retired, 'Quarry documentary');
    const token = await mailedToken(
      retired,
      'Quarry documentary',
      'ACH and wire payouts are no longer supported: choose another payout method so finance can send your share.\n\nFix your payout details: ',
    );
    expect((await linkOf(retired, token)).json).toMatchObject({ yours: true });

    // A Stripe account that cannot receive transfers yet is asked to finish its setup.
    const onboarding = await env.server.user({ provider: true, name: 'Onboarding Voice' });
    await env.server.services.db.insert(paymentSettings).values({
      providerId: onboarding.providerId ?? 0,
      method: 'stripe',
      stripeAccountId: 'acct_not_active',
      stripeAccountStatus: 'verification_in_progress',
    });
    await release(onboarding, 'Lantern festival promo');
    await mailedToken(
      onboarding,
      'Lantern festival promo',
      'Your Stripe account cannot receive payouts yet: finish setting it up and your share is sent there.\n\nFinish your Stripe setup: ',
    );

    const paid = await env.server.user({ provider: true, name: 'Paypal Voice' });
    const saved = await env.server.call('updatePaymentSettings', {
      token: paid.token,
      params: { providerId: paid.providerId ?? 0 },
      body: { method: 'paypal', paypal_email: 'paypal.voice@example.com' },
    });
    expect(saved.status).toBe(200);
    await release(paid, 'Meadow radio spot');
    const mail = (await mailsTo(env.server, paid.email)).find((text) =>
      text.includes('“Meadow radio spot” were released'),
    );
    expect(mail).toContain('See the payment: ');
    expect(mail).not.toContain('/payment-preferences/');
  });

  it('refuses a forged, an expired and a tampered token with the same message', async () => {
    const voiceActor = await env.server.user({ provider: true, name: 'Linked Voice' });
    const providerId = voiceActor.providerId ?? 0;
    const now = env.server.services.now();
    const expired = paymentPreferencesToken(
      env.server.services,
      providerId,
      new Date(now.getTime() - 31 * 86_400_000),
    );
    const valid = paymentPreferencesToken(env.server.services, providerId, now);
    const [payload = '', signature = ''] = valid.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ p: providerId + 1, e: 4_102_444_800 })).toString(
      'base64url',
    );
    const forged = `${Buffer.from(JSON.stringify({ p: providerId, e: 4_102_444_800 })).toString('base64url')}.${'A'.repeat(43)}`;
    expect((await linkOf(voiceActor, valid)).status).toBe(200);
    for (const token of [
      expired,
      forged,
      `${otherPayload}.${signature}`,
      `${payload}.${signature.slice(0, -2)}AA`,
    ]) {
      const refused = await linkOf(voiceActor, token);
      expect(refused.status).toBe(404);
      expect(refused.json['message']).toBe(
        'This link is not valid or has expired. Open your payment preferences to add or fix your payout details.',
      );
    }
  });
});
