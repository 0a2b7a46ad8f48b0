// The category_pages_cro experiment (spec section 9: active with the variants b, c and d beside
// Original). Each variant is one conversion idea for a visitor arriving from a search engine, told
// as data the page lays itself out from:
//
// - Original: the page as it stands: title and introduction, the market figures, the voice actors,
//   then the editorial text. The calls to action lead with searching ("Search voice actors").
// - b, "post first": an outcome-led headline ("...: get proposals within hours") and the calls
//   to action reversed, so posting a project (free) is the first, primary action.
// - c, "listen first": the voice actors and their samples come straight under the title, before the
//   figures and the introduction, for visitors who came to hear voices rather than read.
// - d, "proof first": the figures lead, as large stat cards with the average rating, and the call to
//   action is repeated after the voice actors, where a convinced visitor is.
//
// Bots always get Original (the server decides), so search engines index the control.

/** The page's parts, in the order a variant puts them. */
export type CategorySection = 'insights' | 'voices' | 'introduction' | 'content';

export type CtaOrder = 'search-first' | 'post-first';

export interface CroLayout {
  readonly variant: string;
  /** The h1: the page's own title, or an outcome-led headline built from it. */
  readonly headline: 'title' | 'outcome';
  readonly sections: readonly CategorySection[];
  readonly ctaOrder: CtaOrder;
  /** The figures as large stat cards (d) rather than a line of facts. */
  readonly prominentInsights: boolean;
  /** A second call to action after the voice actors (d). */
  readonly ctaAfterVoices: boolean;
}

export const ORIGINAL_LAYOUT: CroLayout = {
  variant: 'Original',
  headline: 'title',
  sections: ['introduction', 'insights', 'voices', 'content'],
  ctaOrder: 'search-first',
  prominentInsights: false,
  ctaAfterVoices: false,
};

export const CRO_LAYOUTS: Readonly<Record<string, CroLayout>> = {
  Original: ORIGINAL_LAYOUT,
  b: { ...ORIGINAL_LAYOUT, variant: 'b', headline: 'outcome', ctaOrder: 'post-first' },
  c: { ...ORIGINAL_LAYOUT, variant: 'c', sections: ['voices', 'introduction', 'insights', 'content'] },
  d: {
    ...ORIGINAL_LAYOUT,
    variant: 'd',
    sections: ['insights', 'introduction', 'voices', 'content'],
    prominentInsights: true,
    ctaAfterVoices: true,
  },
};

/** The layout of a variant; Original for one this page does not know (a newer server's variant). */
export const layoutOf = (variant: string | undefined): CroLayout =>
  (variant !== undefined ? CRO_LAYOUTS[variant] : undefined) ?? ORIGINAL_LAYOUT;

/** b's headline: "Spanish voice actors" becomes "Spanish voice actors: get proposals within hours". */
export const outcomeHeadline = (title: string): string => `${title}: get proposals within hours`;
