import type { DiscoveryFlag, PromoInfo, UiPreferenceFlag } from '@vo/sdk';
import type { BannerTone } from '@vo/ui';
import type { HintPageId } from './pages';
import type { HintViewer } from './viewer';

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
  /** Where the tip's next step is made (a link under its text). */
  readonly action?: BannerAction;
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
