import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@vo/ui';

/** The terms as a two-column list of names and values. */
export const terms = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
});
globalStyle(`${terms} > dd`, { margin: 0 });
globalStyle(`${terms} > dt`, { color: vars.color.textMuted });
