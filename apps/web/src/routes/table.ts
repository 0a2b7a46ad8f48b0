import { matchRoutes } from 'react-router';
import type { FlagTarget } from '@vo/sdk';
import type { Access } from './access';

/** The redirects the spec describes (resolved in redirects.ts). */
export const REDIRECTS = [
  'profile',
  'project',
  'proposalsStop',
  'projectLegacy',
  'projectFaq',
  'oldProposal',
  'impersonate',
  'dashboard',
  'dashboardInvites',
  'clientRedirect',
  'editableProfile',
] as const;
export type RedirectName = (typeof REDIRECTS)[number];

/** The page ids hints and banners are placed on (spec section 4), named after the route ids. */
export type PageId = string;

export interface RouteEntry {
  /** Unique; aliases add `@<alias>` to the id of the route they stand for. */
  readonly id: string;
  /** A react-router path pattern (`:param`, `:param?`, `*`). */
  readonly path: string;
  readonly access: Access;
  /** The route this one is another address of (same screen, same rule). */
  readonly aliasOf?: string;
  /**
   * The layout route it renders in (its path continues the parent's): the parent's screen shows
   * around this one's, and the parent's access rule and redirect apply first.
   */
  readonly parent?: string;
  /** A layout route's screen for its own address (its index child), shown in its outlet. */
  readonly index?: string;
  /** Where the route sends the visitor; a redirect may pass through (then the screen shows). */
  readonly redirect?: RedirectName;
  /**
   * Its screen, once built: the name of its route module (`features/<feature>/<screen>.route.ts`,
   * see routes/screen.ts). A route is registered only together with its real screen or redirect.
   */
  readonly screen?: string;
  /**
   * Shown without the shell (no brand, top bar, navigation or banners): a page meant to be handed
   * on as it is, the clean proposal list. @default false
   */
  readonly bare?: boolean;
}

type Entry = Omit<RouteEntry, 'id' | 'path' | 'access'>;
const route = (id: string, path: string, access: Access, rest: Entry = {}): RouteEntry => ({
  id,
  path,
  access,
  ...rest,
});

/** Every entry again under other addresses (`/vodb/…` for `/voice-actor/…`, `/talents/…` for `/dashboard/…`). */
function aliases(entries: readonly RouteEntry[], from: string, to: readonly string[]): RouteEntry[] {
  return to.flatMap((prefix) =>
    entries
      .filter((entry) => entry.path === from || entry.path.startsWith(`${from}/`))
      .map((entry) => ({
        ...entry,
        id: `${entry.id}@${prefix.slice(1)}`,
        path: prefix + entry.path.slice(from.length),
        aliasOf: entry.id,
        ...(entry.parent === undefined ? {} : { parent: `${entry.parent}@${prefix.slice(1)}` }),
      })),
  );
}

// Public routes (spec section 2). /plans is public too: the anonymous drawer offers Membership.
const publicRoutes: RouteEntry[] = [
  route('home', '/', 'public', { screen: 'home' }),
  route('home.searchHome', '/searchHome', 'public', { screen: 'home' }),
  route('home.postHome', '/postHome', 'public', { screen: 'home' }),
  route('home.altHome', '/altHome/:variationKeyword', 'public', { screen: 'home' }),
  route('post', '/post', 'public', { screen: 'postProject' }),
  route('post.populate', '/post/:populateForm', 'public', { screen: 'postProject' }),
  route('search', '/search', 'public', { screen: 'search' }),
  route('search.autocomplete', '/search/autocomplete', 'public', { screen: 'searchAutocomplete' }),
  route('category', '/category/:slug', 'public', { screen: 'categoryPage' }),
  route('voiceOverJobs', '/voice-over-jobs', 'public', { screen: 'voiceOverJobs' }),
  route('scriptTimer', '/script-timer-calculator', 'public', { screen: 'scriptTimer' }),
  route('voiceOverRates', '/voice-over-rates', 'public', { screen: 'voiceOverRates' }),
  route('directory', '/voice-actor-directory', 'public', { screen: 'voiceActorDirectory' }),
  route('directory.letter', '/voice-actor-directory/:letter', 'public', { screen: 'voiceActorDirectory' }),
  route('book', '/book/:providerId', 'public', { screen: 'book' }),
  route('book.link', '/book/:providerId/:bookingLinkId', 'public', { screen: 'book' }),
  route('plans', '/plans', 'public', { screen: 'plans' }),
  route('plans.promo', '/plans/:promoCode', 'public', { screen: 'plans' }),
];

