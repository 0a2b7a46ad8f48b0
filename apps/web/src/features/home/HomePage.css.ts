import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@vo/ui';

const from = (width: number) => `screen and (min-width: ${String(width)}px)`;

/** The search entry's band at the top. */
export const hero = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.accentSubtle,
  '@media': { [from(breakpoints.tablet)]: { padding: vars.space.xl } },
});

/** Lists without bullets, as grids: one column on a phone, more as the screen widens. */
const grid = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
} as const;

export const cards = style({
  ...grid,
  '@media': {
    [from(breakpoints.tablet)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [from(breakpoints.desktop)]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const columns = style({
  ...grid,
  '@media': { [from(breakpoints.tablet)]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const categories = style({
  ...grid,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [from(breakpoints.tablet)]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

/** A category entry point: the whole tile is the link. */
export const tile = style({
  display: 'block',
  // The tile fills its grid cell, padding and border included (it ran into the next section).
  boxSizing: 'border-box',
  height: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.accent },
  ':focus-visible': { outline: `${vars.border.focus} solid ${vars.color.focus}`, outlineOffset: '2px' },
});

/** An in-app text link. */
export const link = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.medium,
  ':focus-visible': { outline: `${vars.border.focus} solid ${vars.color.focus}`, outlineOffset: '2px' },
});

/** A testimonial or a blog post. */
export const panel = style({
  margin: 0,
  boxSizing: 'border-box',
  height: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
});

export const quote = style({ margin: 0 });

/** The post-a-project call to action. */
export const cta = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
});
