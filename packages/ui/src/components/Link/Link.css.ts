import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xxs,
  color: vars.color.accent,
  fontFamily: 'inherit',
  textUnderlineOffset: vars.space.xxs,
  borderRadius: vars.radius.sm,
  transitionProperty: 'color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-variant="inline"]': { display: 'inline', textDecoration: 'underline' },
    '&[data-variant="standalone"]': { textDecoration: 'none', fontWeight: vars.fontWeight.medium },
    '&[data-variant="standalone"]:hover': { textDecoration: 'underline' },
    '&:hover': { color: vars.color.accentHover },
    '&:active': { color: vars.color.accentActive },
    '&:focus-visible': {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: vars.border.thin,
    },
  },
});

export const icon = style({ alignSelf: 'center', marginInlineStart: vars.space.xxs });

/** Read by screen readers, not shown (one shared definition). */
export { visuallyHidden } from '../../theme/visuallyHidden.css';
