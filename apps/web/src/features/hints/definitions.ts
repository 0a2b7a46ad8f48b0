import type { DiscoveryFlag } from '@vo/sdk';
import { nextNavbarTourStep, shouldShowHint, TIP_DELAY_MS } from '@vo/machines';
import type { DateWindow, HintContext, HintDefinition } from './hintTypes';
import { machinesPageOf } from './pages';
import { NAVBAR_TOUR_ANCHORS, NAVBAR_TOUR_TEXT, navbarTourSequence, TAGGING_TOUR_STEPS } from './tours';
import {
  actsAsClient,
  actsAsProvider,
  createdBefore,
  hasPendingAchOrWire,
  isSignedIn,
  livesInUs,
  onStandardPlan,
  type HintViewer,
} from './viewer';

// Spec section 9's dates. A day named as an end ("until 2023-01-01") is the first day without the
// banner: the window ends at 00:00 UTC of that day. The sale's end is the end of 25 Feb 2023 (UTC),
// like the API's promo expiries (23:59:59Z).
/** The SEO tip's account cutoff; the rule itself is @vo/machines' shouldShowHint. */
export const SEO_TIP_ACCOUNTS_BEFORE = '2020-06-04T00:00:00Z';
export const RETREAT_BANNER_UNTIL = '2023-01-01T00:00:00Z';
export const AWARDS_BANNER_UNTIL = '2021-12-20T00:00:00Z';
export const TAGGING_BANNER_ACCOUNTS_BEFORE = '2023-02-17T00:00:00Z';
export const WINTER_SALE_ENDS_AT = '2023-02-25T23:59:59Z';
/**
 * The US voice actors banner's windows in 2022 (spec section 4 gives "set date windows in 2022"
 * without the days; these are this app's choice): the US tax season up to the filing deadline, and
 * the year-end weeks before the 1099 forms go out.
 */
export const US_VOICE_ACTORS_WINDOWS: readonly DateWindow[] = [
  { from: '2022-01-10T00:00:00Z', until: '2022-04-19T00:00:00Z' },
  { from: '2022-11-14T00:00:00Z', until: '2023-01-01T00:00:00Z' },
];

const signedIn = (viewer: HintViewer) => isSignedIn(viewer);

/** Home: the marketplace's home (where Home leads for now), the client home, the voice actor dashboard. */
export const HOME_PAGES = ['home', 'clientHome', 'voiceActorDashboard'] as const;
const everyone = () => true;

/** A guided hint's own rule (flag unset, page, orbs, account age), shared with @vo/machines. */
const guided =
  (flag: DiscoveryFlag) =>
  ({ viewer, pageId }: HintContext): boolean =>
    viewer.user !== null &&
    shouldShowHint(flag, viewer.user, {
      page: machinesPageOf(pageId),
      orbsEnabled: viewer.orbsEnabled === true,
      role: viewer.activeRole ?? undefined,
    });

/**
 * Every hint and banner of spec section 4, once each, in the order they show (banners first, the
 * most urgent on top; then tips; then tours).
 */
