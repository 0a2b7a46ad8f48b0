import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../../internal/field/Field.css';

export const textarea = style([
  control,
  {
    display: 'block',
    minHeight: `calc(${vars.size.control} * 2)`,
    resize: 'vertical',
  },
]);

export const counter = style({
  margin: 0,
  alignSelf: 'flex-end',
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="over"]': { color: vars.color.danger, fontWeight: vars.fontWeight.bold },
  },
});
