import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../../internal/field/Field.css';

/** The box holding the chips and the text input; it carries the border and the focus ring. */
export const box = style([
  control,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingBlock: vars.space.xs,
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

export const list = style({
  display: 'contents',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  paddingInlineStart: vars.space.sm,
  paddingInlineEnd: vars.space.xxs,
  paddingBlock: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  background: vars.color.accentSubtle,
  border: `${vars.border.thin} solid transparent`,
  borderRadius: vars.radius.pill,
  selectors: {
    '&[data-state="invalid"]': {
      background: vars.color.dangerSubtle,
      borderColor: vars.color.danger,
    },
  },
});

export const chipText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chipError = style({
  color: vars.color.danger,
});

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xxs,
  margin: 0,
  border: 0,
  borderRadius: vars.radius.round,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: vars.border.thin,
    },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const input = style({
  flex: 1,
  minWidth: `calc(${vars.size.control} * 3)`,
  padding: 0,
  paddingBlock: vars.space.xxs,
  margin: 0,
  border: 0,
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  selectors: {
    // The box shows the focus ring for the whole control.
    '&:focus-visible': { outline: 'none' },
    '&::placeholder': { color: vars.color.textMuted },
  },
});
