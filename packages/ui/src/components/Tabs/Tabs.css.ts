import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const tab = style({
  appearance: 'none',
  background: 'none',
  border: 'none',
  borderBottom: `${vars.border.thick} solid transparent`,
  marginBottom: `calc(-1 * ${vars.border.thin})`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: vars.size.control,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.accent, borderBottomColor: vars.color.accent },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    '&:focus-visible': {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: vars.border.thin,
    },
  },
});

export const panel = style({
  selectors: {
    '&:focus-visible': {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: vars.border.thin,
    },
  },
});
