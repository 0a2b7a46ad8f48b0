import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  width: '100%',
  margin: 0,
  padding: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `${vars.border.thin} solid transparent`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'start',
  textDecoration: 'none',
  listStyle: 'none',
  transitionProperty: 'box-shadow, border-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-variant="outlined"]': { borderColor: vars.color.border },
    '&[data-variant="elevated"]': { boxShadow: vars.shadow.sm },
    '&[data-state="interactive"]': { cursor: 'pointer' },
    '&[data-state="interactive"]:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.md },
    '&:focus-visible': {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: vars.border.thin,
    },
  },
});

export const header = style({
  display: 'block',
  padding: vars.space.md,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
});

export const body = style({ display: 'block', padding: vars.space.md, flexGrow: 1 });

export const footer = style({
  display: 'block',
  padding: vars.space.md,
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
});
