import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { formatDay, formatMoney, formatMonth, formatNumber } from '../../internal/format';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('is a group named by its label, with the figure, the trend and the description', async () => {
    await render(
      <div className={mainTheme}>
        <StatCard
          label="Profile views"
          value="146"
          trend={{ direction: 'up', text: '+14% on last month' }}
          description="Last 30 days"
        />
      </div>,
    );
    const card = page.getByRole('group', { name: 'Profile views' });
    await expect.element(card).toHaveTextContent('Profile views146+14% on last monthLast 30 days');
    expect(card.element().querySelector('svg[data-icon="chevronUp"]')).not.toBeNull();
  });

  it('shows a busy placeholder while loading', async () => {
    await render(<StatCard label="Total earnings" value="$12,400" description="Since you joined" loading />);
    const card = page.getByRole('group', { name: 'Total earnings' });
    await expect.element(card).toHaveAttribute('aria-busy', 'true');
    await expect.element(card).not.toHaveTextContent('$12,400');
    await expect.element(card).not.toHaveTextContent('Since you joined');
  });
});

describe('formats', () => {
  it('writes money, counts, months and days', () => {
    expect(formatMoney(600)).toBe('$600');
    expect(formatMoney(299.25)).toBe('$299.25');
    expect(formatMoney(12400, { currency: 'EUR', locale: 'de-DE' })).toBe('12.400\u00a0€');
    expect(formatNumber(1240)).toBe('1,240');
    expect(formatMonth('2026-10')).toBe('Oct 2026');
    expect(formatMonth('2026-10', { style: 'long' })).toBe('October 2026');
    expect(formatMonth('bad')).toBe('bad');
    expect(formatDay('2027-03-01T00:00:00Z')).toBe('March 1, 2027');
  });
});