// The public profile and its children; /vodb/{id} is the same profile. The hash selects the action.
const profileRoutes: RouteEntry[] = [
  route('voiceActor', '/voice-actor/:id', 'public', { screen: 'voiceActorProfile' }),
  route('voiceActor.samples', '/voice-actor/:id/samples/:sampleName?/:sampleId?', 'public', {
    screen: 'voiceActorProfile',
  }),
  route('voiceActor.demos', '/voice-actor/:id/demos', 'public', { screen: 'voiceActorProfile' }),
  route('voiceActor.demo', '/voice-actor/:id/demos/:demoName/:demoId', 'public', {
    screen: 'voiceActorProfile',
  }),
];

// Authentication and session.
const sessionRoutes: RouteEntry[] = [
  route('login', '/login', 'public', { screen: 'signIn' }),
  route('signin', '/signin', 'public', { aliasOf: 'login', screen: 'signIn' }),
  route('login.as', '/login/:id', 'admin', { redirect: 'impersonate' }),
  route('loggedOut', '/loggedOut', 'public', { screen: 'loggedOut' }),
  route('endorse', '/endorse/:id', 'public', { screen: 'endorse' }),
  // The feedback submit screen (spec section 2) has no address in the spec: /feedback/{hash} is the
  // mailed link's, like /endorse/{id} (the hash is section 7's feedback_requests/{hash}). Public:
  // whoever got the mail answers without an account.
  route('feedback', '/feedback/:hash', 'public', { screen: 'feedbackGive' }),
  route('clientRedirect', '/clientRedirect', 'authenticated', { redirect: 'clientRedirect' }),
];

const onboardingRoutes: RouteEntry[] = [
  route('onboarding', '/onboarding', 'authenticated', { screen: 'onboarding' }),
  route('onboarding.client', '/onboarding/client', 'authenticated', { screen: 'onboardingClient' }),
  route('onboarding.voiceActorWelcome', '/onboarding/voice_actor_welcome', 'authenticated', {
    screen: 'voiceActorWelcome',
  }),
  route('onboarding.voiceActor', '/onboarding/voice_actor', 'authenticated', { screen: 'voiceActorQuiz' }),
  route('onboarding.existingUser', '/onboarding/existing_user', 'authenticated', { screen: 'existingUser' }),
];

// A project's page: a layout (its header and tabs) with each child of spec section 2 as a nested
// route. Public hashes are the ids in these URLs; an old numeric id is redirected to the
// public-hash URL (the layout's projectLegacy redirect, which passes through for a hash).
const projectChildren = [
  ['invite', ':slug/invite', 'project.invite'],
  ['interstitial', 'interstitial', 'project.interstitial'],
  ['faq', 'faq', undefined],
  ['questions', 'questions', 'project.questions'],
  ['proposals', 'proposals', 'project.proposals'],
  ['proposals.details', 'proposals/details/:offerId', 'project.proposalDetails'],
  ['invites', 'invites', 'project.invites'],
  ['specs', 'specs', 'project.specs'],
  ['terms', 'terms', 'project.terms'],
  ['proposal', 'proposals/:offerId', undefined],
  ['proposal.edit', 'proposals/:offerId/edit', 'project.auditionForm'],
  ['recording.edit', 'recording/edit', 'project.recordingSend'],
  ['recording.deliverableEdit', 'recording/:deliverableId/edit', 'project.recordingSend'],
  ['recording', 'recording', 'project.recording'],
  ['recording.deliverable', 'recording/:deliverableId', 'project.recording'],
  ['messages', 'messages', 'project.messages'],
  // Secure Payment (issue 43, designed: section 2 names no address for paying a booking).
  ['pay', 'pay', 'project.pay'],
] as const;

