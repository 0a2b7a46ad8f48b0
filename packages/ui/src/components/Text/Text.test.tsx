import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainPalette } from '../../theme/palettes';
import { mainTheme } from '../../theme/themes.css';
import { fontSize, fontWeight } from '../../theme/tokens';
import { Text } from './Text';

/** '#1f5fd6' -> 'rgb(31, 95, 214)', as getComputedStyle reports it. */
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

describe('Text', () => {
  it('renders a paragraph by default, with its rest props', async () => {
    await render(<Text title="note">Hello</Text>);
    const text = page.getByText('Hello');
    await expect.element(text).toBeVisible();
    await expect.element(text).toHaveAttribute('title', 'note');
    expect(text.element().tagName).toBe('P');
  });

  it('takes size, tone and weight from the theme', async () => {
    await render(
      <div className={mainTheme}>
        <Text as="span" size="lg" tone="danger" weight="bold">
          Payment failed
        </Text>
      </div>,
    );
    const element = page.getByText('Payment failed').element();
    const style = getComputedStyle(element);
    expect(element.tagName).toBe('SPAN');
    expect(style.fontSize).toBe(`${parseFloat(fontSize.lg) * 16}px`);
    expect(style.color).toBe(rgb(mainPalette.danger));
    expect(style.fontWeight).toBe(fontWeight.bold);
  });

  it('truncates long text to one line while keeping all of it readable', async () => {
    const long = 'A very long project description that never ends and keeps going far beyond its box';
    await render(
      <div className={mainTheme} style={{ width: '10rem' }}>
        <Text truncate>{long}</Text>
      </div>,
    );
    const text = page.getByText(long);
    await expect.element(text).toHaveTextContent(long);
    const element = text.element();
    expect(element.scrollWidth).toBeGreaterThan(element.clientWidth);
    expect(getComputedStyle(element).textOverflow).toBe('ellipsis');
  });
});
