import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'inline-block' });

export const bubble = style({
  zIndex: vars.z.tooltip,
  boxSizing: 'border-box',
  maxWidth: `calc(${vars.size.controlLarge} * 6)`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.shadow.md,
  pointerEvents: 'none',
  selectors: {
    '&[data-state="closed"]': { display: 'none' },
  },
});
