import type { PromoInfo } from './PromoBanner';

// The API document's example promo, for stories and tests. Not exported from the package.
export const springPromo: PromoInfo = {
  code: 'SPRING25',
  error: null,
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
  limits: { dates: { expire: '2027-04-30T23:59:59Z' } },
};
