import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const dim = keyframes({ from: { backgroundColor: 'transparent' } });
const fromLeft = keyframes({ from: { transform: 'translateX(-100%)' } });
const fromRight = keyframes({ from: { transform: 'translateX(100%)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.drawer,
  background: vars.color.overlay,
  animation: `${dim} ${vars.motion.normal} ${vars.motion.easing}`,
});

export const panel = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  // A side sheet seven large controls wide, always leaving a strip of the page to click.
  width: `calc(${vars.size.controlLarge} * 7)`,
  maxWidth: `calc(100% - ${vars.size.controlLarge})`,
  overflow: 'auto',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&[data-side="left"]': {
      left: 0,
      animation: `${fromLeft} ${vars.motion.slow} ${vars.motion.easing}`,
    },
    '&[data-side="right"]': {
      right: 0,
      animation: `${fromRight} ${vars.motion.slow} ${vars.motion.easing}`,
    },
    '&:focus-visible': {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.border.focus})`,
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({ flex: '1 1 auto', padding: vars.space.lg });

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
