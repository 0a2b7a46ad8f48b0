// Every foreground/background pair of colour roles the components use, with the WCAG 2.2 AA minimum
// it must meet. The palette test checks both brands against this list; the token pages print it.
import { minimumNonTextContrast, minimumTextContrast } from './contrast';
import type { Palette } from './palettes';

export type ColorRole = keyof Palette;

export interface ContrastPair {
  /** The role drawn on top (text, icon, border, focus ring), or a fixed colour such as white. */
  foreground: ColorRole | '#ffffff';
  background: ColorRole;
  /** 4.5 for text, 3 for non-text UI (borders that identify a control, focus indicators). */
  minimum: number;
  /** Why the pair exists. */
  use: string;
}

const text = (foreground: ContrastPair['foreground'], background: ColorRole, use: string): ContrastPair => ({
  foreground,
  background,
  minimum: minimumTextContrast,
  use,
});
const ui = (foreground: ColorRole, background: ColorRole, use: string): ContrastPair => ({
  foreground,
  background,
  minimum: minimumNonTextContrast,
  use,
});

const surfaces = ['surface', 'surfaceRaised', 'surfaceSunken'] as const;
const statuses = [
  ['danger', 'dangerSubtle'],
  ['success', 'successSubtle'],
  ['warning', 'warningSubtle'],
  ['info', 'infoSubtle'],
  ['accent', 'accentSubtle'],
] as const;

export const contrastPairs: readonly ContrastPair[] = [
  ...surfaces.flatMap((surface) => [
    text('text', surface, 'body text'),
    text('textMuted', surface, 'secondary text'),
  ]),
  text('textInverse', 'surfaceInverse', 'inverse areas (tooltips, snackbars)'),
  ...(['accent', 'accentHover', 'accentActive'] as const).map((background) =>
    text('textOnAccent', background, 'primary button label'),
  ),
  ...(['danger', 'dangerHover'] as const).map((background) =>
    text('textOnAccent', background, 'destructive button label'),
  ),
  text('#ffffff', 'badge', 'badge count'),
  text('textOnBadge', 'badge', 'badge count'),
  ...statuses.flatMap(([role, subtle]) => [
    text(role, 'surface', `${role} text`),
    text(role, subtle, `${role} text on its banner`),
  ]),
  ...statuses.map(([, subtle]) => text('text', subtle, `body text on a ${subtle} banner`)),
  ui('borderStrong', 'surface', 'control borders'),
  ui('focus', 'surface', 'focus ring'),
];

/** The colour a pair's foreground stands for in a palette. */
export const colorOf = (palette: Palette, role: ContrastPair['foreground']): string =>
  role.startsWith('#') ? role : palette[role as ColorRole];
