import { style } from '@vanilla-extract/css';
import { vars } from '@vo/ui';

/** The audition form's groups of choices, framed as one question each. */
export const fieldset = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});
export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: vars.fontWeight.bold });
export const choices = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** The price beside its words, not across the page. */
export const price = style({ maxWidth: '16rem' });
