import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { mainPalette, secondPalette, type Palette } from './palettes';
import { border, fontSize, fontWeight, lineHeight, motion, radius, shadow, size, space, z } from './tokens';

/** Each brand's font stacks. */
export const fonts = {
  main: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  second: {
    body: '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    heading: 'Georgia, "Times New Roman", serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
};

function themeValues(palette: Palette, font: (typeof fonts)['main']) {
  return {
    color: palette,
    font,
    fontSize,
    lineHeight,
    fontWeight,
    space,
    radius,
    shadow,
    border,
    motion,
    z,
    size,
  };
}

/** The marketplace's own brand. */
export const mainTheme = createTheme(vars, themeValues(mainPalette, fonts.main));
/** The second brand skin, chosen by hostname in the app. */
export const secondTheme = createTheme(vars, themeValues(secondPalette, fonts.second));

export const themes = { main: mainTheme, second: secondTheme } as const;
export type Brand = keyof typeof themes;
export const brands = ['main', 'second'] as const satisfies readonly Brand[];

// Motion honours the user's setting: no animation at all under prefers-reduced-motion.
for (const theme of [mainTheme, secondTheme]) {
  globalStyle(theme, {
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        vars: { [vars.motion.fast]: '0ms', [vars.motion.normal]: '0ms', [vars.motion.slow]: '0ms' },
      },
    },
  });
}
