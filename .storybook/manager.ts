// The Storybook around the stories (sidebar, toolbar, panels) in the marketplace's own colours, so a
// designer knows whose system this is. The colours come from the main brand's palette (plain data in
// @vo/ui, read here without its styles: the manager is not built by Vite).
import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';
import { mainPalette } from '../packages/ui/src/theme/palettes';

const brandTheme = create({
  base: 'light',
  brandTitle: 'VoiceMarket design system',
  brandUrl: '/',
  brandTarget: '_self',
  colorPrimary: mainPalette.accent,
  colorSecondary: mainPalette.accent,
  appBg: mainPalette.surfaceSunken,
  appContentBg: mainPalette.surface,
  appPreviewBg: mainPalette.surface,
  appBorderColor: mainPalette.border,
  appBorderRadius: 8,
  textColor: mainPalette.text,
  textMutedColor: mainPalette.textMuted,
  textInverseColor: mainPalette.textInverse,
  barBg: mainPalette.surface,
  barTextColor: mainPalette.textMuted,
  barSelectedColor: mainPalette.accent,
  barHoverColor: mainPalette.accentHover,
  inputBg: mainPalette.surface,
  inputBorder: mainPalette.borderStrong,
  inputTextColor: mainPalette.text,
  inputBorderRadius: 4,
  fontBase: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

addons.setConfig({ theme: brandTheme });
