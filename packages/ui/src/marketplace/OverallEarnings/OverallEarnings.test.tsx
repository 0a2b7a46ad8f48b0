import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { OverallEarnings } from './OverallEarnings';

describe('OverallEarnings', () => {
  it('shows each total as a named card', async () => {
    await render(
      <div className={mainTheme}>
        <OverallEarnings
          stats={{
            currency: 'USD',
            total_earnings: 12400,
            pending_earnings: 450,
            bookings_completed: 41,
            clients_count: 27,
            average_booking_value: 302.44,
          }}
        />
      </div>,
    );
    await expect.element(page.getByRole('heading', { name: 'Overall earnings' })).toBeVisible();
    await expect.element(page.getByRole('group', { name: 'Total earnings' })).toHaveTextContent('$12,400');
    await expect.element(page.getByRole('group', { name: 'Pending earnings' })).toHaveTextContent('$450');
    await expect.element(page.getByRole('group', { name: 'Bookings completed' })).toHaveTextContent('41');
    await expect.element(page.getByRole('group', { name: 'Clients' })).toHaveTextContent('27');
    await expect
      .element(page.getByRole('group', { name: 'Average booking value' }))
      .toHaveTextContent('$302.44');
  });

  it('leaves out totals the API did not give and words a missing average', async () => {
    await render(<OverallEarnings stats={{ currency: 'EUR', total_earnings: 0, bookings_completed: 0 }} />);
    expect(page.getByRole('group').elements()).toHaveLength(3);
    await expect.element(page.getByRole('group', { name: 'Total earnings' })).toHaveTextContent('€0');
    await expect
      .element(page.getByRole('group', { name: 'Average booking value' }))
      .toHaveTextContent('No bookings yet');
  });

  it('marks every card busy while loading', async () => {
    await render(<OverallEarnings loading />);
    const cards = page.getByRole('group').elements();
    expect(cards).toHaveLength(5);
    for (const card of cards) expect(card.getAttribute('aria-busy')).toBe('true');
  });
});
