import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { Skeleton } from './Skeleton';

const shapesOf = (testId: string) =>
  page.getByTestId(testId).element().querySelectorAll('[data-part="shape"]');

describe('Skeleton', () => {
  it('is shown but hidden from assistive technology', async () => {
    await render(
      <div className={mainTheme}>
        <Skeleton data-testid="skeleton" />
      </div>,
    );
    const skeleton = page.getByTestId('skeleton');
    await expect.element(skeleton).toBeVisible();
    await expect.element(skeleton).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws one bar per text line, the last one shorter', async () => {
    await render(
      <div className={mainTheme}>
        <Skeleton data-testid="text" lines={3} />
      </div>,
    );
    const bars = shapesOf('text');
    expect(bars).toHaveLength(3);
    const first = bars[0]?.getBoundingClientRect();
    const last = bars[2]?.getBoundingClientRect();
    expect(last?.width).toBeLessThan(first?.width ?? 0);
    expect(last?.top).toBeGreaterThan(first?.top ?? 0);
  });

  it('draws a circle as wide as it is tall', async () => {
    await render(
      <div className={mainTheme}>
        <Skeleton data-testid="circle" shape="circle" size="large" />
      </div>,
    );
    const circles = shapesOf('circle');
    expect(circles).toHaveLength(1);
    const box = circles[0]?.getBoundingClientRect();
    expect(box?.width).toBeGreaterThan(0);
    expect(box?.width).toBe(box?.height);
  });

  it('draws a full-width rectangle whose height follows its size', async () => {
    await render(
      <div className={mainTheme}>
        <Skeleton data-testid="small" shape="rect" size="small" />
        <Skeleton data-testid="large" shape="rect" size="large" />
      </div>,
    );
    const small = shapesOf('small')[0]?.getBoundingClientRect();
    const large = shapesOf('large')[0]?.getBoundingClientRect();
    expect(large?.height).toBeGreaterThan(small?.height ?? 0);
    expect(large?.width).toBe(small?.width);
  });
});
