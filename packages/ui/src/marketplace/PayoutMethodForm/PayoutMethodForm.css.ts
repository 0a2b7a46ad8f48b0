import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, calc(${vars.space.xxl} * 5)), 1fr))`,
  gap: vars.space.md,
  selectors: { '&:empty': { display: 'none' } },
});

/** Fields whose answers run long take the whole row. */
export const wide = style({ gridColumn: '1 / -1' });

export const text = style({
  margin: 0,
  gridColumn: '1 / -1',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

export const formError = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSubtle,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});
