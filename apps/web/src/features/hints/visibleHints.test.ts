import type { User } from '@vo/sdk';
import { TIP_DELAY_MS } from '@vo/machines';
import { describe, expect, it } from 'vitest';
import {
  AWARDS_BANNER_UNTIL,
  HINT_DEFINITIONS,
  navbarTourSequence,
  RETREAT_BANNER_UNTIL,
  SEO_TIP_ACCOUNTS_BEFORE,
  TAGGING_BANNER_ACCOUNTS_BEFORE,
  WINTER_SALE_ENDS_AT,
  type HintDefinition,
  type HintId,
} from './definitions';
import {
  asClient,
  asProvider,
  client,
  referralsPromo,
  springPromo,
  voiceActor,
  withUser,
} from '../../testing/hintFixtures';
import { HINT_PAGES, type HintPageId } from './pages';
import { anonymousViewer, type HintViewer } from './viewer';
import { inWindow, layoutHints, visibleHints, type VisibleHintsInput } from './visibleHints';

const at = (instant: string) => new Date(instant);
/** A day inside every open window that has no start: the winter sale's last week. */
const SALE_WEEK = at('2023-02-20T12:00:00Z');
const IN_2022 = at('2022-12-01T12:00:00Z');

const ids = (input: Partial<VisibleHintsInput> & Pick<VisibleHintsInput, 'viewer'>): string[] =>
  visibleHints({ pageId: null, now: IN_2022, ...input }).map((hint) => hint.definition.id);

const shows = (id: HintId, input: Partial<VisibleHintsInput> & Pick<VisibleHintsInput, 'viewer'>): boolean =>
  ids(input).includes(id);

const pagesWhere = (
  id: HintId,
  input: Omit<Partial<VisibleHintsInput>, 'pageId'> & Pick<VisibleHintsInput, 'viewer'>,
) => HINT_PAGES.filter((pageId) => shows(id, { ...input, pageId }));

const definition = (id: HintId): HintDefinition => {
  const found = HINT_DEFINITIONS.find((entry) => entry.id === id);
  if (found === undefined) throw new Error(`No definition ${id}`);
  return found;
};

const flagged = (user: User, flags: User['discovery_flags']): User =>
  withUser(user, { discovery_flags: { ...user.discovery_flags, ...flags } });
const preferring = (user: User, preferences: User['ui_preferences']): User =>
  withUser(user, { ui_preferences: { ...user.ui_preferences, ...preferences } });

describe('the definitions', () => {
  it('hold every hint and banner of spec section 4 once, each with its spec line', () => {
    const all = HINT_DEFINITIONS.map((entry) => entry.id);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual([
      'downtime',
      'paymentUpdate',
      'promo',
      'winterSale',
      'retreat',
      'awards',
      'autoTagging',
      'usVoiceActors',
      'searchTip',
      'seoTip',
      'reviewsTip',
      'declineTip',
      'messagingBookingTip',
      'bookingLinkTip',
      'navbarTour',
      'taggingTour',
    ]);
    for (const entry of HINT_DEFINITIONS) expect(entry.spec.length).toBeGreaterThan(10);
  });

  it('delay only the messaging-booking and booking-link tips, by the machines’ 1.2 s', () => {
    const delayed = HINT_DEFINITIONS.filter((entry) => entry.delayMs > 0).map((entry) => entry.id);
    expect(delayed).toEqual(['messagingBookingTip', 'bookingLinkTip']);
    expect(TIP_DELAY_MS).toBe(1200);
    expect(definition('messagingBookingTip').delayMs).toBe(1200);
    expect(definition('bookingLinkTip').delayMs).toBe(1200);
  });

  it('store each dismissal where the spec says', () => {
    const dismissals = Object.fromEntries(HINT_DEFINITIONS.map((entry) => [entry.id, entry.dismissal]));
    expect(dismissals).toEqual({
      downtime: { kind: 'none' },
      paymentUpdate: { kind: 'none' },
      promo: { kind: 'promoCode' },
      winterSale: { kind: 'uiPreference', flag: 'jump2023_promo' },
      retreat: { kind: 'uiPreference', flag: 'retreat_banner_dismissed' },
      awards: { kind: 'uiPreference', flag: 'awards_banner_dismissed' },
      autoTagging: { kind: 'uiPreference', flag: 'tagging_banner_dismissed' },
      usVoiceActors: { kind: 'uiPreference', flag: 'us_voice_actors_banner_dismissed' },
      searchTip: { kind: 'discoveryFlag', flag: 'search' },
      seoTip: { kind: 'discoveryFlag', flag: 'seo' },
      reviewsTip: { kind: 'discoveryFlag', flag: 'reviews' },
      declineTip: { kind: 'discoveryFlag', flag: 'decline' },
      messagingBookingTip: { kind: 'discoveryFlag', flag: 'messaging_booking' },
      bookingLinkTip: { kind: 'discoveryFlag', flag: 'messaging_booking_link' },
      navbarTour: { kind: 'discoveryFlag', flag: 'navbar_tour_finished' },
      taggingTour: { kind: 'discoveryFlag', flag: 'tagging_tour' },
    });
  });
});

