import { style } from '@vanilla-extract/css';
import { vars } from '@vo/ui';

/** Active and past as a row of links; the current one underlined by its accent. */
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

/** The cards: one column on a phone, two from the tablet breakpoint up. */
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))',
});
