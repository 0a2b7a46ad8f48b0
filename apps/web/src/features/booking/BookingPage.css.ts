import { style } from '@vanilla-extract/css';
import { vars } from '@vo/ui';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});
export const budget = style({ maxWidth: '16rem' });
export const quote = style({
  alignSelf: 'start',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const figures = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  margin: 0,
});
export const review = style({
  padding: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.border}`,
});
