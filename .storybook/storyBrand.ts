import { brands, type Brand } from '@vo/ui';

const isBrand = (value: unknown): value is Brand => brands.some((brand) => brand === value);

/** What the brand of a story is read from: its globals and parameters (a story context has both). */
export interface StoryBrandSource {
  readonly globals: Readonly<Record<string, unknown>>;
  readonly parameters: Readonly<Record<string, unknown>>;
}

/**
 * The brand a story renders in: the `brand` global (toolbar, `initialGlobals`, or a story's own
 * `globals: { brand: 'second' }`), unless a test run sets every story's brand (see
 * .storybook/second-brand.setup.ts), except for the stories that are about one brand and say so with
 * `parameters.brandPinned`. An unknown value (and the toolbar's "both") falls back to the main
 * brand. The preview's theme decorator and the app's screen stories (which give the app the site of
 * this brand) both read it.
 */
export function storyBrand({ globals, parameters }: StoryBrandSource): Brand {
  const runBrand: unknown = (globalThis as { __VO_STORY_BRAND__?: unknown }).__VO_STORY_BRAND__;
  const pinned = parameters['brandPinned'] === true;
  const chosen: unknown = !pinned && isBrand(runBrand) ? runBrand : globals['brand'];
  return isBrand(chosen) ? chosen : 'main';
}

/** The toolbar's value that draws a story once per brand, side by side. */
export const BOTH_BRANDS = 'both';

/**
 * The brands a story is drawn in: every brand when the toolbar says "both" (and neither a test run nor
 * the story pins one brand), else the one of `storyBrand`.
 */
export function storyBrands(source: StoryBrandSource): readonly Brand[] {
  const runBrand: unknown = (globalThis as { __VO_STORY_BRAND__?: unknown }).__VO_STORY_BRAND__;
  const pinned = source.parameters['brandPinned'] === true || isBrand(runBrand);
  return !pinned && source.globals['brand'] === BOTH_BRANDS ? brands : [storyBrand(source)];
}
