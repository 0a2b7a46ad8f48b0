import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const sizes = styleVariants({
  small: { width: vars.size.iconSmall, height: vars.size.iconSmall },
  medium: { width: vars.size.icon, height: vars.size.icon },
  large: { width: vars.size.iconLarge, height: vars.size.iconLarge },
});
