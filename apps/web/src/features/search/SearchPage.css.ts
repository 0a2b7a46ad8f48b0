import { globalStyle, style } from '@vanilla-extract/css';
import { tokens, vars } from '@vo/ui';

const tablet = `screen and (min-width: ${tokens.breakpoints.tablet}px)`;
const large = `screen and (min-width: ${tokens.breakpoints.large}px)`;

/** The results alone on a phone (the filters behind a button), the filters beside them from the tablet breakpoint. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [tablet]: { gridTemplateColumns: 'minmax(200px, 260px) minmax(0, 1fr)', alignItems: 'start' },
  },
});

/**
 * The filters beside the results from the tablet breakpoint; on a phone they wait behind the Filters
 * button, so that the results come first. CSS, not a script: the server's page is already laid out so.
 */
export const aside = style({ display: 'none', '@media': { [tablet]: { display: 'block' } } });

/** The Filters button: a phone's way to the filters, gone from the tablet breakpoint. */
export const filtersButton = style({ '@media': { [tablet]: { display: 'none' } } });

export const form = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end', flexWrap: 'wrap' });
export const textField = style({ flex: '1 1 240px', minWidth: 0 });

export const filters = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** A filter group folds on a phone; its summary is a real, focusable disclosure. */
export const group = style({
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surfaceRaised,
});
export const groupSummary = style({
  cursor: 'pointer',
  fontWeight: vars.fontWeight.bold,
  padding: `${vars.space.xs} 0`,
  ':focus-visible': { outline: `${vars.border.focus} solid ${vars.color.focus}`, outlineOffset: '2px' },
});
export const choices = style({
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.xs} 0`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxHeight: '16rem',
  overflowY: 'auto',
});

export const results = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [large]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A placeholder of a short page, the first one under its caption. */
export const placeholderItem = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });

/** The card the keyboard is on: a visible ring, whatever inside it has focus. */
export const current = style({});
globalStyle(`${current} > article`, {
  outline: `${vars.border.focus} solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
globalStyle(`${results} > li > article:focus-visible`, {
  outline: `${vars.border.focus} solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

export const keys = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
});
export const keyName = style({ margin: 0, fontFamily: vars.font.mono, fontWeight: vars.fontWeight.bold });
export const keyAction = style({ margin: 0 });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
