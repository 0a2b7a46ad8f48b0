import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const focusRing = {
  outline: `${vars.border.focus} solid ${vars.color.focus}`,
  outlineOffset: vars.border.thin,
};

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `${vars.border.focus} solid ${vars.color.info}`,
  borderRadius: vars.radius.sm,
  background: vars.color.infoSubtle,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&[data-tone="success"]': {
      borderInlineStartColor: vars.color.success,
      background: vars.color.successSubtle,
    },
    '&[data-tone="warning"]': {
      borderInlineStartColor: vars.color.warning,
      background: vars.color.warningSubtle,
    },
    '&[data-tone="danger"]': {
      borderInlineStartColor: vars.color.danger,
      background: vars.color.dangerSubtle,
    },
  },
});

export const icon = style({
  display: 'inline-flex',
  paddingTop: vars.space.xxs,
  color: vars.color.info,
  selectors: {
    [`${root}[data-tone="success"] &`]: { color: vars.color.success },
    [`${root}[data-tone="warning"] &`]: { color: vars.color.warning },
    [`${root}[data-tone="danger"] &`]: { color: vars.color.danger },
  },
});

export const content = style({
  flex: '1 1 auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
});

// In internal/: PromoBanner, which wraps Banner, sizes this column.
export { bannerText as text } from '../../internal/bannerText.css';

export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const message = style({ margin: 0 });

export const countdown = style({
  margin: 0,
  display: 'flex',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.medium,
});

export const countdownPart = style({ display: 'inline-flex', alignItems: 'baseline', gap: vars.space.xxs });

export const countdownValue = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.round,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&:focus-visible': focusRing,
  },
});
