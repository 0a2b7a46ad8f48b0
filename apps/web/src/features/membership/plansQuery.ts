import type { QueryClient } from '@tanstack/react-query';
import { getListSubscriptionPlansForMarketQueryOptions } from '@vo/sdk/hooks';
import { branded, type HeadArgs, type ScreenHead } from '../../lib/head';

/** The promo code of `/plans/{promo_code}` as the contract takes it (PromoCodeValue), else null. */
export function promoCodeFrom(param: string | undefined): string | null {
  return param !== undefined && /^[A-Za-z0-9_-]{1,64}$/.test(param) ? param : null;
}

/** The promo whose address sends an anonymous visitor to sign up first (spec section 2). */
export const REFERRALS = 'REFERRALS';
export const isReferrals = (code: string | null): boolean => code?.toUpperCase() === REFERRALS;

/**
 * The plans for the visitor's market, priced with the address's promo: an anonymous visitor's market
 * is the server's default; a voice actor's is their own provider's (by its id, so the two answers are
 * kept apart in the cache).
 */
export const plansQuery = (promoCode: string | null, providerId: number | null) =>
  getListSubscriptionPlansForMarketQueryOptions({
    ...(promoCode === null ? {} : { promo_code: promoCode }),
    ...(providerId === null ? {} : { provider_id: providerId }),
  });

/** Starts the plans' request (as an anonymous visitor sees them) while the page's code loads. */
export async function prefetchPlans({
  params,
  queryClient,
}: {
  params: { promoCode?: string };
  queryClient: QueryClient;
}): Promise<void> {
  await queryClient.query(plansQuery(promoCodeFrom(params.promoCode), null)).catch(() => undefined);
}

export function plansHead({ site }: HeadArgs): ScreenHead {
  return {
    title: branded('Membership plans', site),
    description:
      'Compare the voice actor memberships (Standard, Premium, Platinum), monthly or annual, and see what a change costs before you pay.',
  };
}

/**
 * The plans the comparison shows: those shown by default (spec section 9: standard-1, premium-5,
 * platinum-10, the server's is_default), the voice actor's own plans (current, or the one a downgrade
 * goes to) whatever they are, and every plan once asked for.
 */
export function shownPlans<T extends { product_name: string; is_default?: boolean }>(
  plans: readonly T[],
  all: boolean,
  own: readonly string[] = [],
): T[] {
  return plans.filter((plan) => all || plan.is_default === true || own.includes(plan.product_name));
}
