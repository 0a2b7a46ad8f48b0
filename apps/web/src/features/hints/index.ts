// Hints, banners and guided tours (spec section 4): the entries as data, the pure selection, the
// dismissal events, and the outlet that renders them.
export { ClockProvider, useClock, useNow, systemClock, fixedClock, NOW_REFRESH_MS } from './clock';
export type { Clock, ClockProviderProps } from './clock';
export { HINT_PAGES, isHintPage } from './pages';
export type { HintPageId } from './pages';
export {
  anonymousViewer,
  actsAsClient,
  actsAsProvider,
  hasPendingAchOrWire,
  RETIRED_PAYOUT_METHODS,
} from './viewer';
export type { HintViewer } from './viewer';
export { HINT_KINDS } from './hintTypes';
export { NAVBAR_TOUR_ANCHORS, TAGGING_TOUR_ANCHORS, navbarTourSequence } from './tours';
export {
  HINT_DEFINITIONS,
  SEO_TIP_ACCOUNTS_BEFORE,
  RETREAT_BANNER_UNTIL,
  AWARDS_BANNER_UNTIL,
  TAGGING_BANNER_ACCOUNTS_BEFORE,
  WINTER_SALE_ENDS_AT,
  US_VOICE_ACTORS_WINDOWS,
} from './definitions';
export type { HintId } from './definitions';
export type {
  BannerContent,
  BannerHint,
  DateWindow,
  DismissalRule,
  HintContext,
  HintDefinition,
  HintKind,
  HintPages,
  PromoHint,
  TipContent,
  TipHint,
  TourHint,
  TourStepContent,
} from './hintTypes';
export {
  visibleHints,
  layoutHints,
  choosePromo,
  inWindow,
  inWindows,
  onPage,
  isDismissedIn,
  hintKey,
} from './visibleHints';
export type { Dismissal, HintsLayout, VisibleHint, VisibleHintsInput } from './visibleHints';
export { dismissalEvent } from './dismiss';
export type { SendSessionEvent } from './dismiss';
export { HintsOutlet } from './HintsOutlet';
export type { HintsOutletProps } from './HintsOutlet';
