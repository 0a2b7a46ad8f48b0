// WCAG 2.2 contrast, as pure functions: the palette test checks every text/background pair with
// them, and the Storybook token pages print the ratios.
// https://www.w3.org/TR/WCAG22/#dfn-relative-luminance and #dfn-contrast-ratio

/** An sRGB colour, channels 0-255, alpha 0-1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** WCAG 2.2 AA minimum for normal text (1.4.3). */
export const minimumTextContrast = 4.5;
/** WCAG 2.2 AA minimum for large text (1.4.3) and for UI components and focus indicators (1.4.11). */
export const minimumNonTextContrast = 3;

const hexPattern = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const rgbPattern = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+%?)\s*)?\)$/i;

/** Parses `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(r, g, b)` and `rgba(r, g, b, a)`. Throws on anything else. */
export function parseColor(color: string): Rgba {
  const value = color.trim();
  const hex = hexPattern.exec(value)?.[1];
  if (hex !== undefined) {
    // Short forms double each digit: #1f8 = #1177ff.
    const digits =
      hex.length <= 4 ? (hex.match(/./g) ?? []).map((digit) => digit + digit) : (hex.match(/../g) ?? []);
    const [r = 0, g = 0, b = 0, a = 255] = digits.map((pair) => Number.parseInt(pair, 16));
    return { r, g, b, a: a / 255 };
  }
  const rgb = rgbPattern.exec(value);
  if (rgb !== null) {
    const [, r = '0', g = '0', b = '0', alpha] = rgb;
    const a = alpha === undefined ? 1 : alpha.endsWith('%') ? Number.parseFloat(alpha) / 100 : Number(alpha);
    return { r: Number(r), g: Number(g), b: Number(b), a };
  }
  throw new Error(`Not a colour this check understands: ${color}`);
}

/** A translucent colour painted over an opaque background (simple alpha compositing). */
export function composite(foreground: Rgba, background: Rgba): Rgba {
  const mix = (front: number, back: number) => front * foreground.a + back * (1 - foreground.a);
  return {
    r: mix(foreground.r, background.r),
    g: mix(foreground.g, background.g),
    b: mix(foreground.b, background.b),
    a: 1,
  };
}

/** One sRGB channel (0-255) linearised, as WCAG 2.2 defines it (threshold 0.04045). */
function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.2 relative luminance of an opaque colour: 0 for black, 1 for white. Alpha is ignored. */
export function relativeLuminance(color: string | Rgba): number {
  const { r, g, b } = typeof color === 'string' ? parseColor(color) : color;
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * WCAG 2.2 contrast ratio (1 to 21) of a foreground on a background. A translucent foreground is
 * painted over the background first; the background must be opaque.
 */
export function contrastRatio(foreground: string, background: string): number {
  const back = parseColor(background);
  if (back.a < 1) throw new Error(`The background must be opaque: ${background}`);
  const front = composite(parseColor(foreground), back);
  const [lighter, darker] = [relativeLuminance(front), relativeLuminance(back)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Whether a pair meets a minimum ratio (WCAG compares the exact ratio, never a rounded one). */
export function meetsContrast(
  foreground: string,
  background: string,
  minimum = minimumTextContrast,
): boolean {
  return contrastRatio(foreground, background) >= minimum;
}

/** A ratio as people write it: two decimals, truncated so that 4.499 never reads as 4.50. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
