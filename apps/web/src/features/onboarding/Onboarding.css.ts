import { style } from '@vanilla-extract/css';
import { tokens, vars } from '@vo/ui';

const tablet = `screen and (min-width: ${String(tokens.breakpoints.tablet)}px)`;

/** A question's fieldset: its legend (the question) over its choices. */
export const group = style({
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const legend = style({
  padding: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

/** The choices: one column on a phone, as many as fit from a tablet on. */
export const choices = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: '1fr',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' } },
});

export const fieldError = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

/** A list without bullets (the samples uploaded, the account's roles). */
export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