/** The project's other addresses: /pi is the public invite link, /ai and /mi the automated and manual invitation links. */
export const PROJECT_ALIASES = ['pi', 'ai', 'mi'] as const;

const projectRoutes: RouteEntry[] = [
  route('project', '/projects/:id', 'authenticated', {
    redirect: 'projectLegacy',
    screen: 'project',
    index: 'project.specs',
  }),
  ...projectChildren.map(([id, path, screen]) =>
    route(`project.${id}`, `/projects/:id/${path}`, 'authenticated', {
      parent: 'project',
      // faq is the questions' old address.
      ...(id === 'faq' ? { redirect: 'projectFaq' as const } : {}),
      ...(screen === undefined ? {} : { screen }),
    }),
  ),
  // Old action links: /projects/{id}/{action} and /projects/{id}/proposals/{offer}/{action?}.
  route('project.action', '/projects/:id/:action', 'authenticated', { redirect: 'projectLegacy' }),
  route('project.proposalAction', '/projects/:id/proposals/:offerId/:action', 'authenticated', {
    redirect: 'projectLegacy',
  }),
];

const bookingRoutes: RouteEntry[] = [
  route('proposal.book', '/proposals/:offerId/book', 'authenticated', { screen: 'bookAudition' }),
  route('booking.edit', '/booking/:projectId', 'authenticated', { screen: 'bookingEdit' }),
  route('project.editForm', '/edit/:projectId', 'authenticated', { screen: 'editProject' }),
  route('preview', '/preview', 'authenticated', { screen: 'previewProject' }),
  route('error', '/error', 'public', { screen: 'error' }),
  route('flagging', '/flagging', 'authenticated', { screen: 'flagging' }),
  route('profile', '/profile', 'authenticated', { redirect: 'profile' }),
  route('projectShortcut', '/project', 'authenticated', { redirect: 'project' }),
  route('proposalsStop', '/proposals-stop/:id', 'authenticated', { redirect: 'proposalsStop' }),
  // The old proposal view; an offer id there is redirected to the shared list's details.
  route('oldProposal', '/proposals/:offerId', 'authenticated', { redirect: 'oldProposal' }),
  // The shared proposal lists are for anyone holding the link, signed in or not (the casting's
  // public hash is the link's secret); the extra data on offers shows to signed-in visitors only.
  route('sharedList', '/pv/:id', 'public', { screen: 'sharedProposals' }),
  route('sharedList.details', '/pv/:id/proposals/details/:offerId', 'public', { screen: 'sharedProposals' }),
  route('cleanList', '/c/:id', 'public', { screen: 'cleanProposals', bare: true }),
  route('cleanList.details', '/c/:id/proposals/details/:offerId', 'public', {
    screen: 'cleanProposals',
    bare: true,
  }),
  // Taking shared ownership needs an account: an anonymous visitor signs in and comes back here.
  route('shareControl', '/shareControl/:id', 'authenticated', { screen: 'shareControl' }),
];

// /dashboard swaps by active role; its children are shared with the aliases /talents, /auditions,
// /invitations and /invites.
const dashboardRoutes: RouteEntry[] = [
  route('dashboard', '/dashboard', 'authenticated', { redirect: 'dashboard' }),
  route('dashboard.projects', '/dashboard/projects', 'authenticated', { screen: 'clientProjects' }),
  route('dashboard.past', '/dashboard/past', 'authenticated', { screen: 'clientProjects' }),
  route('dashboard.invites', '/dashboard/invites', 'authenticated', {
    redirect: 'dashboardInvites',
    screen: 'invitesInbox',
  }),
  route('dashboard.bookings', '/dashboard/bookings', 'authenticated', { screen: 'bookings' }),
  route('dashboard.offers', '/dashboard/offers', 'authenticated', { screen: 'offersOutbox' }),
  // The answers to the caller's feedback requests (spec section 2's feedback screens): a client's
  // and a voice actor's alike, so a dashboard child rather than a role's page.
  route('dashboard.feedback', '/dashboard/feedback', 'authenticated', { screen: 'feedbackAnswers' }),
];

