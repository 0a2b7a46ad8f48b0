import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { fontSize } from '../../theme/tokens';
import { Heading } from './Heading';
import { headingLevels } from './variants';

const px = (rem: string) => `${parseFloat(rem) * 16}px`;

describe('Heading', () => {
  it.each(headingLevels)('level %i is a heading of that level', async (level) => {
    await render(<Heading level={level}>Title {level}</Heading>);
    const heading = page.getByRole('heading', { level, name: `Title ${level}` });
    await expect.element(heading).toBeVisible();
    expect(heading.element().tagName).toBe(`H${level}`);
  });

  it('is an h2 by default', async () => {
    await render(<Heading>Default</Heading>);
    await expect.element(page.getByRole('heading', { level: 2, name: 'Default' })).toBeVisible();
  });

  it('keeps its level when its visual size changes', async () => {
    await render(
      <div className={mainTheme}>
        <Heading level={1} size="sm">
          Small page title
        </Heading>
        <Heading level={4} size="display">
          Big level four
        </Heading>
      </div>,
    );
    const small = page.getByRole('heading', { level: 1, name: 'Small page title' });
    const big = page.getByRole('heading', { level: 4, name: 'Big level four' });
    expect(getComputedStyle(small.element()).fontSize).toBe(px(fontSize.sm));
    expect(getComputedStyle(big.element()).fontSize).toBe(px(fontSize.display));
  });

  it('takes a default size from its level', async () => {
    await render(
      <div className={mainTheme}>
        <Heading level={1}>Page</Heading>
      </div>,
    );
    const heading = page.getByRole('heading', { level: 1 });
    expect(getComputedStyle(heading.element()).fontSize).toBe(px(fontSize.xxl));
  });
});
