import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  alignItems: 'start',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const input = style({
  width: vars.size.iconSmall,
  height: vars.size.iconSmall,
  margin: 0,
  marginBlockStart: vars.space.xxs,
  accentColor: vars.color.accent,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: vars.border.thin,
    },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const label = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  selectors: {
    '[data-disabled="true"] &': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const description = style({
  gridColumn: 2,
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});
