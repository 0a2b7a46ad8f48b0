// Styles of the token pages, through the contract like everything else: each sample is rendered
// inside a brand theme class, so what it shows is the contract's value, not a copy of it.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@vo/ui';

export const brandPanel = style({
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  marginBottom: vars.space.lg,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const cell = style({
  textAlign: 'start',
  verticalAlign: 'middle',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});

export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs });

export const caption = style({
  textAlign: 'start',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  paddingBottom: vars.space.sm,
});

export const verdict = styleVariants({
  pass: { color: vars.color.success, fontWeight: vars.fontWeight.bold },
  fail: { color: vars.color.danger, fontWeight: vars.fontWeight.bold },
  none: { color: vars.color.textMuted },
});

const swatchBase = style({
  display: 'inline-block',
  width: vars.size.controlLarge,
  height: vars.size.control,
  borderRadius: vars.radius.sm,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
});

/** One swatch per colour role, painted with the role's contract variable. */
export const swatch = styleVariants(vars.color, (color) => [swatchBase, { background: color }]);

/** A pair sample: the foreground role as text on the background role. */
export const pairForeground = styleVariants(vars.color, (color) => ({ color, borderColor: color }));
export const pairBackground = styleVariants(vars.color, (background) => ({ background }));
export const pairSample = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `${vars.border.thick} solid transparent`,
  fontWeight: vars.fontWeight.medium,
});
export const onWhite = style({ color: '#ffffff' });

const barBase = style({
  display: 'block',
  height: vars.space.sm,
  background: vars.color.accent,
  borderRadius: vars.radius.sm,
});
export const spaceBar = styleVariants(vars.space, (width) => [barBase, { width }]);
export const sizeBox = styleVariants(vars.size, (size) => [barBase, { width: size, height: size }]);
export const fontSizeSample = styleVariants(vars.fontSize, (fontSize) => ({
  fontSize,
  lineHeight: vars.lineHeight.tight,
}));
export const fontWeightSample = styleVariants(vars.fontWeight, (fontWeight) => ({ fontWeight }));
export const lineHeightSample = styleVariants(vars.lineHeight, (lineHeight) => ({
  lineHeight,
  maxWidth: '24rem',
  background: vars.color.surfaceSunken,
}));
export const fontSample = styleVariants(vars.font, (fontFamily) => ({
  fontFamily,
  fontSize: vars.fontSize.lg,
}));

const boxBase = style({
  display: 'inline-block',
  width: vars.size.controlLarge,
  height: vars.size.controlLarge,
  background: vars.color.surfaceRaised,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
});
export const radiusBox = styleVariants(vars.radius, (borderRadius) => [boxBase, { borderRadius }]);
export const shadowBox = styleVariants(vars.shadow, (boxShadow) => [
  boxBase,
  { boxShadow, border: 'none', borderRadius: vars.radius.md },
]);
export const borderBox = styleVariants(vars.border, (borderWidth) => [
  boxBase,
  { borderWidth, borderColor: vars.color.text },
]);
