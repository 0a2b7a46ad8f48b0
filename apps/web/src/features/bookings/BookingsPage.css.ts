import { style } from '@vanilla-extract/css';
import { vars } from '@vo/ui';

/** The bookings, one under the other: a booking is a row of the list at every width. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const facts = style({ minWidth: 0 });

/** Who, price and net side by side, wrapping on a phone. */
export const factList = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
});

export const fact = style({ display: 'grid', gap: vars.space.xs });

export const factName = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const factValue = style({ margin: 0 });