describe('date windows', () => {
  it('start on their from instant and end just before their until instant', () => {
    const window = { from: '2022-01-10T00:00:00Z', until: '2022-04-19T00:00:00Z' };
    expect(inWindow(window, at('2022-01-09T23:59:59Z'))).toBe(false);
    expect(inWindow(window, at('2022-01-10T00:00:00Z'))).toBe(true);
    expect(inWindow(window, at('2022-04-18T23:59:59Z'))).toBe(true);
    expect(inWindow(window, at('2022-04-19T00:00:00Z'))).toBe(false);
    expect(inWindow({}, at('1999-01-01T00:00:00Z'))).toBe(true);
  });
});

describe('downtime banner', () => {
  it('exists but is switched off, so it never shows', () => {
    expect(definition('downtime').enabled).toBe(false);
    for (const pageId of [...HINT_PAGES, null]) {
      expect(shows('downtime', { viewer: anonymousViewer, pageId })).toBe(false);
      expect(shows('downtime', { viewer: asProvider(), pageId })).toBe(false);
    }
  });

  it('would show everywhere to everyone if switched on', () => {
    const on = { ...definition('downtime'), enabled: true };
    expect(
      visibleHints({ viewer: anonymousViewer, pageId: null, now: IN_2022, definitions: [on] }),
    ).toHaveLength(1);
  });
});

describe('payment-update banner', () => {
  const pending = (method: 'ach' | 'wire' | 'paypal') =>
    asProvider(voiceActor, { paymentSettings: { method, pending: method !== 'paypal' } });

  it('shows to a voice actor still on ACH or wire on every page but payment preferences', () => {
    for (const method of ['ach', 'wire'] as const) {
      expect(pagesWhere('paymentUpdate', { viewer: pending(method) })).toEqual(
        HINT_PAGES.filter((page) => page !== 'paymentPreferences'),
      );
      expect(shows('paymentUpdate', { viewer: pending(method), pageId: null })).toBe(true);
    }
  });

  it('does not show for a supported method, without payment settings, or when acting as a client', () => {
    expect(shows('paymentUpdate', { viewer: pending('paypal') })).toBe(false);
    expect(shows('paymentUpdate', { viewer: asProvider() })).toBe(false);
    expect(shows('paymentUpdate', { viewer: { ...pending('ach'), activeRole: 'client' } })).toBe(false);
  });

  it('cannot be dismissed', () => {
    const [hint] = visibleHints({ viewer: pending('wire'), pageId: 'search', now: IN_2022 });
    expect(hint?.definition.id).toBe('paymentUpdate');
    expect(hint?.dismissal).toEqual({ kind: 'none' });
  });
});

