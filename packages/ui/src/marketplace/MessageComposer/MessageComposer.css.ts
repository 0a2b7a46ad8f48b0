import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const files = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const file = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
  alignItems: 'center',
  columnGap: vars.space.xs,
  rowGap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  background: vars.color.surfaceRaised,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  selectors: { '&[data-state="error"]': { borderColor: vars.color.danger } },
});

export const fileName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const fileMeta = style({ color: vars.color.textMuted });

export const fileError = style({ gridColumn: '2 / 4', gridRow: 2, color: vars.color.danger });

export const progress = style({ gridColumn: '1 / -1' });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const send = style({ marginInlineStart: 'auto' });
