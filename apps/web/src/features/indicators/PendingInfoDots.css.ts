import { style } from '@vanilla-extract/css';
import { vars } from '@vo/ui';

/** The dots side by side, inline with the text they follow. */
export const dots = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});
