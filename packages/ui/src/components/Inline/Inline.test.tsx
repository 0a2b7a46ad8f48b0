import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { space } from '../../theme/tokens';
import { Inline } from './Inline';

const remToPx = (rem: string) => `${parseFloat(rem) * 16}px`;

describe('Inline', () => {
  it('lays children side by side with the default small gap', async () => {
    await render(
      <div className={mainTheme}>
        <Inline data-testid="inline">
          <span>First</span>
          <span>Second</span>
        </Inline>
      </div>,
    );
    const first = page.getByText('First').element().getBoundingClientRect();
    const second = page.getByText('Second').element().getBoundingClientRect();
    expect(second.left).toBeGreaterThan(first.right);
    expect(Math.round(second.top)).toBe(Math.round(first.top));
    expect(getComputedStyle(page.getByTestId('inline').element()).columnGap).toBe(remToPx(space.sm));
  });

  it('wraps onto a new line when the line is full, unless told not to', async () => {
    const words = ['Commercial', 'Narration', 'Audiobook'];
    await render(
      <div className={mainTheme} style={{ width: '120px' }}>
        <Inline data-testid="wrapping">
          {words.map((word) => (
            <span key={word}>{word}</span>
          ))}
        </Inline>
        <Inline data-testid="single" wrap={false}>
          {words.map((word) => (
            <span key={word}>{word}!</span>
          ))}
        </Inline>
      </div>,
    );
    const top = (text: string) => page.getByText(text, { exact: true }).element().getBoundingClientRect().top;
    expect(top('Audiobook')).toBeGreaterThan(top('Commercial'));
    expect(Math.round(top('Audiobook!'))).toBe(Math.round(top('Commercial!')));
  });
});
