// The banners of spec section 4, one describe each: who sees them, where, when, and how closing them is kept.
import { describe, expect, it } from 'vitest';
import {
  AWARDS_BANNER_UNTIL,
  RETREAT_BANNER_UNTIL,
  TAGGING_BANNER_ACCOUNTS_BEFORE,
  WINTER_SALE_ENDS_AT,
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
import { visibleHints } from './visibleHints';
import {
  at,
  definition,
  IN_2022,
  ids,
  pagesWhere,
  preferring,
  SALE_WEEK,
  shows,
} from '../../testing/hintQueries';

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
