import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../../internal/field/Field.css';

export const wrapper = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const select = style([
  control,
  {
    appearance: 'none',
    paddingInlineEnd: `calc(${vars.size.icon} + ${vars.space.md})`,
    cursor: 'pointer',
  },
]);

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  pointerEvents: 'none',
  color: vars.color.textMuted,
});
