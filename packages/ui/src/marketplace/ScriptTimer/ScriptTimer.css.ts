import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const focusRing = {
  outline: `${vars.border.focus} solid ${vars.color.focus}`,
  outlineOffset: vars.border.thin,
};

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const pace = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const paceLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const slider = style({
  flex: '1 1 auto',
  minWidth: `calc(${vars.size.controlLarge} * 3)`,
  accentColor: vars.color.accent,
  selectors: { '&:focus-visible': focusRing },
});

export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
});

export const numberInput = style({
  boxSizing: 'border-box',
  width: `calc(${vars.size.control} * 1.75)`,
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.xs,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
});

export const result = style({
  margin: 0,
  padding: vars.space.sm,
  fontSize: vars.fontSize.md,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
});

export const figure = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const paceNote = style({ color: vars.color.textMuted });