const accountRoutes: RouteEntry[] = [
  route('clientHome', '/dashboard/home', 'authenticated', { screen: 'clientHome' }),
  route('voiceActorDashboard', '/voice-actor/dashboard', 'provider', { screen: 'voiceActorDashboard' }),
  route('plansRedirect', '/plansRedirect', 'authenticated', { screen: 'plansRedirect' }),
  route('paypalRedirect', '/paypalRedirect', 'authenticated', { screen: 'paypalRedirect' }),
  route('client', '/client/:id', 'authenticated', { screen: 'clientProfile' }),
  route('account', '/account', 'authenticated', { screen: 'account' }),
  route('stats', '/stats/:id', 'authenticated', { screen: 'stats' }),
  route('favorites', '/favorites/:id', 'authenticated', { screen: 'favorites' }),
  // Public: the issue renders public profiles and their reviews for search engines too.
  route('voiceActor.reviews', '/voice-actor/:id/reviews', 'public', { screen: 'voiceActorReviews' }),
  route('voiceActor.editable', '/voice-actor/:id/editable', 'authenticated', {
    redirect: 'editableProfile',
    screen: 'profileEditor',
  }),
  route('profilePerformanceTest', '/profile_performance_test/:id', 'admin', {
    screen: 'profilePerformanceTest',
  }),
  route('paymentSettings', '/payment_settings/:providerId', 'admin', { screen: 'paymentSettings' }),
  route('paymentPreferences', '/payment-preferences', 'provider', { screen: 'paymentPreferences' }),
  // The hash form, opened from a mail's link: any signed-in account may open it, to learn whether the
  // link is theirs (payout details still need the link's voice actor signed in). The same page for
  // the banners ('paymentPreferences' before the @), not an alias: its access rule differs.
  route('paymentPreferences@link', '/payment-preferences/:hashId', 'authenticated', {
    screen: 'paymentPreferences',
  }),
  route('notificationPreferences', '/notification-preferences', 'authenticated', {
    screen: 'notificationPreferences',
  }),
  // The hash form, opened from a mail's link: its one setting without signing in.
  route('notificationPreferences.link', '/notification-preferences/:hashId', 'public', {
    screen: 'notificationPreferences',
  }),
  route('invitationPreferences', '/invitation-preferences', 'provider', { screen: 'invitationPreferences' }),
  route('bookingSettings', '/booking-settings', 'provider', { screen: 'bookingSettings' }),
  route('messages', '/messages', 'authenticated', { screen: 'messages' }),
  route('messages.channel', '/messages/:publicHash', 'authenticated', { screen: 'messages' }),
  // The "other screens" of section 2 that need an address of their own.
  route('errorTesting', '/error-testing', 'tester', { screen: 'errorTesting' }),
  // The error testing page's navigation error: a route whose screen module cannot be loaded.
  route('errorTesting.navigation', '/error-testing/navigation', 'tester', { screen: 'navigationFailure' }),
  route('finance', '/finance', 'finance', { screen: 'finance' }),
  route('experiments', '/experiments', 'tester', { screen: 'experiments' }),
  // Section 7's feature_request for testers: the requests they file and follow (issue 46).
  route('featureRequests', '/feature-requests', 'tester', { screen: 'featureRequests' }),
  route('topSearches', '/top-searches', 'admin', { screen: 'topSearches' }),
  // Section 6: admins manage tags (section 7's tags, tags/file, extract_tags, append_excluded).
  route('admin.tags', '/admin/tags', 'admin', { screen: 'adminTags' }),
  route('admin.client', '/admin/clients/:id', 'admin', { screen: 'adminClient' }),
  // The staff's approval queue (issue 16): projects awaiting approval, their admin fields, the decision.
  route('admin.projects', '/admin/projects', 'admin', { screen: 'projectApproval' }),
  route('admin.voiceActor', '/admin/voice-actors/:id', 'admin', { screen: 'adminVoiceActor' }),
  // The staff's pending messages queue (issue 45): messages moderation holds, approved or rejected with
  // a real category (spec section 6).
  route('admin.messages', '/admin/messages', 'admin', { screen: 'pendingMessages' }),
];

