export { vars } from './contract.css';
export { mainTheme, secondTheme, themes, brands } from './themes.css';
export type { Brand } from './themes.css';
export { mainPalette, secondPalette } from './palettes';
export type { Palette } from './palettes';
export * as tokens from './tokens';
export { breakpoints, dialogFullScreenBelow } from './tokens';
