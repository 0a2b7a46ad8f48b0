import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const who = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
});

export const name = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const role = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const state = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[data-state="endorsed"]': { color: vars.color.success },
    '&[data-state="pending"]': { color: vars.color.textMuted },
    '&[data-state="declined"]': { color: vars.color.danger },
  },
});

export const detail = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const message = style({
  margin: 0,
  marginTop: vars.space.xs,
  paddingInlineStart: vars.space.sm,
  fontSize: vars.fontSize.sm,
  borderInlineStart: `${vars.border.thick} solid ${vars.color.border}`,
  whiteSpace: 'pre-line',
});
