import { createVar, style } from '@vanilla-extract/css';

/** Where an anchored layer sits, in viewport pixels; set by `useAnchoredPosition`. */
export const top = createVar();
export const left = createVar();

/** The base of every anchored layer (Tooltip, Tip, Tour): fixed to the viewport at (left, top). */
export const floating = style({
  position: 'fixed',
  top: top,
  left: left,
  margin: 0,
});
