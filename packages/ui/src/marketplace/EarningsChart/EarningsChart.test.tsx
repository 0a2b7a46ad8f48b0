import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { EarningsChart } from './EarningsChart';
import { twelveMonths } from './exampleEarnings';

describe('EarningsChart', () => {
  it('is a figure whose drawing has a summary, with every month in a table', async () => {
    await render(
      <div className={mainTheme}>
        <EarningsChart months={twelveMonths} />
      </div>,
    );
    await expect.element(page.getByRole('figure', { name: 'Monthly earnings' })).toBeVisible();
    await expect
      .element(page.getByRole('img'))
      .toHaveAccessibleName(
        'Bar chart of monthly earnings from Nov 2025 to Oct 2026: $8,735.50 in all, the most in Apr 2026 with $1,640.',
      );
    const table = page.getByRole('table', { name: 'Monthly earnings' });
    expect(table.getByRole('row').elements()).toHaveLength(13);
    await expect.element(table.getByRole('row', { name: 'Mar 2026 $975.50 4 bookings' })).toBeInTheDocument();
    expect(page.getByRole('img').element().querySelectorAll('rect')).toHaveLength(12);
  });

  it('reads each month by keyboard, from the latest, in a tooltip and a live region', async () => {
    await render(<EarningsChart months={twelveMonths} />);
    const status = page.getByRole('status');
    await userEvent.tab();
    await expect.element(page.getByRole('img')).toHaveFocus();
    await expect.element(status).toHaveTextContent('Oct 2026: $600, 3 bookings');
    await expect.element(page.getByText('Oct 2026: $600, 3 bookings').first()).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(status).toHaveTextContent('Sep 2026: $400, 2 bookings');
    await userEvent.keyboard('{Home}');
    await expect.element(status).toHaveTextContent('Nov 2025: $850, 4 bookings');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(status).toHaveTextContent('Nov 2025: $850, 4 bookings');
    await userEvent.keyboard('{End}');
    await expect.element(status).toHaveTextContent('Oct 2026: $600, 3 bookings');
    await userEvent.keyboard('{Escape}');
    await expect.element(status).toHaveTextContent('');
    await expect.element(page.getByText('Oct 2026: $600, 3 bookings')).not.toBeInTheDocument();
  });

  it('shows the value under the pointer', async () => {
    await render(<EarningsChart months={twelveMonths} style={{ width: '600px' }} />);
    const svg = page.getByRole('img');
    const box = svg.element().getBoundingClientRect();
    await userEvent.hover(svg, { position: { x: box.width - 20, y: 100 } });
    await expect.element(page.getByText(/Oct 2026: \$600/)).toBeVisible();
  });

  it('says so when there is nothing to draw', async () => {
    await render(<EarningsChart months={[]} />);
    await expect.element(page.getByText('No earnings in the last 12 months yet.')).toBeVisible();
    await expect.element(page.getByRole('img')).not.toBeInTheDocument();
  });
});
