import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ height: '100%', boxSizing: 'border-box' });

export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
});

export const label = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const trend = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[data-tone="good"]': { color: vars.color.success },
    '&[data-tone="bad"]': { color: vars.color.danger },
    '&[data-tone="neutral"]': { color: vars.color.textMuted },
  },
});

export const description = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
