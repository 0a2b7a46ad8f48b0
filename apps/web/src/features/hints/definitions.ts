import type { DiscoveryFlag, PromoInfo, UiPreferenceFlag } from '@vo/sdk';
import { nextNavbarTourStep, shouldShowHint, TIP_DELAY_MS, type NAVBAR_TOUR_STEPS } from '@vo/machines';
import type { BannerTone } from '@vo/ui';
import { machinesPageOf, type HintPageId } from './pages';
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

export type NavbarTourStep = (typeof NAVBAR_TOUR_STEPS)[number];

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

/** A time span: from (inclusive) and until (exclusive), ISO instants; an open end when absent. */
export interface DateWindow {
  readonly from?: string;
  readonly until?: string;
}

export const HINT_KINDS = ['banner', 'promo', 'tip', 'tour'] as const;
export type HintKind = (typeof HINT_KINDS)[number];

/** How closing an entry is remembered. */
export type DismissalRule =
  /** A UI preference flag set to true (PATCH users, not saved while an admin impersonates). */
  | { readonly kind: 'uiPreference'; readonly flag: UiPreferenceFlag }
  /** A discovery flag set to the time it was closed. */
  | { readonly kind: 'discoveryFlag'; readonly flag: DiscoveryFlag }
  /** The shown promo's code added to ui_preferences.promo_banners_dismissed. */
  | { readonly kind: 'promoCode' }
  | { readonly kind: 'none' };

/** Where an entry shows: every page, some pages, or every page but some. */
export type HintPages = 'all' | readonly HintPageId[] | { readonly except: readonly HintPageId[] };

/** What a condition beyond audience, pages and dates may read. */
export interface HintContext {
  readonly viewer: HintViewer;
  readonly pageId: HintPageId | null;
  readonly now: Date;
  /** The promo chosen for this page (see choosePromo), or null. */
  readonly promo: PromoInfo | null;
}

export interface BannerAction {
  readonly text: string;
  readonly href: string;
}

export interface BannerContent {
  /** The region's accessible name. */
  readonly label: string;
  readonly title?: string;
  readonly text: string;
  readonly tone: BannerTone;
  readonly action?: BannerAction;
  /** Counts down to this instant. */
  readonly countdownTo?: string;
}

export interface TipContent {
  /** Names the tip. */
  readonly title: string;
  readonly text: string;
}

export interface TourStepContent {
  readonly id: string;
  /** The DOM id of the element the step points at; the step is centred when it is not on the page. */
  readonly anchorId: string;
  readonly title: string;
  readonly text: string;
  /** The discovery flag this step sets when the user moves past it (navbar tour). */
  readonly flag?: DiscoveryFlag;
}

interface HintBase<K extends HintKind> {
  readonly id: string;
  readonly kind: K;
  /** The spec line it implements. */
  readonly spec: string;
  /** False keeps an entry that exists but is switched off (the downtime banner). */
  readonly enabled: boolean;
  /** Who may see it. */
  readonly audience: (viewer: HintViewer) => boolean;
  readonly pages: HintPages;
  /** It shows while now is inside one of these; none means any time. */
  readonly windows: readonly DateWindow[];
  /** Milliseconds after it mounts before it shows. */
  readonly delayMs: number;
  readonly dismissal: DismissalRule;
  /** A further condition (guided-hint rules, page data). */
  readonly when?: (context: HintContext) => boolean;
}

export interface BannerHint extends HintBase<'banner'> {
  readonly banner: BannerContent;
}
/** The promo banner: its content is the chosen promo's config.banner. */
export interface PromoHint extends HintBase<'promo'> {
  /** The pages whose wording is config.banner.cta_copy.memberships_page (the rest use extra_pages). */
  readonly membershipPages: readonly HintPageId[];
}
export interface TipHint extends HintBase<'tip'> {
  readonly tip: TipContent;
}
export interface TourHint extends HintBase<'tour'> {
  /** The steps for this viewer, in order, and the one to start at. */
  readonly tour: (viewer: HintViewer) => {
    readonly steps: readonly TourStepContent[];
    readonly start: number;
  };
}

