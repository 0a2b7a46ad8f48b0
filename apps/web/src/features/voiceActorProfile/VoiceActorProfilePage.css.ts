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

/** Lists of credits and reviews: items apart, without bullets. */
export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** Voice actors also visited: one column on a phone, two from a tablet up. */
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { 'screen and (min-width: 720px)': { gridTemplateColumns: '1fr 1fr' } },
});

/** The membership badge: the tier on a subtle accent pill. */
export const membership = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSubtle,
  color: vars.color.text,
});
