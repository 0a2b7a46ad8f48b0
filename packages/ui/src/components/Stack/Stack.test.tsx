import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { space } from '../../theme/tokens';
import { Stack } from './Stack';

const remToPx = (rem: string) => `${parseFloat(rem) * 16}px`;

describe('Stack', () => {
  it('stacks its children vertically with the default medium gap', async () => {
    await render(
      <div className={mainTheme}>
        <Stack data-testid="stack">
          <span>First</span>
          <span>Second</span>
        </Stack>
      </div>,
    );
    const first = page.getByText('First').element().getBoundingClientRect();
    const second = page.getByText('Second').element().getBoundingClientRect();
    expect(second.top).toBeGreaterThan(first.top);
    expect(getComputedStyle(page.getByTestId('stack').element()).rowGap).toBe(remToPx(space.md));
  });

  it('takes another gap and element', async () => {
    await render(
      <div className={mainTheme}>
        <Stack as="section" aria-label="Steps" gap="xl">
          <span>First</span>
        </Stack>
      </div>,
    );
    const region = page.getByRole('region', { name: 'Steps' });
    await expect.element(region).toBeVisible();
    expect(getComputedStyle(region.element()).rowGap).toBe(remToPx(space.xl));
  });
});
