import { style } from '@vanilla-extract/css';
import { tokens, vars } from '@vo/ui';

const tablet = `screen and (min-width: ${String(tokens.breakpoints.tablet)}px)`;

/** A section of the editor: a card-like block with its heading and fields. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  '@media': { [tablet]: { padding: vars.space.lg } },
});

/** A group of checkboxes: one column on a phone, as many as fit from a tablet on. */
export const choices = style({
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: '1fr',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' } },
});

/** A long group (the languages) scrolls inside its box instead of pushing the page down. */
export const longChoices = style({
  maxHeight: '18rem',
  overflowY: 'auto',
  padding: vars.space.xs,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
  gridColumn: '1 / -1',
});

/** Fields side by side from a tablet on (country, region, city). */
export const row = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: '1fr',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

/** A list without bullets (samples, playlists, credits). */
export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** One sample or playlist being edited. */
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});

/** A form error beside the buttons it belongs to. */
export const formError = style({ color: vars.color.danger, margin: 0 });

/** The three picture sizes side by side, aligned at the bottom. */
export const pictures = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  margin: 0,
});

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
});

/** A fieldset holding a legend and its fields, one under the other, the whole width. */
export const group = style({
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
