import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-block',
  flexShrink: 0,
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.round,
  background: vars.color.danger,
  verticalAlign: 'middle',
  selectors: {
    '&[data-variant="business"]': { background: vars.color.warning },
    '&[data-variant="payment"]': { background: vars.color.badge },
  },
});
