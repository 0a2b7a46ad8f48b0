// Memberships of the demo (issue 44): the demo voice actor (voice@demo.test, Premium annual) pays with
// a saved card (Stripe's test card pm_card_visa, which the sandbox and Stripe's test mode both know),
// renews at the end of their period (the job is on the queue); both@demo.test stays a Standard voice
// actor with no card (the upgrade journey starts there); client@demo.test has no provider (choosing a
// plan makes them one). Promos: SPRING25 (25% off Premium, with the plans page's banner) and REFERRALS.
import { eq } from 'drizzle-orm';
import { promoCodes, providers, subscriptions, users } from '../db/schema';
import type { Services } from '../services';
import { currentPeriodOf } from '../modules/subscriptions/memberships';
import { schedulePeriodEnd } from '../modules/subscriptions/processes';

const DAY = 24 * 3600 * 1000;

export async function seedMemberships(services: Services, premiumEmail: string): Promise<void> {
  const { db } = services;
  const now = services.now();
  const [row] = await db
    .select({ provider: providers })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(users.email, premiumEmail));
  if (row) {
    const period = currentPeriodOf(row.provider, null, now);
    if (period.start !== null && period.end !== null) {
      await db
        .insert(subscriptions)
        .values({
          providerId: row.provider.id,
          autoRenewal: true,
          currentPeriodStart: period.start,
          currentPeriodEnd: period.end,
          periodPaidMinor: period.paidMinor,
          currency: services.config.payments.currency,
          paymentMethodType: 'card',
          paymentMethodRef: 'pm_card_visa',
          cardBrand: 'visa',
          cardLast4: '4242',
          cardExpMonth: 12,
          cardExpYear: now.getUTCFullYear() + 3,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
      await schedulePeriodEnd(services, row.provider.id, period.end);
    }
  }
  await db
    .insert(promoCodes)
    .values([
      {
        code: 'SPRING25',
        description: '25% off your first period of Premium',
        discountPercentage: 25,
        productNames: ['premium-5'],
        startsAt: new Date(now.getTime() - DAY),
        expiresAt: new Date(now.getTime() + 60 * DAY),
        config: {
          banner: {
            text: 'Spring sale - up to 25% off selected plans',
            icon: 'sale-tag',
            countdown: true,
            dismissible: true,
            information_flex: 55,
            cta_copy: {
              memberships_page: 'Choose Premium below and save 25%.',
              extra_pages: 'Upgrade now and save 25%.',
            },
            actions: [{ text: 'See plans', link: '/plans/SPRING25' }],
          },
        },
      },
      {
        code: 'REFERRALS',
        description: '10% off any paid plan for voice actors a friend referred',
        discountPercentage: 10,
        startsAt: new Date(now.getTime() - DAY),
        expiresAt: null,
        config: {
          banner: {
            text: 'A friend invited you: 10% off your first membership period',
            dismissible: true,
            countdown: false,
            actions: [{ text: 'Sign up', link: '/plans/REFERRALS' }],
          },
        },
      },
    ])
    .onConflictDoNothing();
}
