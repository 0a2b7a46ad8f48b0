import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// What Dialog and Drawer look alike in: the dimmed page, the raised panel, its title and close button.
// Each composes these with its own placement (centred box, side sheet).

// Colour only: the layer is never transparent, so it is visible from the first frame.
const dim = keyframes({ from: { backgroundColor: 'transparent' } });

/** The fixed layer over the page; a press on it (not on the panel) is an outside click. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  animation: `${dim} ${vars.motion.normal} ${vars.motion.easing}`,
});

/** The panel's surface: a raised column that scrolls its own content when it is taller than the screen. */
export const surface = style({
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  overflow: 'auto',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.shadow.lg,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.control,
  height: vars.size.control,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.round,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&:focus-visible': {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: vars.border.thin,
    },
  },
});

/** Marks the layer's place in the tree, where its theme is read from; the layer itself is portalled. */
export const anchor = style({ display: 'none' });
