import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInlineEnd: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surface,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
  selectors: {
    '&[data-selected="true"]': { background: vars.color.accentSubtle },
    '&[data-archived="true"]': { background: vars.color.surfaceSunken },
  },
});

export const main = style({
  flex: '1 1 auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.sm,
  font: 'inherit',
  color: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  background: 'transparent',
  border: 0,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.border.focus})`,
    },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 auto',
  minWidth: 0,
});

export const top = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm });

export const bottom = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const name = style({
  flex: '1 1 auto',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.medium,
  selectors: { [`${root}[data-unread="true"] &`]: { fontWeight: vars.fontWeight.bold } },
});

export const time = style({ flexShrink: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const project = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const preview = style({
  flex: '1 1 auto',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    [`${root}[data-unread="true"] &`]: { color: vars.color.text, fontWeight: vars.fontWeight.medium },
  },
});

export const tag = style({
  flexShrink: 0,
  paddingInline: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
});

export const dot = style({
  flexShrink: 0,
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.round,
  background: vars.color.badge,
});

/** Read by screen readers, not shown (one shared definition). */
export { visuallyHidden } from '../../theme/visuallyHidden.css';

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs, flexShrink: 0 });

export const star = style({
  selectors: { '&[aria-pressed="true"]': { color: vars.color.warning } },
});

// The set's star is an outline; pressed, it is filled.
globalStyle(`${star}[aria-pressed="true"] svg`, { fill: 'currentColor' });
