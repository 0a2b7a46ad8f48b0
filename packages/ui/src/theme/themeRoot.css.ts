import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * The page ground under a brand theme class: the brand's surface, text colour and body font, at
 * least a screen high. The app root and Storybook's brand decorator use it with `themes[brand]`.
 */
export const themeRoot = style({
  minHeight: '100vh',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});
