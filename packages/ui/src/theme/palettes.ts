// The two brands' colour palettes as data, so that a test can check every text/surface pair
// against WCAG 2.2 AA and the token pages can show them.
import type { vars } from './contract.css';

export type Palette = { [Role in keyof typeof vars.color]: string };

/** The marketplace's own brand. */
export const mainPalette: Palette = {
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#f3f5f8',
  surfaceInverse: '#1b2330',
  overlay: 'rgba(15, 20, 30, 0.55)',
  text: '#1b2330',
  textMuted: '#4d5866',
  textInverse: '#ffffff',
  textOnAccent: '#ffffff',
  border: '#c5ccd6',
  borderStrong: '#6b7685',
  accent: '#1f5fd6',
  accentHover: '#184bb0',
  accentActive: '#123a89',
  accentSubtle: '#e8effc',
  success: '#1c7a3e',
  successSubtle: '#e6f4ec',
  warning: '#8a5a00',
  warningSubtle: '#fff4dc',
  danger: '#c42b2b',
  dangerHover: '#a22222',
  dangerSubtle: '#fdecec',
  info: '#0b6a85',
  infoSubtle: '#e6f4f8',
  focus: '#1f5fd6',
  badge: '#c42b2b',
  textOnBadge: '#ffffff',
};

/** The second brand skin (spec section 1: chosen by hostname). */
export const secondPalette: Palette = {
  surface: '#ffffff',
  surfaceRaised: '#fdfcff',
  surfaceSunken: '#f6f3fa',
  surfaceInverse: '#221a2e',
  overlay: 'rgba(20, 12, 30, 0.55)',
  text: '#221a2e',
  textMuted: '#5a5168',
  textInverse: '#ffffff',
  textOnAccent: '#ffffff',
  border: '#d3cbe0',
  borderStrong: '#776d86',
  accent: '#6b2fb3',
  accentHover: '#5a2599',
  accentActive: '#481d7a',
  accentSubtle: '#f1eafa',
  success: '#1d7a4f',
  successSubtle: '#e5f4ed',
  warning: '#8a5a00',
  warningSubtle: '#fff4dc',
  danger: '#b3261e',
  dangerHover: '#8f1f18',
  dangerSubtle: '#fbeceb',
  info: '#0f6a80',
  infoSubtle: '#e5f3f6',
  focus: '#6b2fb3',
  badge: '#b3261e',
  textOnBadge: '#ffffff',
};
