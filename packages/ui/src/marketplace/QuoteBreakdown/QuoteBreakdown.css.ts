import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  paddingBlock: vars.space.xs,
  fontSize: vars.fontSize.sm,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
  selectors: {
    '&[data-part="line"]': { color: vars.color.textMuted },
    '&[data-part="suggested"]': { color: vars.color.textMuted, borderBottom: 'none' },
    '&[data-part="net"]': { borderBottom: 'none' },
    '&[data-emphasis="true"]': { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold },
  },
});

export const amount = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const secure = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.successSubtle,
  borderRadius: vars.radius.sm,
});
