import { style } from '@vanilla-extract/css';
import { vars } from '@vo/ui';

/** A narrow column: the page is a phone's search. */
export const page = style({ maxWidth: '40rem', marginInline: 'auto', width: '100%' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({ borderBottom: `${vars.border.thin} solid ${vars.color.border}` });

/** A whole row is the link: a large target for a thumb. */
export const link = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  textDecoration: 'none',
});