describe('promo banner', () => {
  const promos = [springPromo, referralsPromo];
  const now = at('2026-11-02T12:00:00Z');

  it('shows on the plans pages and, for a promo with extra-page copy, on the supported extra pages', () => {
    expect(
      pagesWhere('promo', { viewer: asProvider(), promos: [springPromo], promoCode: 'SPRING25', now }),
    ).toEqual(['dashboard.invites', 'dashboard.bookings', 'voiceActorDashboard', 'plans', 'plans.promo']);
    expect(
      pagesWhere('promo', { viewer: asProvider(), promos: [referralsPromo], promoCode: 'REFERRALS', now }),
    ).toEqual(['plans', 'plans.promo']);
  });

  it('shows to anonymous visitors too, the one promo of the address on the promo plans page', () => {
    const [hint] = visibleHints({
      viewer: anonymousViewer,
      pageId: 'plans.promo',
      promoCode: 'referrals',
      promos,
      now,
    });
    expect(hint && 'promo' in hint ? hint.promo.code : null).toBe('REFERRALS');
    expect(ids({ viewer: anonymousViewer, pageId: 'plans.promo', promoCode: 'NOPE', promos, now })).toEqual(
      [],
    );
  });

  it('keeps its dismissal per promo code; the next promo shows once the first was dismissed', () => {
    const [first] = visibleHints({ viewer: asProvider(), pageId: 'plans', promos, now });
    expect(first?.dismissal).toEqual({ kind: 'promoCode', code: 'SPRING25' });
    const user = preferring(voiceActor, { promo_banners_dismissed: ['SPRING25'] });
    const [next] = visibleHints({ viewer: asProvider(user), pageId: 'plans', promos, now });
    expect(next?.key).toBe('promo:REFERRALS');
    expect(next?.dismissal).toEqual({ kind: 'none' });
    const local = visibleHints({
      viewer: asProvider(),
      pageId: 'plans',
      promos,
      now,
      dismissed: new Set(['promo:SPRING25']),
    });
    expect(local.map((hint) => hint.key)).toEqual(['promo:REFERRALS']);
  });

  it('ends when the promo expires and never shows a promo the user cannot use', () => {
    const expire = springPromo.limits?.dates?.expire ?? '';
    expect(
      shows('promo', {
        viewer: asProvider(),
        pageId: 'plans',
        promos: [springPromo],
        now: at('2027-04-30T12:00:00Z'),
      }),
    ).toBe(true);
    expect(
      shows('promo', { viewer: asProvider(), pageId: 'plans', promos: [springPromo], now: at(expire) }),
    ).toBe(false);
    expect(
      shows('promo', {
        viewer: asProvider(),
        pageId: 'plans',
        promos: [springPromo],
        now: at('2027-05-01T00:00:00Z'),
      }),
    ).toBe(false);
    const used = { ...springPromo, error: 'This promo code has already been used.' };
    expect(shows('promo', { viewer: asProvider(), pageId: 'plans', promos: [used], now })).toBe(false);
    expect(shows('promo', { viewer: asProvider(), pageId: 'plans', now })).toBe(false);
  });
});