export type HintDefinition = BannerHint | PromoHint | TipHint | TourHint;

const signedIn = (viewer: HintViewer) => isSignedIn(viewer);
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

/** The DOM ids the shell gives its bottom navigation items, so that the navbar tour points at them. */
export const NAVBAR_TOUR_ANCHORS: Readonly<Record<NavbarTourStep, string>> = {
  navbar_tour_home: 'bottom-nav-home',
  navbar_tour_search: 'bottom-nav-search',
  navbar_tour_messages: 'bottom-nav-messages',
  navbar_tour_projects: 'bottom-nav-projects',
  navbar_tour_profile: 'bottom-nav-profile',
  navbar_tour_membership: 'bottom-nav-membership',
  navbar_tour_favorites: 'bottom-nav-favorites',
  navbar_tour_more: 'bottom-nav-more',
};

const NAVBAR_TOUR_TEXT: Readonly<Record<NavbarTourStep, { title: string; text: string }>> = {
  navbar_tour_home: { title: 'Home', text: 'Your dashboard: what happened and what needs you next.' },
  navbar_tour_search: { title: 'Search', text: 'Find voice actors by language, voice and style.' },
  navbar_tour_messages: { title: 'Messages', text: 'Your conversations; the badge counts unread messages.' },
  navbar_tour_projects: { title: 'Projects', text: 'Your projects, invitations and bookings in one place.' },
  navbar_tour_profile: { title: 'Profile', text: 'How others see you, and where you change it.' },
  navbar_tour_membership: { title: 'Membership', text: 'Your plan and what an upgrade adds.' },
  navbar_tour_favorites: { title: 'Favorites', text: 'The voice actors you saved, ready to invite or book.' },
  navbar_tour_more: { title: 'More', text: 'Settings, help and everything else.' },
};

/**
 * The navbar tour's steps for the viewer's role, in the bar's order. The order and the per-role items
 * come from @vo/machines (nextNavbarTourStep walked from no flags), so the two never disagree.
 */
export function navbarTourSequence(role: HintViewer['activeRole']): NavbarTourStep[] {
  const steps: NavbarTourStep[] = [];
  const seen: Partial<Record<NavbarTourStep, string>> = {};
  for (let step = nextNavbarTourStep(seen, role ?? undefined); step !== null;) {
    steps.push(step);
    seen[step] = 'seen';
    step = nextNavbarTourStep(seen, role ?? undefined);
  }
  return steps;
}

/** The DOM ids the voice actor's profile edit page gives the tagging tour's elements. */
export const TAGGING_TOUR_ANCHORS = {
  tags: 'profile-sample-tags',
  edit: 'profile-tag-input',
  save: 'profile-save',
} as const;

const TAGGING_TOUR_STEPS: readonly TourStepContent[] = [
  {
    id: 'tagging-tags',
    anchorId: TAGGING_TOUR_ANCHORS.tags,
    title: 'Your samples are tagged',
    text: 'We tag each sample with its language, voice and style, so that clients find it in search.',
  },
  {
    id: 'tagging-edit',
    anchorId: TAGGING_TOUR_ANCHORS.edit,
    title: 'Change the tags',
    text: 'Remove a tag that does not fit, or add one clients should find you by.',
  },
  {
    id: 'tagging-save',
    anchorId: TAGGING_TOUR_ANCHORS.save,
    title: 'Save',
    text: 'Your tags are used in search as soon as you save the profile.',
  },
];

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
    pages: ['messages'],
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
    pages: ['messages'],
    windows: [],
    delayMs: TIP_DELAY_MS,
    dismissal: { kind: 'discoveryFlag', flag: 'messaging_booking_link' },
    when: guided('messaging_booking_link'),
    tip: {
      title: 'Send a booking link',
      text: 'Send the client your booking link: they book you in a few clicks, at your rates.',
    },
  },
  {
    id: 'navbarTour',
    kind: 'tour',
    spec: 'Navbar tour: steps tracked by discovery flags; the finished flag is set at the end.',
    enabled: true,
    audience: signedIn,
    pages: 'all',
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
