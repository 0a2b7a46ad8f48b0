import { describe, expect, it } from 'vitest';
import { describeAsText } from './describeAsText';

describe('describeAsText', () => {
  it('turns a tag in a description into inline code, so the docs show it as text', () => {
    expect(describeAsText('A real <button> in one of four variants.')).toBe(
      'A real `<button>` in one of four variants.',
    );
    expect(describeAsText('Wraps <a href="/x">links</a> and <img alt="" />.')).toBe(
      'Wraps `<a href="/x">`links`</a>` and `<img alt="" />`.',
    );
  });

  it('leaves code spans, comparisons and plain text alone', () => {
    expect(describeAsText('Renders `<dialog>` natively.')).toBe('Renders `<dialog>` natively.');
    expect(describeAsText('Shown when count < 3 and size > 2.')).toBe('Shown when count < 3 and size > 2.');
    expect(describeAsText('No markup here.')).toBe('No markup here.');
  });
});