describe('winter sale banner', () => {
  it('shows to Standard-plan voice actors on the invites and bookings inboxes, with a countdown', () => {
    expect(pagesWhere('winterSale', { viewer: asProvider(), now: SALE_WEEK })).toEqual([
      'dashboard.invites',
      'dashboard.bookings',
    ]);
    const [hint] = visibleHints({ viewer: asProvider(), pageId: 'dashboard.bookings', now: SALE_WEEK });
    expect(hint?.definition.kind === 'banner' ? hint.definition.banner.countdownTo : null).toBe(
      WINTER_SALE_ENDS_AT,
    );
  });

  it('is for standard-1 voice actors only, acting as one', () => {
    const premium = withUser(voiceActor, { membership_product_name: 'premium-5' });
    expect(
      shows('winterSale', { viewer: asProvider(premium), pageId: 'dashboard.invites', now: SALE_WEEK }),
    ).toBe(false);
    expect(
      shows('winterSale', { viewer: asClient(voiceActor), pageId: 'dashboard.invites', now: SALE_WEEK }),
    ).toBe(false);
    expect(
      shows('winterSale', { viewer: anonymousViewer, pageId: 'dashboard.invites', now: SALE_WEEK }),
    ).toBe(false);
  });

  it('ends with 25 Feb 2023', () => {
    const on = (instant: string) =>
      shows('winterSale', { viewer: asProvider(), pageId: 'dashboard.invites', now: at(instant) });
    expect(on('2023-02-24T12:00:00Z')).toBe(true);
    expect(on('2023-02-25T23:59:58Z')).toBe(true);
    expect(on('2023-02-26T00:00:00Z')).toBe(false);
  });

  it('goes once jump2023_promo is set', () => {
    const user = preferring(voiceActor, { jump2023_promo: true });
    expect(
      shows('winterSale', { viewer: asProvider(user), pageId: 'dashboard.invites', now: SALE_WEEK }),
    ).toBe(false);
  });
});

describe('retreat banner', () => {
  const pages: HintPageId[] = [
    'search',
    'dashboard.projects',
    'dashboard.invites',
    'voiceActorDashboard',
    'clientHome',
  ];

  it('shows to signed-in users on active projects, search, invites inbox, va dashboard and client home', () => {
    expect(pagesWhere('retreat', { viewer: asProvider() }).sort()).toEqual([...pages].sort());
    expect(pagesWhere('retreat', { viewer: asClient() }).sort()).toEqual([...pages].sort());
    expect(pagesWhere('retreat', { viewer: anonymousViewer })).toEqual([]);
  });

  it('shows on the last day of 2022, not from 2023-01-01', () => {
    expect(RETREAT_BANNER_UNTIL).toBe('2023-01-01T00:00:00Z');
    expect(shows('retreat', { viewer: asClient(), pageId: 'search', now: at('2022-12-31T23:59:59Z') })).toBe(
      true,
    );
    expect(shows('retreat', { viewer: asClient(), pageId: 'search', now: at('2023-01-01T00:00:00Z') })).toBe(
      false,
    );
    expect(shows('retreat', { viewer: asClient(), pageId: 'search', now: at('2023-01-02T12:00:00Z') })).toBe(
      false,
    );
  });

  it('goes once retreat_banner_dismissed is set', () => {
    const user = preferring(client, { retreat_banner_dismissed: true });
    expect(shows('retreat', { viewer: asClient(user), pageId: 'search' })).toBe(false);
  });
});

describe('awards banner', () => {
  it('shows on the invites inbox only, until 2021-12-20', () => {
    const before = at('2021-12-19T12:00:00Z');
    expect(AWARDS_BANNER_UNTIL).toBe('2021-12-20T00:00:00Z');
    expect(pagesWhere('awards', { viewer: asProvider(), now: before })).toEqual(['dashboard.invites']);
    expect(
      shows('awards', { viewer: asProvider(), pageId: 'dashboard.invites', now: at('2021-12-20T00:00:00Z') }),
    ).toBe(false);
    expect(
      shows('awards', { viewer: asProvider(), pageId: 'dashboard.invites', now: at('2021-12-21T12:00:00Z') }),
    ).toBe(false);
  });

  it('goes once its UI preference is set', () => {
    const user = preferring(voiceActor, { awards_banner_dismissed: true });
    expect(
      shows('awards', {
        viewer: asProvider(user),
        pageId: 'dashboard.invites',
        now: at('2021-12-01T00:00:00Z'),
      }),
    ).toBe(false);
  });
});

