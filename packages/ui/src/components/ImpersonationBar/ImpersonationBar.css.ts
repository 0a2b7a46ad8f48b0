import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
});

export const text = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
});

export const name = style({
  fontWeight: vars.fontWeight.bold,
});

export const button = style({
  appearance: 'none',
  minHeight: vars.size.controlSmall,
  padding: `0 ${vars.space.md}`,
  border: `${vars.border.thin} solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.accentHover, borderColor: vars.color.accentHover },
    '&:disabled': { cursor: 'progress', opacity: 0.7 },
    '&:focus-visible': {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: vars.border.thin,
    },
  },
});
