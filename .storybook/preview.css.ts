// The canvas the preview's brand decorator draws a story on (see preview.tsx). Screens mount the
// whole app and keep the theme root's full-screen ground; every other story (components, docs,
// machines) sits on a padded ground, and on a docs page that ground is only as tall as its example,
// so the page shows each example at its own size instead of a viewport-high box with the component
// in its corner.
import { style } from '@vanilla-extract/css';
import { themeRoot, vars } from '@vo/ui';

/** A component's canvas: padded on the brand's ground. */
export const componentCanvas = style({
  // Inside the theme root's screen height, so a short story still fits the frame without scrolling.
  boxSizing: 'border-box',
  padding: vars.space.md,
});

/** A canvas on a docs page: as tall as its example (the theme root asks for a screen). */
export const docsCanvas = style({
  selectors: {
    [`&${themeRoot}`]: { minHeight: 0 },
  },
});

/** The toolbar's "Both brands": the story once per brand, side by side (stacked when narrow). */
export const bothBrands = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
});

/** The brand's name over its copy of the story in the side-by-side view. */
export const brandCaption = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});
