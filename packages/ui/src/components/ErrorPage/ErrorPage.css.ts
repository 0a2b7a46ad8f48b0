import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surface,
});

export const logo = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlLarge,
  minHeight: vars.size.controlLarge,
  padding: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.accent,
  font: 'inherit',
  cursor: 'pointer',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { color: vars.color.accentHover },
    '&:focus-visible': {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: vars.border.thin,
    },
  },
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
});

export const status = style({
  display: 'block',
  fontSize: vars.fontSize.display,
  color: vars.color.accent,
  selectors: {
    '[data-variant="network"] &, [data-variant="server"] &': { color: vars.color.danger },
  },
});

export const message = style({
  margin: 0,
  maxWidth: `calc(${vars.size.controlLarge} * 10)`,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});
