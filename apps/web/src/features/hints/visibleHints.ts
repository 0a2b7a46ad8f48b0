import type { DiscoveryFlag, PromoInfo, UiPreferenceFlag, User } from '@vo/sdk';
import { HINT_DEFINITIONS, type HintId } from './definitions';
import type {
  BannerHint,
  DateWindow,
  DismissalRule,
  HintDefinition,
  HintPages,
  PromoHint,
  TipHint,
  TourHint,
} from './hintTypes';
import type { HintPageId } from './pages';
import type { HintViewer } from './viewer';

/** A dismissal with everything needed to store it (the promo's code resolved). */
export type Dismissal =
  | { readonly kind: 'uiPreference'; readonly flag: UiPreferenceFlag }
  | { readonly kind: 'discoveryFlag'; readonly flag: DiscoveryFlag }
  | { readonly kind: 'promoCode'; readonly code: string }
  | { readonly kind: 'none' };

interface Shown<D extends HintDefinition> {
  readonly definition: D;
  /** Unique among what shows: the id, or `promo:<code>` for the promo banner. */
  readonly key: string;
  readonly dismissal: Dismissal;
}
export type VisibleBanner = Shown<BannerHint>;
export type VisiblePromo = Shown<PromoHint> & { readonly promo: PromoInfo };
export type VisibleTip = Shown<TipHint>;
export type VisibleTour = Shown<TourHint>;
export type VisibleHint = VisibleBanner | VisiblePromo | VisibleTip | VisibleTour;

export interface VisibleHintsInput {
  readonly viewer: HintViewer;
  /** The current route's page id; null on a page with no hints of its own. */
  readonly pageId: HintPageId | null;
  readonly now: Date;
  /** On 'plans.promo': the promo code of the address (/plans/{promo_code}). @default undefined */
  readonly promoCode?: string;
  /** The active promos (GET /promo_codes/active with the user's id). @default [] */
  readonly promos?: readonly PromoInfo[];
  /** Keys (VisibleHint.key) closed on this page before the user object caught up. @default empty */
  readonly dismissed?: ReadonlySet<string>;
  /** Ids the page renders itself (e.g. a tip next to its own element), left out here. @default [] */
  readonly exclude?: readonly HintId[];
  /** The entries to choose from. @default HINT_DEFINITIONS */
  readonly definitions?: readonly HintDefinition[];
}

/** now is inside the window: from inclusive, until exclusive. */
export function inWindow(window: DateWindow, now: Date): boolean {
  const time = now.getTime();
  if (window.from !== undefined && time < Date.parse(window.from)) return false;
  if (window.until !== undefined && time >= Date.parse(window.until)) return false;
  return true;
}

/** Inside one of the windows, or no windows at all. */
export const inWindows = (windows: readonly DateWindow[], now: Date): boolean =>
  windows.length === 0 || windows.some((window) => inWindow(window, now));

export function onPage(pages: HintPages, pageId: HintPageId | null): boolean {
  if (pages === 'all') return true;
  if ('except' in pages) return pageId === null || !pages.except.includes(pageId);
  return pageId !== null && pages.includes(pageId);
}

/** The key a shown entry is known by on this page: its id, or `promo:<code>` for a promo banner. */
export const hintKey = (id: string, promo: Pick<PromoInfo, 'code'> | null): string =>
  promo === null ? id : `promo:${promo.code.toUpperCase()}`;

/** Whether the user object already holds the dismissal. */
export function isDismissedIn(user: User | null, dismissal: Dismissal): boolean {
  if (user === null) return false;
  switch (dismissal.kind) {
    case 'uiPreference':
      return user.ui_preferences?.[dismissal.flag] === true;
    case 'discoveryFlag':
      return user.discovery_flags?.[dismissal.flag] !== undefined;
    case 'promoCode':
      return sameCode(user.ui_preferences?.promo_banners_dismissed ?? [], dismissal.code);
    case 'none':
      return false;
  }
}

const sameCode = (codes: readonly string[], code: string): boolean =>
  codes.some((each) => each.toUpperCase() === code.toUpperCase());

const resolveDismissal = (rule: DismissalRule, promo: PromoInfo | null): Dismissal => {
  if (rule.kind !== 'promoCode') return rule;
  return promo !== null && promo.config?.banner?.dismissible === true
    ? { kind: 'promoCode', code: promo.code }
    : { kind: 'none' };
};

/**
 * The promo whose banner this page shows, or null. On the plans page with a code, the promo of that
 * code; elsewhere the first active one. It must be usable by the user (no error), have a banner, not
 * be expired (limits.dates.expire) or dismissed; on the extra pages (not the plans pages) it must also
 * support them, which the promo says by giving call-to-action copy for them (cta_copy.extra_pages).
 */
