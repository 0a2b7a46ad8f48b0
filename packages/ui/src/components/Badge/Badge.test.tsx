import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { ReactNode } from 'react';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { Badge } from './Badge';
import { formatBadgeCount } from './variants';

const inTheme = (node: ReactNode) => render(<div className={mainTheme}>{node}</div>);

describe('Badge', () => {
  it('shows a count and tells screen readers what it counts', async () => {
    await inTheme(<Badge count={5} />);
    await expect.element(page.getByText('5', { exact: true })).toBeVisible();
    await expect.element(page.getByText('5 unread')).toBeInTheDocument();
  });

  it('caps at 99+ (spec section 9) while still reading the exact count', async () => {
    await inTheme(
      <>
        <Badge count={99} data-testid="ninety-nine" />
        <Badge count={100} data-testid="hundred" />
      </>,
    );
    await expect.element(page.getByTestId('ninety-nine')).toHaveTextContent('99');
    await expect.element(page.getByText('99+')).toBeVisible();
    await expect.element(page.getByText('100 unread')).toBeInTheDocument();
  });

  it('hides at zero unless showZero', async () => {
    await inTheme(
      <>
        <Badge count={0} label="hidden" />
        <Badge count={0} showZero label="shown" />
      </>,
    );
    await expect.element(page.getByText('0 hidden')).not.toBeInTheDocument();
    await expect.element(page.getByText('0 shown')).toBeInTheDocument();
  });

  it('takes another label and cap', async () => {
    await inTheme(<Badge count={12} max={9} label="pending events" />);
    await expect.element(page.getByText('9+')).toBeVisible();
    await expect.element(page.getByText('12 pending events')).toBeInTheDocument();
  });

  it('formats counts as data', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(5000)).toBe('99+');
  });
});