describe('auto-tagging banner', () => {
  const createdOn = (day: string) => asProvider(withUser(voiceActor, { created_at: day }));

  it('shows on the voice actor’s own profile edit page for accounts older than 2023-02-17', () => {
    expect(TAGGING_BANNER_ACCOUNTS_BEFORE).toBe('2023-02-17T00:00:00Z');
    expect(pagesWhere('autoTagging', { viewer: createdOn('2023-02-16T23:59:59Z') })).toEqual([
      'voiceActor.editable',
    ]);
    expect(
      shows('autoTagging', { viewer: createdOn('2023-02-17T00:00:00Z'), pageId: 'voiceActor.editable' }),
    ).toBe(false);
    expect(
      shows('autoTagging', { viewer: createdOn('2023-02-18T09:00:00Z'), pageId: 'voiceActor.editable' }),
    ).toBe(false);
  });

  it('is not for clients, and goes once tagging_banner_dismissed is set', () => {
    expect(shows('autoTagging', { viewer: asClient(voiceActor), pageId: 'voiceActor.editable' })).toBe(false);
    const user = preferring(voiceActor, { tagging_banner_dismissed: true });
    expect(shows('autoTagging', { viewer: asProvider(user), pageId: 'voiceActor.editable' })).toBe(false);
  });
});

describe('US voice actors banner', () => {
  const on = (instant: string, viewer: HintViewer = asProvider()) =>
    shows('usVoiceActors', { viewer, pageId: 'voiceActorDashboard', now: at(instant) });

  it('shows to US voice actors inside its 2022 windows only', () => {
    expect(on('2022-01-09T23:59:59Z')).toBe(false);
    expect(on('2022-01-10T00:00:00Z')).toBe(true);
    expect(on('2022-04-18T23:59:59Z')).toBe(true);
    expect(on('2022-04-19T00:00:00Z')).toBe(false);
    expect(on('2022-08-01T00:00:00Z')).toBe(false);
    expect(on('2022-11-14T00:00:00Z')).toBe(true);
    expect(on('2022-12-31T23:59:59Z')).toBe(true);
    expect(on('2023-01-01T00:00:00Z')).toBe(false);
    expect(on('2021-12-01T00:00:00Z')).toBe(false);
  });

  it('is not for voice actors elsewhere, clients, or after its UI preference is set', () => {
    expect(on('2022-12-01T00:00:00Z', asProvider(withUser(voiceActor, { address: { country: 'CA' } })))).toBe(
      false,
    );
    expect(on('2022-12-01T00:00:00Z', asClient(withUser(client, { address: { country: 'US' } })))).toBe(
      false,
    );
    expect(
      on(
        '2022-12-01T00:00:00Z',
        asProvider(preferring(voiceActor, { us_voice_actors_banner_dismissed: true })),
      ),
    ).toBe(false);
    expect(pagesWhere('usVoiceActors', { viewer: asProvider() })).toEqual([
      'dashboard.invites',
      'voiceActorDashboard',
    ]);
  });
});

describe('search tip', () => {
  it('shows when orbs are enabled, on every page but search', () => {
    const viewer = asClient(client, { orbsEnabled: true });
    expect(pagesWhere('searchTip', { viewer })).toEqual(HINT_PAGES.filter((page) => page !== 'search'));
    expect(shows('searchTip', { viewer, pageId: null })).toBe(true);
  });

  it('does not show without orbs, to anonymous visitors, or once its flag is set', () => {
    expect(pagesWhere('searchTip', { viewer: asClient() })).toEqual([]);
    expect(pagesWhere('searchTip', { viewer: { ...anonymousViewer, orbsEnabled: true } })).toEqual([]);
    const user = flagged(client, { search: '2022-05-01T00:00:00Z' });
    expect(pagesWhere('searchTip', { viewer: asClient(user, { orbsEnabled: true }) })).toEqual([]);
  });
});

