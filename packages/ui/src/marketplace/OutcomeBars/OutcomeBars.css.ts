import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A bar's length as a fraction of the longest, 0 to 1; set per bar with assignInlineVars. */
export const share = createVar();

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const description = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const svg = style({ display: 'block', width: '100%', overflow: 'visible' });

export const label = style({ fill: vars.color.text, fontFamily: vars.font.body, fontSize: vars.fontSize.sm });

export const value = style({
  fill: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({ fill: vars.color.surfaceSunken });

export const bar = style({
  fill: vars.color.accent,
  selectors: {
    '&[data-tone="success"]': { fill: vars.color.success },
    '&[data-tone="muted"]': { fill: vars.color.borderStrong },
  },
});

export const toggle = style({
  alignSelf: 'flex-start',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.accent,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `${vars.border.focus} solid ${vars.color.focus}` },
  },
});

export const table = style({
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  width: '100%',
});

export const cell = style({
  textAlign: 'start',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
  selectors: { '&[data-numeric]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } },
});
