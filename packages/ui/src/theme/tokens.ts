// Plain token values shared by both brands (everything but colour and fonts), as data: the themes
// fill the contract with them, and the Storybook token pages render them.

/** The spec's breakpoints (section 9): mobile up to 719 px, tablet up to 1023, large up to 1279, desktop from 1280. */
export const breakpoints = {
  mobile: 0,
  tablet: 720,
  large: 1024,
  desktop: 1280,
} as const;

/** Below this width a dialog takes the whole screen (spec section 9: the 660 px dialog switch). */
export const dialogFullScreenBelow = 660;

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
  display: '2.25rem',
} as const;

export const lineHeight = { tight: '1.2', normal: '1.5', relaxed: '1.7' } as const;
export const fontWeight = { regular: '400', medium: '500', bold: '700' } as const;

export const space = {
  none: '0',
  xxs: '0.125rem',
  xs: '0.25rem',
  sm: '0.5rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
} as const;

export const radius = { none: '0', sm: '4px', md: '8px', lg: '16px', pill: '999px', round: '50%' } as const;

export const shadow = {
  none: 'none',
  sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
  md: '0 4px 12px rgba(16, 24, 40, 0.12)',
  lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
} as const;

export const border = { thin: '1px', thick: '2px', focus: '3px' } as const;

/** Durations; the themes set them to 0ms under prefers-reduced-motion. */
export const motion = {
  fast: '120ms',
  normal: '200ms',
  slow: '320ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

export const z = {
  base: '0',
  raised: '10',
  sticky: '100',
  drawer: '200',
  overlay: '300',
  dialog: '400',
  toast: '500',
  tooltip: '600',
} as const;

export const size = {
  control: '2.5rem',
  controlSmall: '2rem',
  controlLarge: '3rem',
  icon: '1.25rem',
  iconSmall: '1rem',
  iconLarge: '1.5rem',
} as const;
