import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  border: `${vars.border.thick} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="over"]': { borderColor: vars.color.accent, background: vars.color.accentSubtle },
    '&[data-state="disabled"]': { borderColor: vars.color.border, cursor: 'not-allowed' },
    '&[data-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const browse = style({
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.accent,
  background: vars.color.surface,
  border: `${vars.border.thin} solid ${vars.color.accent}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.accentSubtle },
    '&:focus-visible': {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: vars.border.thin,
    },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto auto',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-state="error"]': { borderColor: vars.color.danger },
  },
});

export const name = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const status = style({
  color: vars.color.textMuted,
  selectors: {
    '[data-state="error"] > &': { color: vars.color.danger },
    '[data-state="done"] > &': { color: vars.color.success },
  },
});

export const progress = style({
  gridColumn: '1 / -1',
  width: '100%',
  height: vars.space.xs,
  appearance: 'none',
  border: 0,
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  accentColor: vars.color.accent,
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.surfaceSunken },
    '&::-webkit-progress-value': {
      background: vars.color.accent,
      transition: `width ${vars.motion.normal} ${vars.motion.easing}`,
    },
    '&::-moz-progress-bar': { background: vars.color.accent },
  },
});

export const abort = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xxs,
  border: 0,
  borderRadius: vars.radius.round,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: vars.border.thin,
    },
  },
});
