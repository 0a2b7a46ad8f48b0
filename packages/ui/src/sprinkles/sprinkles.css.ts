import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../theme/contract.css';
import { breakpoints, dialogFullScreenBelow } from '../theme/tokens';

/** A min-width media query for one of the spec's breakpoints (section 9). */
const fromWidth = (width: number) => `screen and (min-width: ${width}px)`;

/**
 * The layout conditions: the spec's breakpoints as min-width queries (mobile first), and
 * `dialogFull`, the width below which dialogs take the whole screen.
 */
export const conditions = {
  mobile: {},
  tablet: { '@media': fromWidth(breakpoints.tablet) },
  large: { '@media': fromWidth(breakpoints.large) },
  desktop: { '@media': fromWidth(breakpoints.desktop) },
  // Below 660 px: 659.98 rather than 659 so that a fractional width (zoom) falls on one side only.
  dialogFull: { '@media': `screen and (max-width: ${dialogFullScreenBelow - 0.02}px)` },
} as const;

export type Condition = keyof typeof conditions;
/** The conditions in mobile-first order, for responsive arrays: `padding: ['sm', 'md', null, 'lg']`. */
export const responsiveConditions = ['mobile', 'tablet', 'large', 'desktop'] as const;

const space = vars.space;

/** The widths a layout may ask for; anything finer belongs in a component's own styles. */
export const widths = {
  auto: 'auto',
  full: '100%',
  fit: 'fit-content',
  min: 'min-content',
  max: 'max-content',
} as const;

const layout = defineProperties({
  conditions,
  defaultCondition: 'mobile',
  responsiveArray: responsiveConditions,
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'space-evenly'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: space,
    marginRight: space,
    width: widths,
    textAlign: ['start', 'center', 'end'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const { color } = vars;

/** Colour roles meant as text: each passes WCAG AA on the surfaces (see theme/contrastPairs.ts). */
export const textColors = {
  text: color.text,
  textMuted: color.textMuted,
  textInverse: color.textInverse,
  textOnAccent: color.textOnAccent,
  accent: color.accent,
  danger: color.danger,
  success: color.success,
  warning: color.warning,
  info: color.info,
} as const;

/** Colour roles meant as backgrounds. */
export const backgroundColors = {
  surface: color.surface,
  surfaceRaised: color.surfaceRaised,
  surfaceSunken: color.surfaceSunken,
  surfaceInverse: color.surfaceInverse,
  accentSubtle: color.accentSubtle,
  dangerSubtle: color.dangerSubtle,
  successSubtle: color.successSubtle,
  warningSubtle: color.warningSubtle,
  infoSubtle: color.infoSubtle,
} as const;

// Colours do not change with the width: one class per value keeps the stylesheet small.
const colors = defineProperties({
  properties: {
    color: textColors,
    background: backgroundColors,
  },
});

/**
 * Atomic layout classes through the contract: `sprinkles({ display: 'flex', gap: 'md',
 * padding: { mobile: 'sm', tablet: 'lg' }, dialogFull... })`.
 */
export const sprinkles = createSprinkles(layout, colors);
export type Sprinkles = Parameters<typeof sprinkles>[0];
