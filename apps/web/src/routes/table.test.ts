import { describe, expect, it } from 'vitest';
import { users, type UserKind } from '../testing/users';
import { ACCESS_RULES, checkAccess, type Access } from './access';
import { SCREEN_NAMES } from './screens';
import { matchEntry, registeredRoutes, ROUTES } from './table';

const viewer = (kind: UserKind) => {
  const user = users[kind];
  return { userId: user.id, roles: user.roles, providerId: user.provider_id };
};

// Every route and alias of spec section 2: an address, the route it is (its alias base), its rule.
const SPEC_ROUTES: readonly (readonly [url: string, id: string, access: Access])[] = [
  ['/', 'home', 'public'],
  ['/searchHome', 'home.searchHome', 'public'],
  ['/postHome', 'home.postHome', 'public'],
  ['/altHome/holiday', 'home.altHome', 'public'],
  ['/post', 'post', 'public'],
  ['/post/audiobook', 'post.populate', 'public'],
  ['/search', 'search', 'public'],
  ['/search/autocomplete', 'search.autocomplete', 'public'],
  ['/category/commercials', 'category', 'public'],
  ['/voice-over-jobs', 'voiceOverJobs', 'public'],
  ['/script-timer-calculator', 'scriptTimer', 'public'],
  ['/voice-over-rates', 'voiceOverRates', 'public'],
  ['/voice-actor-directory', 'directory', 'public'],
  ['/voice-actor-directory/m', 'directory.letter', 'public'],
  ['/book/4821', 'book', 'public'],
  ['/book/4821/77', 'book.link', 'public'],
  ['/vodb/4821', 'voiceActor', 'public'],
  ['/voice-actor/4821', 'voiceActor', 'public'],
  ['/voice-actor/4821/samples', 'voiceActor.samples', 'public'],
  ['/voice-actor/4821/samples/warm-narration/31', 'voiceActor.samples', 'public'],
  ['/vodb/4821/samples/warm-narration', 'voiceActor.samples', 'public'],
  ['/voice-actor/4821/demos', 'voiceActor.demos', 'public'],
  ['/vodb/4821/demos/commercial/12', 'voiceActor.demo', 'public'],
  ['/4821', 'oldProfile', 'public'],
  ['/maria.lopez.vo', 'oldProfile', 'public'],
  ['/login', 'login', 'public'],
  ['/signin', 'login', 'public'],
  ['/login/5530', 'login.as', 'admin'],
  ['/loggedOut', 'loggedOut', 'public'],
  ['/endorse/12', 'endorse', 'public'],
  ['/clientRedirect', 'clientRedirect', 'authenticated'],
  ['/onboarding', 'onboarding', 'authenticated'],
  ['/onboarding/client', 'onboarding.client', 'authenticated'],
  ['/onboarding/voice_actor_welcome', 'onboarding.voiceActorWelcome', 'authenticated'],
  ['/onboarding/voice_actor', 'onboarding.voiceActor', 'authenticated'],
  ['/onboarding/existing_user', 'onboarding.existingUser', 'authenticated'],
  ['/proposals/88/book', 'proposal.book', 'authenticated'],
  ['/booking/p7Xk2LmQ9v', 'booking.edit', 'authenticated'],
  ['/edit/p7Xk2LmQ9v', 'project.editForm', 'authenticated'],
  ['/preview', 'preview', 'authenticated'],
  ['/error', 'error', 'public'],
  ['/flagging', 'flagging', 'authenticated'],
  ['/profile', 'profile', 'authenticated'],
  ['/project', 'projectShortcut', 'authenticated'],
  ['/proposals-stop/p7Xk2LmQ9v', 'proposalsStop', 'authenticated'],
  ['/projects/p7Xk2LmQ9v', 'project', 'authenticated'],
  ['/pi/p7Xk2LmQ9v', 'project', 'authenticated'],
  ['/ai/p7Xk2LmQ9v', 'project', 'authenticated'],
  ['/mi/p7Xk2LmQ9v', 'project', 'authenticated'],
  ['/projects/p7Xk2LmQ9v/radio-spot/invite', 'project.invite', 'authenticated'],
  ['/pi/p7Xk2LmQ9v/radio-spot/invite', 'project.invite', 'authenticated'],
  ['/projects/p7Xk2LmQ9v/interstitial', 'project.interstitial', 'authenticated'],
  ['/projects/p7Xk2LmQ9v/faq', 'project.faq', 'authenticated'],
  ['/projects/p7Xk2LmQ9v/questions', 'project.questions', 'authenticated'],
  ['/projects/p7Xk2LmQ9v/proposals', 'project.proposals', 'authenticated'],
  ['/projects/p7Xk2LmQ9v/proposals/details/88', 'project.proposals.details', 'authenticated'],
  ['/projects/p7Xk2LmQ9v/invites', 'project.invites', 'authenticated'],
  ['/ai/p7Xk2LmQ9v/specs', 'project.specs', 'authenticated'],
  ['/projects/p7Xk2LmQ9v/terms', 'project.terms', 'authenticated'],
  ['/projects/p7Xk2LmQ9v/proposals/88', 'project.proposal', 'authenticated'],
  ['/projects/p7Xk2LmQ9v/proposals/88/edit', 'project.proposal.edit', 'authenticated'],
  ['/projects/p7Xk2LmQ9v/recording/edit', 'project.recording.edit', 'authenticated'],
  ['/projects/p7Xk2LmQ9v/recording/5/edit', 'project.recording.deliverableEdit', 'authenticated'],
  ['/projects/p7Xk2LmQ9v/recording', 'project.recording', 'authenticated'],
  ['/mi/p7Xk2LmQ9v/recording/5', 'project.recording.deliverable', 'authenticated'],
  ['/projects/p7Xk2LmQ9v/messages', 'project.messages', 'authenticated'],
  ['/projects/1234/extend', 'project.action', 'authenticated'],
  ['/projects/1234/proposals/88/book', 'project.proposalAction', 'authenticated'],
  ['/proposals/88', 'oldProposal', 'authenticated'],
  ['/pv/p7Xk2LmQ9v', 'sharedList', 'public'],
  ['/shared/p7Xk2LmQ9v', 'sharedList', 'public'],
  ['/pv/p7Xk2LmQ9v/proposals/details/88', 'sharedList.details', 'public'],
  ['/c/p7Xk2LmQ9v', 'cleanList', 'public'],
  ['/clean/p7Xk2LmQ9v/proposals/details/88', 'cleanList.details', 'public'],
  ['/shareControl/c2hhcmVk', 'shareControl', 'authenticated'],
  ['/sc/c2hhcmVk', 'shareControl', 'authenticated'],
  ['/dashboard/home', 'clientHome', 'authenticated'],
  ['/voice-actor/dashboard', 'voiceActorDashboard', 'provider'],
  ['/dashboard', 'dashboard', 'authenticated'],
  ['/talents', 'dashboard', 'authenticated'],
  ['/auditions', 'dashboard', 'authenticated'],
  ['/invitations', 'dashboard', 'authenticated'],
  ['/invites', 'dashboard', 'authenticated'],
  ['/dashboard/projects', 'dashboard.projects', 'authenticated'],
  ['/talents/past', 'dashboard.past', 'authenticated'],
  ['/dashboard/invites', 'dashboard.invites', 'authenticated'],
  ['/auditions/invites', 'dashboard.invites', 'authenticated'],
  ['/invitations/bookings', 'dashboard.bookings', 'authenticated'],
  ['/invites/offers', 'dashboard.offers', 'authenticated'],
  ['/plans', 'plans', 'public'],
  ['/plans/REFERRALS', 'plans.promo', 'public'],
  ['/plansRedirect', 'plansRedirect', 'authenticated'],
  ['/paypalRedirect', 'paypalRedirect', 'authenticated'],
  ['/client/5530', 'client', 'authenticated'],
  ['/account', 'account', 'authenticated'],
  ['/stats/4821', 'stats', 'authenticated'],
  ['/favorites/5530', 'favorites', 'authenticated'],
  // Public: the issue serves public profiles and their reviews to anyone (and to search engines).
  ['/voice-actor/4821/reviews', 'voiceActor.reviews', 'public'],
  ['/voice-actor/4821/editable', 'voiceActor.editable', 'authenticated'],
  ['/profile_performance_test/4821', 'profilePerformanceTest', 'admin'],
  ['/payment_settings/4821', 'paymentSettings', 'admin'],
  ['/payment-preferences', 'paymentPreferences', 'provider'],
  ['/payment-preferences/h4sh', 'paymentPreferences', 'authenticated'],
  ['/notification-preferences', 'notificationPreferences', 'authenticated'],
  ['/notification-preferences/h4sh', 'notificationPreferences.link', 'public'],
  ['/invitation-preferences/', 'invitationPreferences', 'provider'],
  ['/booking-settings', 'bookingSettings', 'provider'],
  ['/messages', 'messages', 'authenticated'],
  ['/messages/ch4nn3l', 'messages.channel', 'authenticated'],
  ['/error-testing', 'errorTesting', 'tester'],
  ['/finance', 'finance', 'finance'],
  ['/experiments', 'experiments', 'tester'],
  ['/top-searches', 'topSearches', 'admin'],
  ['/admin/clients/5530', 'admin.client', 'admin'],
  ['/admin/voice-actors/4821', 'admin.voiceActor', 'admin'],
  ['/no/such/page', 'notFound', 'public'],
];

