// /plans and /plans/{promo_code}: the membership plans for the visitor's market; a voice actor's
// membership (current plan, renewal, payment method, downgrade and restore) on the same page.
import type { Screen } from '../../routes/screen';
import { plansHead, prefetchPlans } from './plansQuery';

export const screen: Screen = {
  Component: async () => (await import('./PlansPage')).PlansPage,
  prefetch: prefetchPlans,
  head: plansHead,
};
