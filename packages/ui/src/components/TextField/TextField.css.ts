import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../../internal/field/Field.css';

/** The box around the input and its prefix/suffix: it carries the border so the affixes sit inside it. */
export const box = style([
  control,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingBlock: 0,
    cursor: 'text',
    selectors: {
      '&:focus-within': {
        outline: `${vars.border.focus} solid ${vars.color.focus}`,
        outlineOffset: vars.border.thin,
      },
      '&[data-state="invalid"]': { borderColor: vars.color.danger },
      '&[data-state="disabled"]': { cursor: 'not-allowed', background: vars.color.surfaceSunken },
    },
  },
]);

export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  padding: 0,
  margin: 0,
  border: 0,
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  selectors: {
    // The box shows the focus ring for the whole control.
    '&:focus-visible': { outline: 'none' },
    '&::placeholder': { color: vars.color.textMuted },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const affix = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${box}[data-state="disabled"] ${input}`, { color: vars.color.textMuted });
