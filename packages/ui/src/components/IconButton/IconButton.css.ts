import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Square at the button's height. Button's own styles load first (IconButton imports Button), so
// these equally specific rules win.
export const square = style({
  selectors: {
    '&[data-size="small"]': { width: vars.size.controlSmall, paddingInline: 0 },
    '&[data-size="medium"]': { width: vars.size.control, paddingInline: 0 },
    '&[data-size="large"]': { width: vars.size.controlLarge, paddingInline: 0 },
  },
});
