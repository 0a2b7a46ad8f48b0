import { style } from '@vanilla-extract/css';
import { vars } from '@vo/ui';

/** The invitations, one under the other: a card is a row of the inbox at every width. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

/** An invitation and what it leads to (the audition of an accepted one). */
export const item = style({ display: 'grid', gap: vars.space.xs });