export function choosePromo({
  viewer,
  pageId,
  now,
  promoCode,
  promos = [],
  dismissed = new Set<string>(),
  membershipPages,
}: Pick<VisibleHintsInput, 'viewer' | 'pageId' | 'now' | 'promoCode' | 'promos' | 'dismissed'> & {
  readonly membershipPages: readonly HintPageId[];
}): PromoInfo | null {
  const onPlans = pageId !== null && membershipPages.includes(pageId);
  const candidates =
    pageId === 'plans.promo'
      ? promos.filter((promo) => promoCode !== undefined && sameCode([promoCode], promo.code))
      : promos;
  return (
    candidates.find((promo) => {
      const banner = promo.config?.banner;
      if (banner === undefined || (promo.error ?? null) !== null) return false;
      if (!onPlans && (banner.cta_copy?.extra_pages ?? '') === '') return false;
      const expire = promo.limits?.dates?.expire;
      if (expire !== undefined && !inWindow({ until: expire }, now)) return false;
      const dismissal: Dismissal = { kind: 'promoCode', code: promo.code };
      return !isDismissedIn(viewer.user, dismissal) && !dismissed.has(hintKey('promo', promo));
    }) ?? null
  );
}

/**
 * The entries that show now, in the definitions' order, each once: enabled, for this viewer, on this
 * page, inside their date window, passing their own rule, and not dismissed (in the user or on this
 * page). At most one tour is returned (they are modal).
 */
export function visibleHints(input: VisibleHintsInput): readonly VisibleHint[] {
  const { viewer, pageId, now, dismissed = new Set<string>(), exclude = [] } = input;
  const definitions: readonly HintDefinition[] = input.definitions ?? HINT_DEFINITIONS;
  const shown: VisibleHint[] = [];
  const keys = new Set<string>();
  for (const definition of definitions) {
    if (!definition.enabled || exclude.some((id) => id === definition.id)) continue;
    if (!definition.audience(viewer) || !onPage(definition.pages, pageId)) continue;
    if (!inWindows(definition.windows, now)) continue;
    const promo =
      definition.kind === 'promo'
        ? choosePromo({ ...input, dismissed, membershipPages: definition.membershipPages })
        : null;
    if (definition.when !== undefined && !definition.when({ viewer, pageId, now, promo })) continue;
    const dismissal = resolveDismissal(definition.dismissal, promo);
    const key = hintKey(definition.id, promo);
    if (keys.has(key) || dismissed.has(key) || isDismissedIn(viewer.user, dismissal)) continue;
    if (definition.kind === 'tour' && shown.some((hint) => hint.definition.kind === 'tour')) continue;
    keys.add(key);
    shown.push(toVisible(definition, key, dismissal, promo));
  }
  return shown;
}

function toVisible(
  definition: HintDefinition,
  key: string,
  dismissal: Dismissal,
  promo: PromoInfo | null,
): VisibleHint {
  switch (definition.kind) {
    case 'promo':
      if (promo === null) throw new Error('A promo banner shows only with its promo.');
      return { definition, key, dismissal, promo };
    case 'banner':
      return { definition, key, dismissal };
    case 'tip':
      return { definition, key, dismissal };
    case 'tour':
      return { definition, key, dismissal };
  }
}

/** What the outlet renders at once: every banner, then one tip (none while a tour runs), one tour. */
export interface HintsLayout {
  readonly banners: readonly (VisibleBanner | VisiblePromo)[];
  readonly tip: VisibleTip | null;
  readonly tour: VisibleTour | null;
}

/**
 * Tips all point from the same place and a tour holds focus, so one shows at a time: the tour first,
 * then the tips one after another as each is closed.
 */
export function layoutHints(hints: readonly VisibleHint[]): HintsLayout {
  const banners: (VisibleBanner | VisiblePromo)[] = [];
  let tip: VisibleTip | null = null;
  let tour: VisibleTour | null = null;
  for (const hint of hints) {
    if (isKind(hint, 'banner') || isKind(hint, 'promo')) banners.push(hint);
    else if (isKind(hint, 'tip')) tip ??= hint;
    else if (isKind(hint, 'tour')) tour ??= hint;
  }
  return { banners, tip: tour === null ? tip : null, tour };
}

type VisibleOf<K extends HintDefinition['kind']> = Extract<VisibleHint, { definition: { kind: K } }>;

export const isKind = <K extends HintDefinition['kind']>(hint: VisibleHint, kind: K): hint is VisibleOf<K> =>
  hint.definition.kind === kind;
