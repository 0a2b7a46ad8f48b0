export { vars } from './contract.css';
export { mainTheme, secondTheme, themes, brands, fonts } from './themes.css';
export type { Brand } from './themes.css';
export { themeRoot } from './themeRoot.css';
export { mainPalette, secondPalette } from './palettes';
export type { Palette } from './palettes';
export {
  contrastRatio,
  relativeLuminance,
  parseColor,
  meetsContrast,
  formatRatio,
  minimumTextContrast,
  minimumNonTextContrast,
} from './contrast';
export { contrastPairs, colorOf } from './contrastPairs';
export type { ContrastPair, ColorRole } from './contrastPairs';
export * as tokens from './tokens';
export { breakpoints, dialogFullScreenBelow } from './tokens';
