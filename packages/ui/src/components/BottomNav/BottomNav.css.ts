import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const focusRing = {
  outline: `${vars.border.focus} solid ${vars.color.focus}`,
  outlineOffset: `calc(-1 * ${vars.border.focus})`,
};

export const root = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.z.sticky,
  background: vars.color.surfaceRaised,
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  color: vars.color.textMuted,
});

export const list = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const slot = style({
  position: 'relative',
  flex: 1,
  minWidth: 0,
});

export const item = style({
  appearance: 'none',
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  // Links and the More button alike fill their slot, padding included (a link's content box plus
  // its padding was 4 px wider than the slot: the last link pushed the page sideways). The height
  // counts the padding too, so the bar keeps its height.
  boxSizing: 'border-box',
  width: '100%',
  minHeight: `calc(${vars.size.controlLarge} + 2 * ${vars.space.xs})`,
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"], &[data-state="active"]': { color: vars.color.accent },
    '&:focus-visible': focusRing,
  },
});

export const iconWrap = style({
  position: 'relative',
  display: 'inline-flex',
});

export const badge = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.space.xs})`,
  left: vars.space.sm,
  minWidth: vars.size.iconSmall,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.badge,
  color: vars.color.textOnBadge,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'center',
});

export const hidden = style({
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

export const menu = style({
  position: 'absolute',
  right: 0,
  bottom: '100%',
  zIndex: vars.z.overlay,
  display: 'flex',
  flexDirection: 'column',
  minWidth: `calc(${vars.size.controlLarge} * 4)`,
  margin: 0,
  marginBottom: vars.space.xs,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surfaceRaised,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover, &:focus': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': { color: vars.color.accent, fontWeight: vars.fontWeight.bold },
    '&:focus-visible': focusRing,
  },
});

export const menuBadge = style({
  marginLeft: 'auto',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.badge,
  color: vars.color.textOnBadge,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});