describe('SEO tip', () => {
  const createdOn = (day: string) => asProvider(withUser(voiceActor, { created_at: day }));

  it('shows to voice actors whose account was created before 2020-06-04, on their dashboard and profile edit page', () => {
    expect(SEO_TIP_ACCOUNTS_BEFORE).toBe('2020-06-04T00:00:00Z');
    expect(pagesWhere('seoTip', { viewer: createdOn('2020-06-03T23:59:59Z') })).toEqual([
      'voiceActorDashboard',
      'voiceActor.editable',
    ]);
    expect(pagesWhere('seoTip', { viewer: createdOn('2020-06-04T00:00:00Z') })).toEqual([]);
  });

  it('is not for clients, and goes once its flag is set', () => {
    expect(pagesWhere('seoTip', { viewer: asClient(voiceActor) })).toEqual([]);
    expect(
      pagesWhere('seoTip', { viewer: asProvider(flagged(voiceActor, { seo: '2021-01-01T00:00:00Z' })) }),
    ).toEqual([]);
  });
});

describe('reviews and decline tips', () => {
  it('reviews: on the invite, questions, proposals and specs views', () => {
    const pages = ['project.invite', 'project.questions', 'project.proposals', 'project.specs'];
    expect(pagesWhere('reviewsTip', { viewer: asClient() })).toEqual(pages);
    expect(pagesWhere('reviewsTip', { viewer: asProvider() })).toEqual(pages);
    expect(
      pagesWhere('reviewsTip', { viewer: asClient(flagged(client, { reviews: '2022-01-01T00:00:00Z' })) }),
    ).toEqual([]);
  });

  it('decline: on the specs view, for voice actors', () => {
    expect(pagesWhere('declineTip', { viewer: asProvider() })).toEqual(['project.specs']);
    expect(pagesWhere('declineTip', { viewer: asClient() })).toEqual([]);
    expect(
      pagesWhere('declineTip', {
        viewer: asProvider(flagged(voiceActor, { decline: '2022-01-01T00:00:00Z' })),
      }),
    ).toEqual([]);
  });
});

describe('messaging-booking and booking-link tips', () => {
  it('show in conversations: booking to clients, the booking link to voice actors', () => {
    expect(pagesWhere('messagingBookingTip', { viewer: asClient() })).toEqual(['messages']);
    expect(pagesWhere('bookingLinkTip', { viewer: asClient() })).toEqual([]);
    expect(pagesWhere('bookingLinkTip', { viewer: asProvider() })).toEqual(['messages']);
    expect(pagesWhere('messagingBookingTip', { viewer: asProvider() })).toEqual([]);
  });

  it('go once their flags are set', () => {
    expect(
      pagesWhere('messagingBookingTip', {
        viewer: asClient(flagged(client, { messaging_booking: '2022-01-01T00:00:00Z' })),
      }),
    ).toEqual([]);
    expect(
      pagesWhere('bookingLinkTip', {
        viewer: asProvider(flagged(voiceActor, { messaging_booking_link: '2022-01-01T00:00:00Z' })),
      }),
    ).toEqual([]);
  });
});

describe('navbar tour', () => {
  const fresh = (user: User) => withUser(user, { discovery_flags: {} });

  it('runs on every page for a signed-in user until it is finished', () => {
    expect(pagesWhere('navbarTour', { viewer: asClient(fresh(client)) })).toEqual(HINT_PAGES);
    expect(shows('navbarTour', { viewer: asClient(fresh(client)), pageId: null })).toBe(true);
    expect(pagesWhere('navbarTour', { viewer: asClient() })).toEqual([]);
    expect(pagesWhere('navbarTour', { viewer: anonymousViewer })).toEqual([]);
  });

  it('has the role’s steps (Membership for voice actors, Favorites for clients) and resumes at the first unseen one', () => {
    expect(navbarTourSequence('provider')).not.toContain('navbar_tour_favorites');
    expect(navbarTourSequence('client')).not.toContain('navbar_tour_membership');
    const tour = definition('navbarTour');
    if (tour.kind !== 'tour') throw new Error('navbarTour is a tour');
    const seen = flagged(fresh(voiceActor), {
      navbar_tour_home: '2022-01-01T00:00:00Z',
      navbar_tour_search: '2022-01-01T00:00:00Z',
    });
    const { steps, start } = tour.tour(asProvider(seen));
    expect(steps.map((step) => step.id)).toEqual(navbarTourSequence('provider'));
    expect(steps[start]?.id).toBe('navbar_tour_messages');
  });

  it('is the only tour at a time: the tagging tour waits for it', () => {
    expect(
      ids({ viewer: asProvider(fresh(voiceActor)), pageId: 'voiceActor.editable' }).filter((id) =>
        id.endsWith('Tour'),
      ),
    ).toEqual(['navbarTour']);
    expect(
      ids({ viewer: asProvider(), pageId: 'voiceActor.editable' }).filter((id) => id.endsWith('Tour')),
    ).toEqual(['taggingTour']);
  });
});

