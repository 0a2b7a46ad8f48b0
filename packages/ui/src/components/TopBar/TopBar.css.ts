import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const focusRing = {
  outline: `${vars.border.focus} solid ${vars.color.focus}`,
  outlineOffset: vars.border.thin,
};

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.sticky,
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  minHeight: vars.size.controlLarge,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const back = style({
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
    '&:focus-visible': focusRing,
  },
});

export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const roles = style({
  display: 'inline-flex',
  margin: 0,
  padding: vars.space.xxs,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  minInlineSize: 0,
});

export const legend = style({
  position: 'absolute',
  width: vars.border.thin,
  height: vars.border.thin,
  margin: `calc(-1 * ${vars.border.thin})`,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const input = legend;

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlSmall,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state="checked"]': { background: vars.color.accent, color: vars.color.textOnAccent },
    '&:has(input:focus-visible)': focusRing,
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});
