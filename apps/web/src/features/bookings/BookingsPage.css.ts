import { style } from '@vanilla-extract/css';
import { vars } from '@vo/ui';

/** In progress and past as a row of links; the current one underlined by its accent. */
export const tabs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  display: 'inline-block',
  paddingBlock: vars.space.xs,
  selectors: {
    '&[aria-current="page"]': {
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset 0 -3px 0 ${vars.color.accent}`,
    },
  },
});

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
