import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
});

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.iconLarge,
  height: vars.size.iconLarge,
  borderRadius: vars.radius.round,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  boxSizing: 'border-box',
  selectors: {
    [`${item}[data-state="done"] &`]: {
      borderColor: vars.color.success,
      background: vars.color.successSubtle,
      color: vars.color.success,
    },
  },
});

export const label = style({
  selectors: {
    [`${item}[data-state="done"] &`]: { color: vars.color.textMuted, textDecoration: 'line-through' },
  },
});

export const allDone = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.success,
});

/** Read by screen readers, not shown (one shared definition). */
export { visuallyHidden } from '../../theme/visuallyHidden.css';
