import type { shouldShowHint } from '@vo/machines';

/**
 * The pages hints and banners are placed on (spec section 4), one id per screen; the app's route table
 * gives each route's id. 'messages' and 'messages.channel' (/messages and a conversation, /messages/{public_hash}) are not in
 * section 4's list of pages but are where the messaging-booking and booking-link tips belong. 'home'
 * (the marketplace's home, where the bottom navigation's Home leads until the signed-in homes are
 * built) is where the navbar tour starts, beside the client home and the voice actor dashboard.
 */
export const HINT_PAGES = [
  'home',
  'search',
  'project.invite',
  'project.questions',
  'project.proposals',
  'project.specs',
  'dashboard.projects',
  'dashboard.invites',
  'dashboard.bookings',
  'voiceActorDashboard',
  'clientHome',
  'voiceActor.editable',
  'plans',
  'plans.promo',
  'paymentPreferences',
  'messages',
  'messages.channel',
] as const satisfies readonly string[];

export type HintPageId = (typeof HINT_PAGES)[number];

/** Where a route without hints of its own is: shown only what shows on every page. */
export type HintPageOrOther = HintPageId | null;

export const isHintPage = (value: string): value is HintPageId => HINT_PAGES.some((page) => page === value);

/** The machines' page names for the guided-hint rules (shouldShowHint). */
type MachinesHintPage = NonNullable<NonNullable<Parameters<typeof shouldShowHint>[2]>['page']>;

const MACHINES_PAGES: Partial<Record<HintPageId, MachinesHintPage>> = {
  search: 'search',
  'project.invite': 'invite',
  'project.questions': 'questions',
  'project.proposals': 'proposals',
  'project.specs': 'specs',
};

/** The page as shouldShowHint from @vo/machines names it ('other' for the rest). */
export const machinesPageOf = (pageId: HintPageOrOther): MachinesHintPage =>
  (pageId === null ? undefined : MACHINES_PAGES[pageId]) ?? 'other';
