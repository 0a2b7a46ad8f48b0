import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  selectors: {
    '&[data-state="unread"]': { borderInlineStart: `${vars.border.focus} solid ${vars.color.accent}` },
  },
});

export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
});

export { cardHeaderCentered as top } from '../../internal/card/cardParts.css';

export const type = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const name = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  selectors: { [`${root}[data-state="unread"] &`]: { fontWeight: vars.fontWeight.bold } },
});

export const unreadDot = style({
  flexShrink: 0,
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.round,
  background: vars.color.accent,
});

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
