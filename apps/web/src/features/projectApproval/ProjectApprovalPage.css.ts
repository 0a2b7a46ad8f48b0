import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@vo/ui';

/** The queue, one project under the other; a name of long unbroken words wraps on a phone. */
export const list = style({
  overflowWrap: 'anywhere',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

/** The specs and admin fields: term and value side by side from the tablet up, stacked on a phone. */
export const fields = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const field = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxs,
  '@media': {
    'screen and (min-width: 720px)': { gridTemplateColumns: '12rem minmax(0, 1fr)', gap: vars.space.sm },
  },
});

globalStyle(`${field} > dt`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
globalStyle(`${field} > dd`, { margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

/** The review dialog: its title (the project's name) and text wrap long words within a phone's width. */
export const review = style({ overflowWrap: 'anywhere' });

/** The script as written: line breaks kept, set apart from the specs. */
export const script = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
});
