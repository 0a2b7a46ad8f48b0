import type { User } from '@vo/sdk';
import { TIP_DELAY_MS } from '@vo/machines';
import { describe, expect, it } from 'vitest';
import { HINT_DEFINITIONS, SEO_TIP_ACCOUNTS_BEFORE } from './definitions';
import { navbarTourSequence } from './tours';
import { asClient, asProvider, client, springPromo, voiceActor, withUser } from '../../testing/hintFixtures';
import { HINT_PAGES } from './pages';
import { anonymousViewer } from './viewer';
import { inWindow, layoutHints, visibleHints } from './visibleHints';
import {
  at,
  definition,
  flagged,
  IN_2022,
  ids,
  pagesWhere,
  SALE_WEEK,
  shows,
} from '../../testing/hintQueries';

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
  it('show in conversations: booking to clients, the booking link to voice actors (and on their bookings)', () => {
    expect(pagesWhere('messagingBookingTip', { viewer: asClient() })).toEqual([
      'messages',
      'messages.channel',
    ]);
    expect(pagesWhere('bookingLinkTip', { viewer: asClient() })).toEqual([]);
    expect(pagesWhere('bookingLinkTip', { viewer: asProvider() })).toEqual([
      'dashboard.bookings',
      'messages',
      'messages.channel',
    ]);
    expect(definition('bookingLinkTip').kind === 'tip' && definition('bookingLinkTip')).toMatchObject({
      tip: { action: { href: '/booking-settings' } },
    });
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

  it('starts on Home only, for a signed-in user until it is finished', () => {
    const home = ['home', 'voiceActorDashboard', 'clientHome'];
    expect(pagesWhere('navbarTour', { viewer: asClient(fresh(client)) })).toEqual(home);
    expect(pagesWhere('navbarTour', { viewer: asProvider(fresh(voiceActor)) })).toEqual(home);
    // Not over the page a new user lands on first (their project after signing up), nor any other.
    expect(shows('navbarTour', { viewer: asClient(fresh(client)), pageId: 'project.specs' })).toBe(false);
    expect(shows('navbarTour', { viewer: asClient(fresh(client)), pageId: null })).toBe(false);
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

  it('each tour starts on its own page: the tagging tour on the profile edit page, not the navbar tour', () => {
    expect(
      ids({ viewer: asProvider(fresh(voiceActor)), pageId: 'voiceActor.editable' }).filter((id) =>
        id.endsWith('Tour'),
      ),
    ).toEqual(['taggingTour']);
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
    // On Home, where the navbar tour starts, the SEO tip waits for it.
    const home = { ...specs, pageId: 'voiceActorDashboard' as const };
    expect(layoutHints(visibleHints(home)).tip?.definition.id).toBe('seoTip');
    const touring = layoutHints(
      visibleHints({ ...home, viewer: asProvider(withUser(voiceActor, { discovery_flags: {} })) }),
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
