import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  boxSizing: 'border-box',
  width: `calc(${vars.size.iconLarge} * 2)`,
  height: vars.size.iconLarge,
  padding: 0,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="on"]': { background: vars.color.accent, borderColor: vars.color.accent },
    '&:focus-visible': {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: vars.border.thin,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const thumb = style({
  position: 'absolute',
  top: vars.space.xxs,
  insetInlineStart: vars.space.xxs,
  width: `calc(${vars.size.iconLarge} - ${vars.space.xxs} * 2 - ${vars.border.thin} * 2)`,
  height: `calc(${vars.size.iconLarge} - ${vars.space.xxs} * 2 - ${vars.border.thin} * 2)`,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
});

globalStyle(`${track}[data-state="on"] ${thumb}`, { transform: `translateX(${vars.size.iconLarge})` });
globalStyle(`[dir="rtl"] ${track}[data-state="on"] ${thumb}`, {
  transform: `translateX(calc(-1 * ${vars.size.iconLarge}))`,
});

export const label = style({
  cursor: 'pointer',
});

export const description = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
