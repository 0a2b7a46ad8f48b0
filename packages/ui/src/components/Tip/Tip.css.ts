import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const appear = keyframes({ from: { transform: `translateY(${vars.space.xs})` } });

export const root = style({
  zIndex: vars.z.overlay,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  width: `calc(${vars.size.controlLarge} * 6)`,
  maxWidth: `calc(100vw - 2 * ${vars.space.sm})`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.shadow.lg,
  animation: `${appear} ${vars.motion.normal} ${vars.motion.easing}`,
});

export const content = style({
  flex: '1 1 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const text = style({ margin: 0 });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.round,
  background: 'transparent',
  color: vars.color.textOnAccent,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.accentHover },
    '&:focus-visible': { outline: `${vars.border.focus} solid ${vars.color.textOnAccent}`, outlineOffset: 0 },
  },
});
