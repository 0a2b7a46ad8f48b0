import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@vo/ui';

/** The tiers: a plain two-column table with ruled rows. */
export const table = style({ borderCollapse: 'collapse', width: '100%', maxWidth: '28rem' });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});
