// The seeded memberships the membership screens start from (seed/memberships.ts): the demo Premium
// voice actor with a saved card and a renewal on the queue, a Standard voice actor with no card, and
// the promos with their banner.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startSession } from '../auth/sessions';
import { users } from '../db/schema';
import { MEMBERSHIP_PERIOD_END_JOB } from '../modules/subscriptions/renewals';
import { server, useSeededServer } from './seed.fixtures';

useSeededServer();

async function sessionOf(email: string) {
  const [row] = await server.services.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no ${email}`);
  return startSession(server.services, row.id);
}

describe('the seeded memberships', () => {
  it('gives the demo voice actor Premium with a saved card, renewing at the period end', async () => {
    const voice = await sessionOf('voice@demo.test');
    const mine = await server.call('getMySubscription', { token: voice.accessToken });
    expect(mine.json).toMatchObject({
      product_name: 'premium-5',
      billing_period: 'ANNUAL',
      tier: 'Premium',
      auto_renewal: true,
      payment_method: { type: 'card', brand: 'visa', last4: '4242' },
    });
    expect(Date.parse(String(mine.json['current_period_end']))).toBeGreaterThan(server.clock.now.getTime());
    const pending = await server.services.jobs.pending(MEMBERSHIP_PERIOD_END_JOB, {
      providerId: Number(mine.json['provider_id']),
    });
    expect(pending).toHaveLength(1);
    // The queue's clock and the server's may differ by the time the test took: within a minute.
    expect(
      Math.abs((pending[0]?.runAt.getTime() ?? 0) - Date.parse(String(mine.json['current_period_end']))),
    ).toBeLessThan(60_000);
  });

  it('keeps both@demo.test a Standard voice actor with no card', async () => {
    const both = await sessionOf('both@demo.test');
    const mine = await server.call('getMySubscription', { token: both.accessToken });
    expect(mine.json).toMatchObject({
      tier: 'Standard',
      level: 1,
      payment_method: null,
      current_period_end: null,
    });
    const quote = await server.call('dryRunSubscriptionChange', {
      token: both.accessToken,
      body: { productName: 'premium-5', billingPeriod: 'MONTHLY', promoCode: 'SPRING25' },
    });
    expect(quote.json).toMatchObject({
      change_type: 'new',
      amounts: { subtotal: 39, discount: 9.75, total: 29.25 },
    });
  });

  it('runs the SPRING25 promo with its banner, and REFERRALS', async () => {
    const promos = await server.call('listActivePromoCodes', {});
    const list = promos.body as {
      code: string;
      error: string | null;
      config?: { banner?: { text: string; countdown?: boolean } };
      limits?: { dates?: { expire?: string } };
    }[];
    const spring = list.find((promo) => promo.code === 'SPRING25');
    expect(spring?.error).toBeNull();
    expect(spring?.config?.banner).toMatchObject({
      text: 'Spring sale - up to 25% off selected plans',
      countdown: true,
    });
    expect(Date.parse(spring?.limits?.dates?.expire ?? '')).toBeGreaterThan(server.clock.now.getTime());
    expect(list.map((promo) => promo.code)).toContain('REFERRALS');
  });
});
