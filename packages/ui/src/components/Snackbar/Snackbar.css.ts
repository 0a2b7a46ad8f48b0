import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const rise = keyframes({ from: { transform: `translateY(${vars.space.md})` } });

export const host = style({
  position: 'fixed',
  left: 0,
  right: 0,
  // Clear of the bottom navigation bar (one large control high).
  bottom: `calc(${vars.size.controlLarge} + ${vars.space.md})`,
  zIndex: vars.z.toast,
  display: 'flex',
  justifyContent: 'center',
  padding: `0 ${vars.space.md}`,
  pointerEvents: 'none',
});

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  boxSizing: 'border-box',
  maxWidth: `calc(${vars.size.controlLarge} * 12)`,
  minHeight: vars.size.controlLarge,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.shadow.lg,
  pointerEvents: 'auto',
  animation: `${rise} ${vars.motion.normal} ${vars.motion.easing}`,
});

export const message = style({ flex: '1 1 auto', margin: 0 });

export const action = style({
  flexShrink: 0,
  minHeight: vars.size.controlSmall,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textInverse,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'none' },
    '&:focus-visible': { outline: `${vars.border.focus} solid ${vars.color.textInverse}`, outlineOffset: 0 },
  },
});
