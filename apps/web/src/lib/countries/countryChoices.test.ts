import { describe, expect, it } from 'vitest';
import { countryChoices } from './countryChoices';

describe('the location picker’s countries', () => {
  const choices = countryChoices();
  const labels = choices.map(({ label }) => label);

  it('offers each country once, under its current code', () => {
    expect(new Set(labels).size).toBe(labels.length);
    expect(choices.filter(({ label }) => label === 'Germany')).toEqual([{ value: 'DE', label: 'Germany' }]);
    expect(choices.find(({ label }) => label === 'United Kingdom')?.value).toBe('GB');
    expect(choices.find(({ label }) => label === 'Russia')?.value).toBe('RU');
    expect(choices.filter(({ label }) => label === 'Serbia')).toHaveLength(1);
  });

  it('leaves out what is not a country, keeps Kosovo, and reads in order of name', () => {
    const codes = new Set(choices.map(({ value }) => value));
    for (const code of ['EU', 'UN', 'ZZ', 'UK', 'SU', 'AC', 'EA', 'IC', 'TA'])
      expect(codes.has(code)).toBe(false);
    expect(codes.has('XK')).toBe(true);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    expect(choices.length).toBeGreaterThan(240);
  });
});
