import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(1turn)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.accent,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
});

export const circle = style({
  display: 'inline-block',
  flexShrink: 0,
  boxSizing: 'border-box',
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderTopColor: 'transparent',
  borderRadius: vars.radius.round,
  animationName: spin,
  // A full turn lasts three "slow" steps; the themes zero motion under prefers-reduced-motion.
  animationDuration: `calc(${vars.motion.slow} * 3)`,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  selectors: {
    [`${root}[data-size="small"] &`]: {
      width: vars.size.iconSmall,
      height: vars.size.iconSmall,
      borderWidth: vars.border.thick,
    },
    [`${root}[data-size="medium"] &`]: {
      width: vars.size.icon,
      height: vars.size.icon,
      borderWidth: vars.border.thick,
    },
    [`${root}[data-size="large"] &`]: {
      width: vars.size.controlLarge,
      height: vars.size.controlLarge,
      borderWidth: vars.border.focus,
    },
  },
});

export const label = style({
  color: vars.color.text,
  selectors: {
    '&[data-visible="false"]': {
      position: 'absolute',
      width: vars.border.thin,
      height: vars.border.thin,
      margin: `calc(-1 * ${vars.border.thin})`,
      padding: 0,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
});
