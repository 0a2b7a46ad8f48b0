import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  selectors: {
    '&:not(:first-child)': { borderTop: `${vars.border.thin} solid ${vars.color.border}` },
    // Marked by a bar and the word Current; a tint would put status colours on an untested background.
    '&[data-state="current"]': { boxShadow: `inset ${vars.border.focus} 0 0 ${vars.color.accent}` },
    '&[data-state="pending"]': { background: vars.color.warningSubtle },
    '&:first-child': { borderStartStartRadius: vars.radius.md, borderStartEndRadius: vars.radius.md },
    '&:last-child': { borderEndStartRadius: vars.radius.md, borderEndEndRadius: vars.radius.md },
  },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const nameRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const name = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&[data-tone="accent"]': { color: vars.color.accent },
    '&[data-tone="warning"]': { color: vars.color.warning },
  },
});

export const details = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const status = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  selectors: {
    '&[data-tone="success"]': { color: vars.color.success },
    '&[data-tone="info"]': { color: vars.color.info },
    '&[data-tone="warning"]': { color: vars.color.warning },
    '&[data-tone="danger"]': { color: vars.color.danger },
  },
});

/** Read by screen readers, not shown (one shared definition). */
export { visuallyHidden } from '../../theme/visuallyHidden.css';
