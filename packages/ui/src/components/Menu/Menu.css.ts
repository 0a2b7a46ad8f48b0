import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const focusRing = {
  outline: `${vars.border.focus} solid ${vars.color.focus}`,
  outlineOffset: vars.border.thin,
};

export const root = style({ position: 'relative', display: 'inline-block' });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control,
  minWidth: vars.size.control,
  justifyContent: 'center',
  boxSizing: 'border-box',
  padding: `0 ${vars.space.sm}`,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-expanded="true"]': { background: vars.color.accentSubtle, borderColor: vars.color.accent },
    '&:focus-visible': focusRing,
  },
});

export const list = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.xs})`,
  zIndex: vars.z.overlay,
  boxSizing: 'border-box',
  minWidth: `calc(${vars.size.controlLarge} * 4)`,
  margin: 0,
  padding: `${vars.space.xs} 0`,
  listStyle: 'none',
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  selectors: {
    '&[data-align="start"]': { left: 0 },
    '&[data-align="end"]': { right: 0 },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.control,
  boxSizing: 'border-box',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus': { background: vars.color.accentSubtle, outline: 'none' },
    '&:focus-visible': { ...focusRing, outlineOffset: `calc(-1 * ${vars.border.focus})` },
    '&[data-tone="danger"]': { color: vars.color.danger },
    '&[aria-disabled="true"]': {
      color: vars.color.textMuted,
      cursor: 'not-allowed',
      background: 'transparent',
    },
  },
});
