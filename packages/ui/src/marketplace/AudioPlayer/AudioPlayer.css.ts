import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** How much has played, 0 to 1; set per instance with assignInlineVars. */
export const progress = createVar();

export const root = style({
  display: 'grid',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  selectors: {
    '&[data-size="regular"]': {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
      gridTemplateAreas: '"play title time download" "play wave wave download"',
    },
    '&[data-size="compact"]': {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
      gridTemplateAreas: '"play wave time download"',
    },
  },
});

export const play = style({ gridArea: 'play' });

export const download = style({ gridArea: 'download' });

export const title = style({
  gridArea: 'title',
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.md,
});

export const time = style({
  gridArea: 'time',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const spinner = style({ marginInlineEnd: vars.space.xxs });

export const slider = style({
  gridArea: 'wave',
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  height: vars.size.control,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  // The slider takes horizontal drags itself instead of the page scrolling sideways.
  touchAction: 'none',
  userSelect: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: vars.border.thin,
    },
    '&[aria-disabled="true"]': { cursor: 'default' },
    [`${root}[data-size="compact"] &`]: { height: vars.size.controlSmall },
  },
});

export const waveform = style({ display: 'block', width: '100%', height: '100%' });

export const bar = style({
  fill: vars.color.textMuted,
  transitionProperty: 'fill',
  transitionDuration: vars.motion.fast,
  selectors: { '&[data-played="true"]': { fill: vars.color.accent } },
});

export const track = style({
  position: 'relative',
  overflow: 'hidden',
  width: '100%',
  height: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceSunken,
  boxShadow: `inset 0 0 0 ${vars.border.thin} ${vars.color.borderStrong}`,
});

export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  width: '100%',
  transformOrigin: 'left',
  transform: `scaleX(${progress})`,
  backgroundColor: vars.color.accent,
});

export const playhead = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: `calc(${progress} * 100%)`,
  width: vars.border.thick,
  backgroundColor: vars.color.text,
  pointerEvents: 'none',
  selectors: { [`${root}[data-state="loading"] &`]: { display: 'none' } },
});

export const error = style({
  gridArea: 'wave',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  // Compact has no time while failed: the message takes its column too.
  selectors: { [`${root}[data-size="compact"] &`]: { gridColumn: '2 / 4' } },
});

export const errorIcon = style({ color: vars.color.danger, flexShrink: 0 });

export const errorMessage = style({ margin: 0, color: vars.color.danger });
