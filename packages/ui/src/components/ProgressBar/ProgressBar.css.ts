import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** How full the bar is, 0 to 1; set per instance with assignInlineVars. */
export const fraction = createVar();

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const labelRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });

export const value = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceSunken,
  boxShadow: `inset 0 0 0 ${vars.border.thin} ${vars.color.border}`,
  selectors: {
    [`${root}[data-size="small"] &`]: { height: vars.space.xs },
    [`${root}[data-size="medium"] &`]: { height: vars.space.sm },
  },
});

export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  width: '100%',
  borderRadius: vars.radius.pill,
  transformOrigin: 'left',
  transform: `scaleX(${fraction})`,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.normal,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${root}[data-tone="accent"] &`]: { backgroundColor: vars.color.accent },
    [`${root}[data-tone="success"] &`]: { backgroundColor: vars.color.success },
    [`${root}[data-tone="warning"] &`]: { backgroundColor: vars.color.warning },
    [`${root}[data-tone="danger"] &`]: { backgroundColor: vars.color.danger },
    [`${root}[data-state="indeterminate"] &`]: {
      width: '40%',
      transform: 'none',
      animationName: slide,
      // A sweep lasts several "slow" steps; the themes zero motion under prefers-reduced-motion.
      animationDuration: `calc(${vars.motion.slow} * 5)`,
      animationTimingFunction: vars.motion.easing,
      animationIterationCount: 'infinite',
    },
  },
});
