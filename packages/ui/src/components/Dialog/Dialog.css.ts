import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { dialogFullScreenBelow } from '../../theme/tokens';

/** Below the spec's 660 px switch a dialog takes the whole screen. */
export const fullScreenQuery = `screen and (max-width: ${dialogFullScreenBelow - 0.02}px)`;

// Colour and movement only: content is never transparent, so it is visible from the first frame.
const dim = keyframes({ from: { backgroundColor: 'transparent' } });
const rise = keyframes({ from: { transform: `translateY(${vars.space.md})` } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.dialog,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  background: vars.color.overlay,
  animation: `${dim} ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': { [fullScreenQuery]: { padding: 0 } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  boxSizing: 'border-box',
  // A comfortable reading width built from tokens: twelve large controls wide.
  width: `calc(${vars.size.controlLarge} * 12)`,
  maxWidth: '100%',
  maxHeight: '100%',
  overflow: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.shadow.lg,
  animation: `${rise} ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: vars.border.thick,
    },
  },
  '@media': {
    [fullScreenQuery]: { width: '100%', height: '100%', maxHeight: 'none', borderRadius: vars.radius.none },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({ margin: 0, color: vars.color.textMuted });

export const body = style({ flex: '1 1 auto' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
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

export const anchor = style({ display: 'none' });