/**
 * Every route and alias of spec section 2 with its access rule, redirect and (once built) screen.
 * react-router ranks the patterns, so their order here does not decide a match.
 */
export const ROUTES: readonly RouteEntry[] = [
  ...publicRoutes,
  ...profileRoutes,
  ...aliases(profileRoutes, '/voice-actor/:id', ['/vodb/:id']),
  ...sessionRoutes,
  ...onboardingRoutes,
  ...projectRoutes,
  ...aliases(
    projectRoutes,
    '/projects/:id',
    PROJECT_ALIASES.map((alias) => `/${alias}/:id`),
  ),
  ...bookingRoutes,
  route('sharedList@shared', '/shared/:id', 'public', { aliasOf: 'sharedList', screen: 'sharedProposals' }),
  route('sharedList.details@shared', '/shared/:id/proposals/details/:offerId', 'public', {
    aliasOf: 'sharedList.details',
    screen: 'sharedProposals',
  }),
  route('cleanList@clean', '/clean/:id', 'public', {
    aliasOf: 'cleanList',
    screen: 'cleanProposals',
    bare: true,
  }),
  route('cleanList.details@clean', '/clean/:id/proposals/details/:offerId', 'public', {
    aliasOf: 'cleanList.details',
    screen: 'cleanProposals',
    bare: true,
  }),
  route('shareControl@sc', '/sc/:id', 'authenticated', { aliasOf: 'shareControl', screen: 'shareControl' }),
  ...dashboardRoutes,
  ...aliases(dashboardRoutes, '/dashboard', ['/talents', '/auditions', '/invitations', '/invites']),
  ...accountRoutes,
  // The old profile URL /{id} and /{username}: one pattern, public. Addresses the table gives to
  // another route (/account, /messages...) stay that route's, even before its screen is built.
  route('oldProfile', '/:idOrUsername', 'public', { screen: 'voiceActorProfile' }),
  route('notFound', '*', 'public', { screen: 'notFound' }),
];

/**
 * The routes the router registers now: those with a real screen or a redirect, and every child of
 * a layout (one not built yet shows the 404 page inside its layout, after the layout's redirect).
 */
export const registeredRoutes = (): RouteEntry[] =>
  ROUTES.filter(
    (entry) => entry.screen !== undefined || entry.redirect !== undefined || entry.parent !== undefined,
  );

/** Whether `entry` is `route` itself, another address of it, or a route nested in it. */
export const belongsTo = (entry: RouteEntry, route: RouteEntry): boolean =>
  entry.id === route.id || entry.aliasOf === route.id || entry.parent === route.id;

const matchable = ROUTES.map((entry) => ({ path: entry.path, handle: entry }));

/** The entry a path lands on, ranked as react-router ranks patterns (for routes not registered yet too). */
export function matchEntry(pathname: string): RouteEntry | undefined {
  return matchRoutes(matchable, pathname)?.at(-1)?.route.handle;
}

/**
 * Whether an address of the app shows a screen today: its route has a built screen or a redirect.
 * A route of the spec whose screen comes with a later issue shows the 404 page until then, so the
 * shell's navigation leaves it out.
 */
export function leadsToScreen(href: string): boolean {
  const entry = matchEntry(new URL(href, 'http://app.invalid').pathname);
  return (
    entry !== undefined && entry.path !== '*' && (entry.screen !== undefined || entry.redirect !== undefined)
  );
}

// The sign-in route's address lives in lib/ so that shared code (the play gate) can build it too.
export { signInPath } from '../lib/session/signInPath';

/** What every route carries for the shell: its table entry (the page id for hints, the drawer's current item). */
export interface RouteHandle {
  readonly entry: RouteEntry;
  /** The screen the route shows (a layout's index shows its `index` screen under the layout's entry). */
  readonly screen: string;
}

export const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'entry' in handle && 'screen' in handle;

/**
 * The report form's address for one target (`/flagging`). Here with the table rather than beside the
 * form: the cards and pages that link to it carry this line, not a chunk of their own.
 */
export const flaggingPath = (target: FlagTarget, id: number) =>
  `/flagging?target=${target}&target_id=${String(id)}`;