describe('tagging tour', () => {
  it('runs for voice actors on their profile edit page until tagging_tour is set', () => {
    expect(pagesWhere('taggingTour', { viewer: asProvider() })).toEqual(['voiceActor.editable']);
    expect(pagesWhere('taggingTour', { viewer: asClient(voiceActor) })).toEqual([]);
    expect(
      pagesWhere('taggingTour', {
        viewer: asProvider(flagged(voiceActor, { tagging_tour: '2023-03-01T00:00:00Z' })),
      }),
    ).toEqual([]);
  });
});

describe('visibleHints', () => {
  it('returns the entries in the definitions’ order, each once', () => {
    const viewer = asProvider(voiceActor, { paymentSettings: { method: 'ach', pending: true } });
    const shown = ids({
      viewer,
      pageId: 'dashboard.invites',
      now: at('2022-12-20T00:00:00Z'),
      promos: [springPromo, springPromo],
    });
    expect(shown).toEqual(['paymentUpdate', 'promo', 'winterSale', 'retreat', 'usVoiceActors']);
  });

  it('gives anonymous visitors only the promo banner', () => {
    for (const pageId of [...HINT_PAGES, null]) {
      for (const now of [IN_2022, SALE_WEEK, at('2021-12-01T00:00:00Z'), at('2022-02-01T00:00:00Z')]) {
        const shown = ids({
          viewer: { ...anonymousViewer, orbsEnabled: true },
          pageId,
          now,
          promos: [springPromo],
        });
        expect(shown.filter((id) => id !== 'promo')).toEqual([]);
      }
    }
  });

  it('leaves out what was closed on this page, and what the page renders itself', () => {
    const viewer = asProvider();
    const input = { viewer, pageId: 'dashboard.invites' as const, now: IN_2022 };
    expect(ids(input)).toEqual(['winterSale', 'retreat', 'usVoiceActors']);
    expect(ids({ ...input, dismissed: new Set(['retreat']) })).toEqual(['winterSale', 'usVoiceActors']);
    expect(ids({ ...input, exclude: ['usVoiceActors'] })).toEqual(['winterSale', 'retreat']);
  });

  it('shows the same to an admin acting as the user (the machine decides what is saved)', () => {
    const viewer = asProvider();
    const input = { pageId: 'dashboard.invites' as const, now: IN_2022 };
    expect(ids({ ...input, viewer: { ...viewer, impersonating: true } })).toEqual(ids({ ...input, viewer }));
  });
});

describe('layoutHints', () => {
  it('keeps every banner, the first tip, and no tip while a tour runs', () => {
    const specs = { viewer: asProvider(), pageId: 'project.specs' as const, now: IN_2022 };
    const tips = layoutHints(visibleHints(specs));
    expect(tips.tip?.definition.id).toBe('reviewsTip');
    expect(tips.tour).toBeNull();
    const touring = layoutHints(
      visibleHints({ ...specs, viewer: asProvider(withUser(voiceActor, { discovery_flags: {} })) }),
    );
    expect(touring.tour?.definition.id).toBe('navbarTour');
    expect(touring.tip).toBeNull();
    const banners = layoutHints(
      visibleHints({ viewer: asProvider(), pageId: 'dashboard.invites', now: IN_2022 }),
    );
    expect(banners.banners.map((hint) => hint.definition.id)).toEqual([
      'winterSale',
      'retreat',
      'usVoiceActors',
    ]);
  });
});
