import { style } from '@vanilla-extract/css';
import { vars } from '@vo/ui';

/** A to Z: a row of letters that wraps on a phone. */
export const letters = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

/** One letter: a square target large enough for a finger. */
export const letter = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.accent,
      color: vars.color.textOnAccent,
      fontWeight: 700,
    },
  },
});

/** The names: one column on a phone, more as the page widens. */
export const names = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
});
