import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// One choice as a row: the native box (checkbox or radio) beside its label, an optional description
// under the label. A Checkbox is one such row, each option of a RadioGroup another; `data-disabled`
// on the row dims its label.

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  alignItems: 'start',
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
    '[data-disabled="true"] > &': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const description = style({
  gridColumn: 2,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
