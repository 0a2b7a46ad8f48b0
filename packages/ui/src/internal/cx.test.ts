import { describe, expect, it } from 'vitest';
import { cx } from './cx';

describe('cx', () => {
  it('joins the classes given, in order, with single spaces', () => {
    expect(cx('root', 'caller')).toBe('root caller');
  });

  it('leaves out absent classes, so no stray spaces reach the DOM', () => {
    expect(cx('root', undefined, false, null, '', 'open')).toBe('root open');
    expect(cx(undefined)).toBe('');
  });
});
