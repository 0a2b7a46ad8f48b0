import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  textAlign: 'center',
  color: vars.color.text,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlLarge,
  height: vars.size.controlLarge,
  marginBlockEnd: vars.space.xs,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.accentSubtle,
  color: vars.color.accent,
});

export const action = style({ marginBlockStart: vars.space.sm });
