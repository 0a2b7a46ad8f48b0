import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  // A card needs room for its price and button; below that the cards stack.
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, calc(${vars.space.xxl} * 6)), 1fr))`,
  gap: vars.space.md,
  alignItems: 'stretch',
});

export const item = style({ display: 'flex', flexDirection: 'column' });
