// Layout frames for the stories only: a card at a search column's width, and a results grid.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const narrow = style({ maxWidth: '24rem' });

export const wide = style({ maxWidth: '72rem' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
