import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@vo/ui';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

/** A content page: one column, a readable width. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: '60rem',
});

/** The filters: stacked on a phone, side by side from a tablet. */
export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 0,
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

/** The figures: two columns on a phone, as many as fit from a tablet. */
export const figures = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))' } },
});

/** A highlighted panel (the result, the sign-up call to action). */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `${vars.border.thin} solid ${vars.color.border}`,
});

/** Links side by side, wrapping on a phone. */
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
});

/** A plain list without bullets. */
export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** Numbered steps. */
export const steps = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
