import { style } from '@vanilla-extract/css';
import { tokens, vars } from '@vo/ui';

const tablet = `screen and (min-width: ${String(tokens.breakpoints.tablet)}px)`;

/** The page: one column, as wide as a form reads well. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '56rem',
  width: '100%',
  marginInline: 'auto',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** A part of the form or of the preview: a raised block with its heading. */
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

/** The terms side by side from a tablet on. */
export const row = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

export const group = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.fontWeight.bold });

/** Checkboxes: one column on a phone, as many as fit from a tablet on. */
export const choices = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: '1fr',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' } },
});

/** The languages scroll inside their box instead of pushing the form down. */
export const longChoices = style({
  maxHeight: '16rem',
  overflowY: 'auto',
  padding: vars.space.xs,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const formError = style({ color: vars.color.danger, margin: 0 });

/** The buttons: stacked on a phone, in a row from a tablet on. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [tablet]: { flexDirection: 'row', alignItems: 'center' } },
});

/** The preview's facts: label and value pairs. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ fontWeight: vars.fontWeight.bold });
export const value = style({ margin: 0 });

/** The script as written: line breaks kept, long words wrapped. */
export const script = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.body,
});

export const prose = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

/** One label and value pair of the facts' grid. */
export const factRow = style({ display: 'contents' });
