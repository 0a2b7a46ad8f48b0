import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  // A default height that fits a dialog or a page column; the page sizes it with a class.
  maxHeight: `calc(${vars.size.controlLarge} * 10)`,
  overflowY: 'auto',
  padding: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: vars.border.thin,
    },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const day = style({
  alignSelf: 'center',
  margin: 0,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.pill,
});

export const older = style({ display: 'flex', justifyContent: 'center' });

export const empty = style({
  margin: 0,
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const placeholder = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
