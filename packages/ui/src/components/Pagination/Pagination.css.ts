import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const summary = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const button = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minWidth: vars.size.controlSmall,
  height: vars.size.controlSmall,
  padding: `0 ${vars.space.sm}`,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceSunken },
    '&[data-state="current"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.textOnAccent,
      fontWeight: vars.fontWeight.bold,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    '&:focus-visible': {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: vars.border.thin,
    },
  },
});

export const ellipsis = style({
  display: 'inline-flex',
  justifyContent: 'center',
  minWidth: vars.size.controlSmall,
  color: vars.color.textMuted,
});
