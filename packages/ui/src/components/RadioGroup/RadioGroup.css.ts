import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import * as choice from '../../internal/choice.css';

export const root = style({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
  selectors: {
    '&[data-orientation="horizontal"]': { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
  },
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const hint = style({
  margin: 0,
  flexBasis: '100%',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  flexBasis: '100%',
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});

export const option = choice.row;

export const input = choice.input;

export const label = choice.label;

export const description = choice.description;
