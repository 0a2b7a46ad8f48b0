import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { size } from '../../theme/tokens';
import { Icon } from './Icon';
import { iconNames, iconPaths } from './icons';

const px = (rem: string) => `${parseFloat(rem) * 16}px`;

describe('Icon', () => {
  it('is decorative and hidden from assistive technology without a label', async () => {
    await render(
      <div className={mainTheme}>
        <Icon name="star" data-testid="icon" />
      </div>,
    );
    const icon = page.getByTestId('icon');
    await expect.element(icon).toBeVisible();
    await expect.element(icon).toHaveAttribute('aria-hidden', 'true');
    await expect.element(page.getByRole('img')).not.toBeInTheDocument();
  });

  it('is an image named by its label', async () => {
    await render(
      <div className={mainTheme}>
        <Icon name="warning" label="Warning" />
      </div>,
    );
    const icon = page.getByRole('img', { name: 'Warning' });
    await expect.element(icon).toBeVisible();
    await expect.element(icon).not.toHaveAttribute('aria-hidden');
  });

  it('draws the named path at the chosen size', async () => {
    await render(
      <div className={mainTheme}>
        <Icon name="check" size="large" data-testid="icon" />
      </div>,
    );
    const svg = page.getByTestId('icon').element();
    expect(svg.querySelector('path')?.getAttribute('d')).toBe(iconPaths.check);
    expect(getComputedStyle(svg).width).toBe(px(size.iconLarge));
  });

  it('has a path for every name in the set', () => {
    expect(iconNames.length).toBeGreaterThan(0);
    for (const name of iconNames) expect(iconPaths[name]).toMatch(/^M/);
  });
});
