import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const step = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const question = style({
  selectors: {
    '&:focus-visible': {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: vars.border.thin,
    },
    '&:focus:not(:focus-visible)': { outline: 'none' },
  },
});

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const legend = style({ padding: 0, marginBlockEnd: vars.space.xs });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
});
