import { style } from '@vanilla-extract/css';
import { vars } from '@vo/ui';

/** The reviews, one under another, without list bullets. */
export const reviews = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
