import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { visuallyHidden } from '../../theme/visuallyHidden.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  selectors: {
    '&[data-mode="input"]': { flexDirection: 'column', alignItems: 'flex-start' },
  },
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const stars = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const star = style({
  display: 'block',
  width: vars.size.icon,
  height: vars.size.icon,
  strokeWidth: 1.5,
  strokeLinejoin: 'round',
  selectors: {
    [`${root}[data-size="small"] &`]: { width: vars.size.iconSmall, height: vars.size.iconSmall },
    [`${root}[data-size="large"] &`]: { width: vars.size.iconLarge, height: vars.size.iconLarge },
  },
});

export const outline = style({ fill: 'none', stroke: vars.color.borderStrong });

export const filled = style({ fill: vars.color.warning, stroke: vars.color.warning });

export const figure = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const count = style({ color: vars.color.textMuted });

export const option = style({ position: 'relative', display: 'inline-flex' });

/** Read by screen readers, not shown (one shared definition). */
export { visuallyHidden };

// The radio stays in the page (focusable, checkable, announced) but out of sight; its label is the star.
export const radio = style([visuallyHidden, { opacity: 0 }]);

export const choice = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    [`${radio}:focus-visible + &`]: {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: 0,
    },
    [`${radio}:disabled + &`]: { cursor: 'not-allowed' },
  },
});
