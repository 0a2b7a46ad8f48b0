import { describe, expect, it } from 'vitest';
import {
  composite,
  contrastRatio,
  formatRatio,
  meetsContrast,
  minimumNonTextContrast,
  minimumTextContrast,
  parseColor,
  relativeLuminance,
} from './contrast';
import { colorOf, contrastPairs } from './contrastPairs';
import { mainPalette, secondPalette } from './palettes';

describe('relative luminance (WCAG 2.2)', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
  });

  it('weights the channels 0.2126, 0.7152, 0.0722', () => {
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 10);
    expect(relativeLuminance('#00ff00')).toBeCloseTo(0.7152, 10);
    expect(relativeLuminance('#0000ff')).toBeCloseTo(0.0722, 10);
  });

  it('linearises each channel with the sRGB curve', () => {
    // 0x80 = 128: ((128/255 + 0.055) / 1.055) ^ 2.4
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2158605, 6);
    // Below the 0.04045 threshold the curve is linear: 10/255/12.92.
    expect(relativeLuminance('#0a0a0a')).toBeCloseTo(10 / 255 / 12.92, 10);
  });
});

describe('contrast ratio (WCAG 2.2)', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#1f5fd6', '#1f5fd6')).toBe(1);
  });

  it('does not depend on which colour is in front', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(contrastRatio('#ffffff', '#767676'), 10);
  });

  it('matches the known AA borderline: #767676 passes on white, #777777 does not', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(meetsContrast('#767676', '#ffffff')).toBe(true);
    expect(meetsContrast('#777777', '#ffffff')).toBe(false);
    expect(meetsContrast('#949494', '#ffffff', minimumNonTextContrast)).toBe(true);
    expect(meetsContrast('#959595', '#ffffff', minimumNonTextContrast)).toBe(false);
  });

  it('paints a translucent foreground over the background first', () => {
    expect(composite(parseColor('rgba(0, 0, 0, 0.5)'), parseColor('#ffffff'))).toEqual({
      r: 127.5,
      g: 127.5,
      b: 127.5,
      a: 1,
    });
    expect(contrastRatio('rgba(0, 0, 0, 0)', '#ffffff')).toBe(1);
    expect(() => contrastRatio('#000', 'rgba(255, 255, 255, 0.5)')).toThrow(/opaque/);
  });

  it('reads the colour notations the palettes use', () => {
    expect(parseColor('#1B2330')).toEqual({ r: 0x1b, g: 0x23, b: 0x30, a: 1 });
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColor('rgba(15, 20, 30, 0.55)')).toEqual({ r: 15, g: 20, b: 30, a: 0.55 });
    expect(() => parseColor('blue')).toThrow();
  });

  it('prints ratios truncated, never rounded up past a threshold', () => {
    expect(formatRatio(4.499)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });
});

describe.each([
  ['main', mainPalette],
  ['second', secondPalette],
])('the %s palette meets WCAG 2.2 AA', (_brand, palette) => {
  it.each(contrastPairs.map((pair) => [`${pair.foreground} on ${pair.background}`, pair] as const))(
    '%s',
    (_name, pair) => {
      const ratio = contrastRatio(colorOf(palette, pair.foreground), palette[pair.background]);
      expect(ratio, `${pair.use}: ${formatRatio(ratio)}, needs ${pair.minimum}:1`).toBeGreaterThanOrEqual(
        pair.minimum,
      );
    },
  );

  it('covers every pair the brief lists', () => {
    const names = new Set(contrastPairs.map((pair) => `${pair.foreground}/${pair.background}`));
    for (const surface of ['surface', 'surfaceRaised', 'surfaceSunken']) {
      expect(names).toContain(`text/${surface}`);
      expect(names).toContain(`textMuted/${surface}`);
    }
    for (const role of ['danger', 'success', 'warning', 'info', 'accent']) {
      expect(names).toContain(`${role}/surface`);
      expect(names).toContain(`${role}/${role}Subtle`);
      expect(names).toContain(`text/${role}Subtle`);
    }
    for (const name of [
      'textInverse/surfaceInverse',
      'textOnAccent/accent',
      'textOnAccent/accentHover',
      'textOnAccent/accentActive',
      '#ffffff/badge',
      'textOnBadge/badge',
      'borderStrong/surface',
      'focus/surface',
    ]) {
      expect(names).toContain(name);
    }
    expect(
      contrastPairs.filter((pair) => pair.minimum === minimumNonTextContrast).map((pair) => pair.foreground),
    ).toEqual(['borderStrong', 'focus']);
    expect(contrastPairs.every((pair) => pair.minimum >= minimumNonTextContrast)).toBe(true);
    expect(minimumTextContrast).toBe(4.5);
  });
});
