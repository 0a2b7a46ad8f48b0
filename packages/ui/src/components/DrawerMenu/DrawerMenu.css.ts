import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const focusRing = {
  outline: `${vars.border.focus} solid ${vars.color.focus}`,
  outlineOffset: `calc(-1 * ${vars.border.focus})`,
};

export const root = style({
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const iconButton = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.round,
  background: 'none',
  color: 'inherit',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: vars.border.thin,
    },
  },
});

export const panel = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  zIndex: vars.z.drawer,
  display: 'flex',
  flexDirection: 'column',
  width: `calc(${vars.size.controlLarge} * 6)`,
  overflowY: 'auto',
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&[hidden]': { display: 'none' },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});

export const heading = style({
  margin: 0,
  paddingLeft: vars.space.sm,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: `${vars.space.xs} 0`,
  listStyle: 'none',
});

export const item = style({
  appearance: 'none',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': { color: vars.color.accent, fontWeight: vars.fontWeight.bold },
    '&:focus-visible': focusRing,
  },
});
