import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const meta = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const line = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const date = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const text = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const response = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginInlineStart: vars.space.lg,
  padding: vars.space.sm,
  background: vars.color.surfaceSunken,
  borderInlineStart: `${vars.border.thick} solid ${vars.color.accent}`,
  borderRadius: vars.radius.sm,
});

export const responseTitle = style({ margin: 0, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
