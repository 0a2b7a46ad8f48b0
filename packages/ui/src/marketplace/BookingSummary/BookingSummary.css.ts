import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const terms = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8em, 1fr) 2fr',
  gap: vars.space.md,
  paddingBlock: vars.space.xs,
  fontSize: vars.fontSize.sm,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, minWidth: 0 });

export const defaultMark = style({ color: vars.color.textMuted });

export const script = style({ marginTop: vars.space.xxs });

export const summary = style({
  cursor: 'pointer',
  color: vars.color.accent,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: vars.border.thin,
    },
  },
});

export const scriptText = style({
  margin: 0,
  marginTop: vars.space.xs,
  padding: vars.space.sm,
  whiteSpace: 'pre-wrap',
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
});

export const payment = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[data-tone="warning"]': { background: vars.color.warningSubtle },
    '&[data-tone="info"]': { background: vars.color.infoSubtle },
    '&[data-tone="success"]': { background: vars.color.successSubtle },
    '&[data-tone="neutral"]': { background: vars.color.surfaceSunken },
  },
});
