import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The label-hint-error frame shared by TextField, TextArea and Select (and the control look they share).

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const requiredMarker = style({
  marginInlineStart: vars.space.xxs,
  color: vars.color.danger,
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.danger,
});

/** The box look of a text control; `data-state="invalid"` on it (or an ancestor frame) turns it red. */
export const control = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.size.control,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus-visible': {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: vars.border.thin,
    },
    '&:disabled': {
      cursor: 'not-allowed',
      color: vars.color.textMuted,
      background: vars.color.surfaceSunken,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

globalStyle(`${root}[data-state="disabled"] ${label}`, { color: vars.color.textMuted });
