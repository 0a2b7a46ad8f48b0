import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../../internal/field/Field.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
});

/** The number and the name take the whole row; expiry and code share one. */
export const number = style({ gridColumn: '1 / -1' });

export const brand = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const paypal = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const text = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

export const fieldError = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});

export const formError = style([
  fieldError,
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.sm,
    background: vars.color.dangerSubtle,
  },
]);

/**
 * The frame of the processor's own card input (its iframe draws the text): bordered like a text
 * field, with the focus ring when the frame inside has focus.
 */
export const processorCard = style([
  control,
  {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    selectors: {
      '&:focus-within': {
        outline: `${vars.border.focus} solid ${vars.color.focus}`,
        outlineOffset: vars.border.thin,
      },
      '&[data-state="invalid"]': { borderColor: vars.color.danger },
    },
  },
]);
