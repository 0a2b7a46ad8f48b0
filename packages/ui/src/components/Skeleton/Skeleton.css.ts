import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  selectors: { '&[data-shape="circle"]': { width: 'auto' } },
});

export const shape = style({
  display: 'block',
  boxSizing: 'border-box',
  backgroundColor: vars.color.surfaceSunken,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  animationName: pulse,
  // One breath lasts several "slow" steps; the themes zero motion under prefers-reduced-motion.
  animationDuration: `calc(${vars.motion.slow} * 5)`,
  animationTimingFunction: vars.motion.easing,
  animationIterationCount: 'infinite',
  selectors: {
    [`${root}[data-shape="text"] &`]: { width: '100%', height: '1em', borderRadius: vars.radius.sm },
    // The last line of a paragraph is shorter, as real text usually is.
    [`${root}[data-shape="text"] &:last-child:not(:first-child)`]: { width: '60%' },
    [`${root}[data-shape="circle"] &`]: { borderRadius: vars.radius.round },
    [`${root}[data-shape="circle"][data-size="small"] &`]: {
      width: vars.size.controlSmall,
      height: vars.size.controlSmall,
    },
    [`${root}[data-shape="circle"][data-size="medium"] &`]: {
      width: vars.size.control,
      height: vars.size.control,
    },
    [`${root}[data-shape="circle"][data-size="large"] &`]: {
      width: vars.size.controlLarge,
      height: vars.size.controlLarge,
    },
    [`${root}[data-shape="rect"] &`]: { width: '100%', borderRadius: vars.radius.md },
    [`${root}[data-shape="rect"][data-size="small"] &`]: { height: vars.size.controlLarge },
    [`${root}[data-shape="rect"][data-size="medium"] &`]: { height: `calc(${vars.size.controlLarge} * 2)` },
    [`${root}[data-shape="rect"][data-size="large"] &`]: { height: `calc(${vars.size.controlLarge} * 4)` },
  },
});
