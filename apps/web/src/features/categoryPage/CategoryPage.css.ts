import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@vo/ui';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const large = `screen and (min-width: ${breakpoints.large}px)`;

/** The page: one column on a phone, a readable width on larger screens. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: '72rem',
});

/** The hero: the category's icon beside its name, the calls to action under it. */
export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `${vars.border.thin} solid ${vars.color.border}`,
});

export const heroIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlLarge,
  height: vars.size.controlLarge,
  borderRadius: vars.radius.round,
  background: vars.color.accentSubtle,
  color: vars.color.accent,
});

/** Figures as a list of facts (Original, b, c): wraps into as many columns as fit. */
export const facts = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
});
export const fact = style({ display: 'flex', flexDirection: 'column-reverse', gap: vars.space.xxs });
export const factValue = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const factLabel = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Figures as stat cards (d): two columns on a phone, four from a tablet. */
export const statCards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

/** The voice actors: one card a row on a phone, two from a large screen. */
export const voices = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [large]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** Links to other category pages: a wrapping row of links. */
export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.lg}`,
});
export const linkItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

/** The footer's category links, apart from the page above them. */
export const footer = style({
  paddingTop: vars.space.lg,
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
});
