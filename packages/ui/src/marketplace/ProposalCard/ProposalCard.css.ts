import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  selectors: {
    '&[data-winner="true"]': { borderColor: vars.color.success },
    '&[data-deleted="true"]': { background: vars.color.surfaceSunken },
  },
});

export { cardBody as layout } from '../../internal/card/cardParts.css';

export const top = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const who = style({ flex: '1 1 auto', minWidth: 0 });

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const marks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
});

export const fact = style({ margin: 0, fontSize: vars.fontSize.sm });

export const votes = style({ display: 'inline-flex', gap: vars.space.xxs });

export const down = style({});

// The down vote reuses the thumb, turned over.
globalStyle(`${down} svg`, { transform: 'scaleY(-1)' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
