import { style } from '@vanilla-extract/css';
import { vars } from '@vo/ui';

/** The cards: one column on a phone, two from the tablet breakpoint up. */
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))',
});