export const HINT_DEFINITIONS = [
  {
    id: 'downtime',
    kind: 'banner',
    spec: 'Downtime banner (disabled).',
    enabled: false,
    audience: everyone,
    pages: 'all',
    windows: [],
    delayMs: 0,
    dismissal: { kind: 'none' },
    banner: {
      label: 'Scheduled maintenance',
      title: 'Scheduled maintenance',
      text: 'The marketplace will be unavailable for a short while. Your work is saved.',
      tone: 'warning',
    },
  },
  {
    id: 'paymentUpdate',
    kind: 'banner',
    spec: 'Payment-update banner for providers with a pending ACH or wire method, except on the payment preferences page.',
    enabled: true,
    audience: (viewer) => actsAsProvider(viewer) && hasPendingAchOrWire(viewer),
    pages: { except: ['paymentPreferences'] },
    windows: [],
    delayMs: 0,
    dismissal: { kind: 'none' },
    banner: {
      label: 'Payment update',
      title: 'Update your payout method',
      text: 'ACH and Wire payouts are no longer supported. Choose another payout method to keep getting paid.',
      tone: 'warning',
      action: { text: 'Payment preferences', href: '/payment-preferences' },
    },
  },
  {
    id: 'promo',
    kind: 'promo',
    spec: 'Promo banner on the plans pages and supported extra pages (dismissal stored per promo code).',
    enabled: true,
    audience: everyone,
    pages: ['plans', 'plans.promo', 'voiceActorDashboard', 'dashboard.invites', 'dashboard.bookings'],
    windows: [],
    delayMs: 0,
    dismissal: { kind: 'promoCode' },
    membershipPages: ['plans', 'plans.promo'],
    when: ({ promo }) => promo !== null,
  },
  {
    id: 'winterSale',
    kind: 'banner',
    spec: 'Winter sale banner for providers on a standard-1 plan on invites and bookings inbox pages (countdown end 25 Feb 2023, dismissed via jump2023_promo).',
    enabled: true,
    audience: (viewer) => actsAsProvider(viewer) && viewer.user !== null && onStandardPlan(viewer.user),
    pages: ['dashboard.invites', 'dashboard.bookings'],
    windows: [{ until: WINTER_SALE_ENDS_AT }],
    delayMs: 0,
    dismissal: { kind: 'uiPreference', flag: 'jump2023_promo' },
    banner: {
      label: 'Winter sale',
      title: 'Winter sale',
      text: 'Up to 25% off selected plans.',
      tone: 'success',
      action: { text: 'See plans', href: '/plans' },
      countdownTo: WINTER_SALE_ENDS_AT,
    },
  },
  {
    id: 'retreat',
    kind: 'banner',
    spec: 'Retreat banner for logged-in users on active projects, search, invites inbox, va dashboard and client home, until 2023-01-01.',
    enabled: true,
    audience: signedIn,
    pages: ['dashboard.projects', 'search', 'dashboard.invites', 'voiceActorDashboard', 'clientHome'],
    windows: [{ until: RETREAT_BANNER_UNTIL }],
    delayMs: 0,
    dismissal: { kind: 'uiPreference', flag: 'retreat_banner_dismissed' },
    banner: {
      label: 'Team retreat',
      title: 'Our team is on its year-end retreat',
      text: 'Support is limited from December 24 to January 1; replies may take a little longer.',
      tone: 'info',
    },
  },
  {
    id: 'awards',
    kind: 'banner',
    spec: 'Awards banner on the invites inbox until 2021-12-20 (dismissal stored as a UI preference).',
    enabled: true,
    audience: signedIn,
    pages: ['dashboard.invites'],
    windows: [{ until: AWARDS_BANNER_UNTIL }],
    delayMs: 0,
    dismissal: { kind: 'uiPreference', flag: 'awards_banner_dismissed' },
    banner: {
      label: 'Voice awards',
      title: 'The 2021 voice awards',
      text: 'Vote for the voice actors and clients who made your year, until December 19.',
      tone: 'info',
    },
  },
  {
    id: 'autoTagging',
    kind: 'banner',
    spec: 'Auto-tagging banner for providers whose account predates 2023-02-17, on their own profile edit page.',
    enabled: true,
    audience: (viewer) =>
      actsAsProvider(viewer) &&
      viewer.user !== null &&
      createdBefore(viewer.user, TAGGING_BANNER_ACCOUNTS_BEFORE),
    pages: ['voiceActor.editable'],
    windows: [],
    delayMs: 0,
    dismissal: { kind: 'uiPreference', flag: 'tagging_banner_dismissed' },
    banner: {
      label: 'Automatic tags',
      title: 'Your samples now have tags',
      text: 'We tagged your samples automatically. Check the tags so that clients find you for the right jobs.',
      tone: 'info',
    },
  },
  {
    id: 'usVoiceActors',
    kind: 'banner',
    spec: 'A banner shown in set date windows in 2022 for US voice actors.',
    enabled: true,
    audience: (viewer) => actsAsProvider(viewer) && viewer.user !== null && livesInUs(viewer.user),
    pages: ['voiceActorDashboard', 'dashboard.invites'],
    windows: US_VOICE_ACTORS_WINDOWS,
    delayMs: 0,
    dismissal: { kind: 'uiPreference', flag: 'us_voice_actors_banner_dismissed' },
    banner: {
      label: 'US tax information',
      title: 'US voice actors: check your tax details',
      text: 'Make sure your name, address and payout details are up to date so that your tax forms are right.',
      tone: 'info',
      action: { text: 'Payment preferences', href: '/payment-preferences' },
    },
  },
  {
    id: 'searchTip',
    kind: 'tip',
    spec: 'Search tip: not on the search page, only when orbs are enabled.',
    enabled: true,
    audience: signedIn,
    pages: 'all',
    windows: [],
    delayMs: 0,
    dismissal: { kind: 'discoveryFlag', flag: 'search' },
    when: guided('search'),
    tip: {
      title: 'Search from anywhere',
      text: 'Find voice actors by language, voice and style from Search.',
    },
  },
  {
    id: 'seoTip',
    kind: 'tip',
    spec: 'SEO tip: provider, account created before 2020-06-04.',
    enabled: true,
    audience: actsAsProvider,
    pages: ['voiceActorDashboard', 'voiceActor.editable'],
    windows: [],
    delayMs: 0,
    dismissal: { kind: 'discoveryFlag', flag: 'seo' },
    when: guided('seo'),
    tip: {
      title: 'Your profile has a new address',
      text: 'Your public profile now uses your username, which search engines find more easily. Share the new link.',
    },
  },
  {
    id: 'reviewsTip',
    kind: 'tip',
    spec: 'Reviews tip on invite, questions, proposals and specs views.',
    enabled: true,
    audience: signedIn,
    pages: ['project.invite', 'project.questions', 'project.proposals', 'project.specs'],
    windows: [],
    delayMs: 0,
    dismissal: { kind: 'discoveryFlag', flag: 'reviews' },
    when: guided('reviews'),
    tip: {
      title: 'Reviews',
      text: 'Once a project is completed, clients and voice actors review each other. Good reviews bring more work.',
    },
  },
  {
    id: 'declineTip',
    kind: 'tip',
    spec: 'Decline tip on the specs view.',
    enabled: true,
    audience: actsAsProvider,
    pages: ['project.specs'],
    windows: [],
    delayMs: 0,
    dismissal: { kind: 'discoveryFlag', flag: 'decline' },
    when: guided('decline'),
    tip: {
      title: 'Not a good fit?',
      text: 'Decline the invitation and say why: the client knows at once and your next invitations fit better.',
    },
  },
  {
    id: 'messagingBookingTip',
    kind: 'tip',
    spec: 'Messaging-booking tip, shown after 1.2 s.',
    enabled: true,
    audience: actsAsClient,
    pages: ['messages', 'messages.channel'],
    windows: [],
    delayMs: TIP_DELAY_MS,
    dismissal: { kind: 'discoveryFlag', flag: 'messaging_booking' },
    when: guided('messaging_booking'),
    tip: {
      title: 'Book from the conversation',
      text: 'Agreed on the job? Book this voice actor right here, with an instant quote.',
    },
  },
  {
    id: 'bookingLinkTip',
    kind: 'tip',
    spec: 'Booking-link tip, shown after 1.2 s.',
    enabled: true,
    audience: actsAsProvider,
    // And on the voice actor's bookings, where booking requests arrive.
    pages: ['messages', 'messages.channel', 'dashboard.bookings'],
    windows: [],
    delayMs: TIP_DELAY_MS,
    dismissal: { kind: 'discoveryFlag', flag: 'messaging_booking_link' },
    when: guided('messaging_booking_link'),
    tip: {
      title: 'Send a booking link',
      text: 'Send the client your booking link: they book you in a few clicks, at your rates.',
      action: { text: 'Make a booking link', href: '/booking-settings' },
    },
  },
  {
    id: 'navbarTour',
    kind: 'tour',
    spec: 'Navbar tour: steps tracked by discovery flags; the finished flag is set at the end.',
    enabled: true,
    audience: signedIn,
    // A tour of the bottom navigation, starting at Home: it starts on Home (the page Home leads to),
    // not over whatever page a new user lands on first (their project, right after signing up).
    pages: HOME_PAGES,
    windows: [],
    delayMs: 0,
    dismissal: { kind: 'discoveryFlag', flag: 'navbar_tour_finished' },
    when: ({ viewer }) =>
      viewer.user !== null &&
      nextNavbarTourStep(viewer.user.discovery_flags, viewer.activeRole ?? undefined) !== null,
    tour: (viewer) => {
      const sequence = navbarTourSequence(viewer.activeRole);
      const next = nextNavbarTourStep(viewer.user?.discovery_flags, viewer.activeRole ?? undefined);
      return {
        steps: sequence.map((flag) => ({
          id: flag,
          flag,
          anchorId: NAVBAR_TOUR_ANCHORS[flag],
          ...NAVBAR_TOUR_TEXT[flag],
        })),
        start: next === null ? 0 : Math.max(0, sequence.indexOf(next)),
      };
    },
  },
  {
    id: 'taggingTour',
    kind: 'tour',
    spec: 'Tagging tour.',
    enabled: true,
    audience: actsAsProvider,
    pages: ['voiceActor.editable'],
    windows: [],
    delayMs: 0,
    dismissal: { kind: 'discoveryFlag', flag: 'tagging_tour' },
    when: guided('tagging_tour'),
    tour: () => ({ steps: TAGGING_TOUR_STEPS, start: 0 }),
  },
] as const satisfies readonly HintDefinition[];

export type HintId = (typeof HINT_DEFINITIONS)[number]['id'];
