import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const appear = keyframes({ from: { transform: `translateY(${vars.space.xs})` } });

const focusRing = {
  outline: `${vars.border.focus} solid ${vars.color.focus}`,
  outlineOffset: vars.border.thin,
};

export const root = style({
  zIndex: vars.z.dialog,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  width: `calc(${vars.size.controlLarge} * 7)`,
  maxWidth: `calc(100vw - 2 * ${vars.space.sm})`,
  padding: vars.space.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.shadow.lg,
  animation: `${appear} ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { '&:focus-visible': focusRing },
});

export const progress = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const text = style({ margin: 0 });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

export const spacer = style({ flex: '1 1 auto' });

export const button = style({
  minHeight: vars.size.controlSmall,
  padding: `0 ${vars.space.sm}`,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': focusRing,
    '&[data-variant="primary"]': {
      borderColor: vars.color.accent,
      background: vars.color.accent,
      color: vars.color.textOnAccent,
    },
    '&[data-variant="primary"]:hover': { background: vars.color.accentHover },
    '&[data-variant="quiet"]': {
      borderColor: 'transparent',
      background: 'transparent',
      color: vars.color.textMuted,
    },
  },
});
