import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const titles = style({ flex: '1 1 auto', minWidth: 0 });

export const count = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  transitionProperty: 'box-shadow, border-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&[data-state="grabbed"], &[data-state="dragging"]': {
      borderColor: vars.color.accent,
      boxShadow: vars.shadow.md,
      background: vars.color.surfaceRaised,
    },
  },
});

export const item = style({ flex: '1 1 auto', minWidth: 0 });

export const handle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlSmall,
  height: vars.size.control,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'grab',
  // The handle takes touch drags itself instead of scrolling the page.
  touchAction: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[aria-pressed="true"]': { cursor: 'grabbing', color: vars.color.accent },
    '&:focus-visible': {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: vars.border.thin,
    },
  },
});

export const pending = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const sampleName = style({ margin: 0, fontWeight: vars.fontWeight.medium });

/* DemoList */

export const demoList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const demos = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const demo = style({
  padding: vars.space.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  selectors: {
    '&[data-state="grabbed"], &[data-state="dragging"]': {
      borderColor: vars.color.accent,
      boxShadow: vars.shadow.lg,
    },
  },
});
