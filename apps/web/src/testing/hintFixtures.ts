// Users, viewers and promos for the hints' and indicators' tests. Not exported from the folder.
import type { DiscoveryFlags, PromoInfo, User } from '@vo/sdk';
import type { HintViewer } from '../features/hints/viewer';

/** Every tour finished, so that a test sees its own hint rather than the navbar tour. */
const TOUR_DONE: DiscoveryFlags = { navbar_tour_finished: '2022-01-01T00:00:00Z' };

/** A client with a country and an organization type, past the navbar tour. */
export const client: User = {
  id: 5530,
  username: 'dana.client',
  name: 'Dana Client',
  roles: ['client'],
  provider_id: null,
  created_at: '2021-03-01T10:00:00Z',
  address: { country: 'GB' },
  terms_and_privacy: { accepted: true },
  ui_preferences: {},
  completed_actions: {},
  discovery_flags: TOUR_DONE,
  services: [
    {
      id: 1,
      service_id: 'voice_over',
      usage_reason: ['search_and_book'],
      organization_type: 'production_house',
    },
  ],
};

/**
 * A US voice actor (also a client) on the Standard plan, whose account predates every cutoff (SEO
 * 2020-06-04, tagging 2023-02-17), past the navbar tour.
 */
export const voiceActor: User = {
  id: 9310,
  username: 'maria.lopez.vo',
  name: 'Maria Lopez',
  roles: ['client', 'provider'],
  provider_id: 4821,
  created_at: '2019-08-14T09:12:00Z',
  address: { country: 'US' },
  terms_and_privacy: { accepted: true },
  membership_product_name: 'standard-1',
  ui_preferences: {},
  completed_actions: {},
  discovery_flags: TOUR_DONE,
  services: [{ id: 2, service_id: 'voice_over', usage_reason: [], organization_type: 'freelancer' }],
};

export const withUser = (user: User, patch: Partial<User>): User => ({ ...user, ...patch });

export const asClient = (user: User = client, extra: Partial<HintViewer> = {}): HintViewer => ({
  user,
  activeRole: 'client',
  impersonating: false,
  ...extra,
});

export const asProvider = (user: User = voiceActor, extra: Partial<HintViewer> = {}): HintViewer => ({
  user,
  activeRole: 'provider',
  impersonating: false,
  ...extra,
});

/** The API document's example promo: plans page and extra pages copy, dismissible, with a countdown. */
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

/** A promo for the plans pages only (no copy for the extra pages), not dismissible. */
export const referralsPromo: PromoInfo = {
  code: 'REFERRALS',
  error: null,
  config: {
    banner: {
      text: 'Invited by a friend? Your first month is on us',
      dismissible: false,
      information_flex: 55,
      cta_copy: { memberships_page: 'Pick a plan to start.' },
    },
  },
};