describe('route table', () => {
  it.each(SPEC_ROUTES)('%s is the route %s, %s', (url, id, access) => {
    const entry = matchEntry(url);
    expect(entry?.aliasOf ?? entry?.id.split('@')[0]).toBe(id);
    expect(entry?.access).toBe(access);
  });

  it('has unique ids and unique paths', () => {
    expect(new Set(ROUTES.map((e) => e.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((e) => e.path)).size).toBe(ROUTES.length);
  });

  it('gives every alias the access rule of the route it stands for', () => {
    const byId = new Map(ROUTES.map((entry) => [entry.id, entry]));
    const aliases = ROUTES.filter((entry) => entry.aliasOf !== undefined);
    expect(aliases.length).toBeGreaterThan(40);
    for (const alias of aliases) {
      expect(byId.get(alias.aliasOf ?? '')?.access, alias.path).toBe(alias.access);
    }
  });

  it('registers only routes with a real screen or a redirect, and the children of a layout', () => {
    const registered = registeredRoutes();
    expect(
      registered.every((e) => e.screen !== undefined || e.redirect !== undefined || e.parent !== undefined),
    ).toBe(true);
    // A layout's child not built yet is there, to show the 404 page inside the project's page.
    expect(registered.map((e) => e.id)).toContain('project.proposals@pi/:id');
    expect(registered.map((e) => e.path)).toEqual(
      expect.arrayContaining(['/login', '/signin', '/loggedOut', '/error', '/error-testing', '*']),
    );
    // Every address of spec section 2 has its screen (or redirect) now: none is left unregistered.
    expect(
      ROUTES.filter((e) => !registered.includes(e)).map((e) => e.path),
      'routes without a screen',
    ).toEqual([]);
  });

  it('names only screens that have a route module, and every route module serves a route', () => {
    const named = new Set(
      ROUTES.flatMap((entry) => [entry.screen, entry.index].filter((name) => name !== undefined)),
    );
    // The 404 page is the screen of the catch-all and of every redirect that lets the visitor stay.
    expect([...named].filter((name) => !SCREEN_NAMES.includes(name))).toEqual([]);
    expect(SCREEN_NAMES.filter((name) => !named.has(name))).toEqual([]);
  });

  it('names a nested route’s screen after its layout’s (the bundle budget counts them together)', () => {
    const byId = new Map(ROUTES.map((entry) => [entry.id, entry]));
    for (const entry of ROUTES) {
      const layout = entry.parent === undefined ? undefined : byId.get(entry.parent);
      const nestedScreens = [
        ...(entry.parent !== undefined && entry.screen !== undefined
          ? [[layout, entry.screen] as const]
          : []),
        ...(entry.index === undefined ? [] : [[entry, entry.index] as const]),
      ];
      for (const [around, screen] of nestedScreens) {
        expect(around?.screen, entry.id).toBeDefined();
        expect(screen, entry.id).toMatch(new RegExp(`^${String(around?.screen)}\\.[^.]+$`));
      }
    }
  });
});

describe('access rules', () => {
  const kinds: readonly (UserKind | 'anonymous')[] = [
    'anonymous',
    'client',
    'provider',
    'providerWithoutProfile',
    'both',
    'admin',
    'finance',
    'financeOnly',
    'tester',
  ];
  // What each visitor gets on a route of each rule: allow, signIn, or deny.
  const expected: Record<Access, Record<(typeof kinds)[number], 'allow' | 'signIn' | 'deny'>> = {
    public: {
      anonymous: 'allow',
      client: 'allow',
      provider: 'allow',
      providerWithoutProfile: 'allow',
      both: 'allow',
      admin: 'allow',
      finance: 'allow',
      financeOnly: 'allow',
      tester: 'allow',
    },
    authenticated: {
      anonymous: 'signIn',
      client: 'allow',
      provider: 'allow',
      providerWithoutProfile: 'allow',
      both: 'allow',
      admin: 'allow',
      finance: 'allow',
      financeOnly: 'allow',
      tester: 'allow',
    },
    provider: {
      anonymous: 'signIn',
      client: 'deny',
      provider: 'allow',
      providerWithoutProfile: 'deny',
      both: 'allow',
      admin: 'deny',
      finance: 'deny',
      financeOnly: 'deny',
      tester: 'deny',
    },
    admin: {
      anonymous: 'signIn',
      client: 'deny',
      provider: 'deny',
      providerWithoutProfile: 'deny',
      both: 'deny',
      admin: 'allow',
      finance: 'allow',
      financeOnly: 'deny',
      tester: 'deny',
    },
    finance: {
      anonymous: 'signIn',
      client: 'deny',
      provider: 'deny',
      providerWithoutProfile: 'deny',
      both: 'deny',
      admin: 'deny',
      finance: 'allow',
      financeOnly: 'deny',
      tester: 'deny',
    },
    tester: {
      anonymous: 'signIn',
      client: 'deny',
      provider: 'deny',
      providerWithoutProfile: 'deny',
      both: 'deny',
      admin: 'allow',
      finance: 'allow',
      financeOnly: 'deny',
      tester: 'allow',
    },
  };

  it.each(ACCESS_RULES)('%s', (access) => {
    const seen = Object.fromEntries(
      kinds.map((kind) => [kind, checkAccess(access, kind === 'anonymous' ? null : viewer(kind)).kind]),
    );
    expect(seen).toEqual(expected[access]);
  });

  it('denies with a 403 and says who the page is for', () => {
    expect(checkAccess('finance', viewer('tester'))).toEqual({
      kind: 'deny',
      status: 403,
      message: 'This page is for finance staff.',
    });
  });
});
