import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const meter = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const svg = style({ display: 'block', width: '100%', height: vars.space.md });

export const segment = style({
  fill: vars.color.surfaceSunken,
  stroke: vars.color.borderStrong,
  strokeWidth: 0.3,
  selectors: {
    '&[data-state="below"]': { fill: vars.color.accentSubtle, stroke: vars.color.accent },
    '&[data-state="current"]': { fill: vars.color.accent, stroke: vars.color.accent },
  },
});

export const ends = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const share = style({ margin: 0, fontSize: vars.fontSize.sm });

export const unknown = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
