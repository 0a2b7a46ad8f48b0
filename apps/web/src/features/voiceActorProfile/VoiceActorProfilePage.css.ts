import { style } from '@vanilla-extract/css';
import { vars } from '@vo/ui';

/** The samples: players one under another, without list bullets. */
export const samples = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** Languages and voices: a term above its description. */
export const details = style({ margin: 0, display: 'grid', gap: vars.space.sm });
export const description = style({ margin: 0 });
