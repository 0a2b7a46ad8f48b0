import { describe, expect, it } from 'vitest';
import { vars } from './contract.css';
import { mainPalette, secondPalette } from './palettes';
import { brands, themes } from './themes.css';

/** The custom property behind a contract variable: `var(--x)` -> `--x`. */
const property = (variable: string) => variable.replace(/^var\((--[^,)]+).*$/, '$1');

function valueUnder(themeClass: string, variable: string): string {
  const element = document.createElement('div');
  element.className = themeClass;
  document.body.append(element);
  const value = getComputedStyle(element).getPropertyValue(property(variable)).trim();
  element.remove();
  return value;
}

describe('themes', () => {
  it('offers the two brands', () => {
    expect(brands).toEqual(['main', 'second']);
  });

  it('fills the contract with each brand’s palette', () => {
    expect(valueUnder(themes.main, vars.color.accent)).toBe(mainPalette.accent);
    expect(valueUnder(themes.second, vars.color.accent)).toBe(secondPalette.accent);
    expect(valueUnder(themes.second, vars.space.md)).toBe('1rem');
  });
});
