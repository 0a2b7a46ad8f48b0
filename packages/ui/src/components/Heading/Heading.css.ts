import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { headingSizes } from './variants';

const selectors: Record<string, { fontSize: string }> = {};
for (const size of headingSizes) selectors[`&[data-size="${size}"]`] = { fontSize: vars.fontSize[size] };

export const root = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  selectors: {
    ...selectors,
    '&[data-truncate="true"]': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  },
});
