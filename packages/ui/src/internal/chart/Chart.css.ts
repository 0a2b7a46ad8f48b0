import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The tooltip's position over the plot, in pixels from the plot's top left. */
export const tooltipX = createVar();
export const tooltipY = createVar();

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const caption = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const description = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const plot = style({ position: 'relative' });

export const svg = style({
  display: 'block',
  width: '100%',
  overflow: 'visible',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: vars.border.thin,
    },
  },
});

export const grid = style({ stroke: vars.color.border, strokeWidth: 1 });

export const axisLabel = style({
  fill: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
});

export const bar = style({
  fill: vars.color.accent,
  transition: `fill ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&[data-state="active"]': { fill: vars.color.accentActive } },
});

export const area = style({ fill: vars.color.accentSubtle, stroke: 'none' });

export const line = style({
  fill: 'none',
  stroke: vars.color.accent,
  strokeWidth: 2,
  strokeLinejoin: 'round',
});

export const point = style({
  fill: vars.color.surface,
  stroke: vars.color.accent,
  strokeWidth: 2,
  selectors: { '&[data-state="active"]': { fill: vars.color.accent } },
});

export const guide = style({ stroke: vars.color.borderStrong, strokeWidth: 1, strokeDasharray: '4 4' });

export const tooltip = style({
  position: 'absolute',
  left: tooltipX,
  top: tooltipY,
  transform: `translate(-50%, calc(-100% - ${vars.space.xs}))`,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  zIndex: vars.z.tooltip,
  selectors: {
    '&[data-align="start"]': { transform: `translate(-${vars.space.md}, calc(-100% - ${vars.space.xs}))` },
    '&[data-align="end"]': {
      transform: `translate(calc(-100% + ${vars.space.md}), calc(-100% - ${vars.space.xs}))`,
    },
  },
  boxShadow: vars.shadow.md,
});

export const tooltipValue = style({ fontWeight: vars.fontWeight.bold });

export const empty = style({
  margin: 0,
  padding: vars.space.lg,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
});

/** Read by screen readers, not shown (one shared definition). */
export { visuallyHidden } from '../../theme/visuallyHidden.css';
