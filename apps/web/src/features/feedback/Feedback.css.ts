import { style } from '@vanilla-extract/css';
import { vars } from '@vo/ui';

/** The requests, and each request's feedback, one under the other. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** One feedback with its reply, set off from the request it answers. */
export const answer = style({
  borderInlineStart: `${vars.border.thick} solid ${vars.color.border}`,
  paddingInlineStart: vars.space.md,
});
