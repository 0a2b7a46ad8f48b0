import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(1turn)' } });

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  boxSizing: 'border-box',
  margin: 0,
  border: `${vars.border.thin} solid transparent`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: vars.border.thin,
    },
    '&[data-size="small"]': {
      minHeight: vars.size.controlSmall,
      paddingInline: vars.space.sm,
      fontSize: vars.fontSize.sm,
    },
    '&[data-size="medium"]': {
      minHeight: vars.size.control,
      paddingInline: vars.space.md,
      fontSize: vars.fontSize.md,
    },
    '&[data-size="large"]': {
      minHeight: vars.size.controlLarge,
      paddingInline: vars.space.lg,
      fontSize: vars.fontSize.lg,
    },
    '&[data-variant="primary"]': { backgroundColor: vars.color.accent, color: vars.color.textOnAccent },
    '&[data-variant="primary"][data-state="idle"]:hover': { backgroundColor: vars.color.accentHover },
    '&[data-variant="primary"][data-state="idle"]:active': { backgroundColor: vars.color.accentActive },
    '&[data-variant="secondary"]': {
      backgroundColor: vars.color.surface,
      borderColor: vars.color.accent,
      color: vars.color.accent,
    },
    '&[data-variant="secondary"][data-state="idle"]:hover': { backgroundColor: vars.color.accentSubtle },
    '&[data-variant="tertiary"]': { backgroundColor: 'transparent', color: vars.color.accent },
    '&[data-variant="tertiary"][data-state="idle"]:hover': { backgroundColor: vars.color.accentSubtle },
    '&[data-variant="danger"]': { backgroundColor: vars.color.danger, color: vars.color.textOnAccent },
    '&[data-variant="danger"][data-state="idle"]:hover': { backgroundColor: vars.color.dangerHover },
    '&[data-state="loading"]': { cursor: 'progress' },
    '&[data-state="disabled"]': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
    },
  },
});

/** The label and icons; while loading they turn transparent (still named, still sized) so the width holds. */
export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: { [`${root}[data-state="loading"] &`]: { opacity: 0 } },
});

export const spinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  boxSizing: 'border-box',
  width: vars.size.iconSmall,
  height: vars.size.iconSmall,
  border: `${vars.border.thick} solid currentColor`,
  borderTopColor: 'transparent',
  borderRadius: vars.radius.round,
  animationName: spin,
  animationDuration: `calc(${vars.motion.slow} * 3)`,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
});
