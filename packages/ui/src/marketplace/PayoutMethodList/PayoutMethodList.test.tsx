import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { maskAccountNumber, payoutDetails, PayoutMethodList } from './PayoutMethodList';

const bank = { name: 'Maria Lopez', type: 'savings' as const, account_number: 'GB82 WEST 1234 5698 7654 32' };

describe('PayoutMethodList', () => {
  it('lists the methods with the spec labels and marks the current one', async () => {
    const onChoose = vi.fn();
    await render(
      <div className={mainTheme}>
        <PayoutMethodList
          settings={{ method: 'payoneer', pending: false, payoneer_user_id: '48213377' }}
          onChoose={onChoose}
        />
      </div>,
    );
    const names = page
      .getByRole('listitem')
      .elements()
      .map((item) => item.querySelector('span')?.textContent);
    expect(names).toEqual([
      'PayPal',
      'Payoneer',
      'Wise',
      'US banking details (non-US resident)',
      'ACH/Wire (Stripe)',
    ]);
    await expect.element(page.getByRole('listitem').nth(1)).toHaveTextContent('PayoneerCurrent48213377');
    page.getByRole('button', { name: 'Edit Payoneer' }).element().focus();
    await userEvent.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith({ method: 'payoneer' });
    await userEvent.click(page.getByRole('button', { name: 'Choose Wise' }));
    expect(onChoose).toHaveBeenLastCalledWith({ method: 'wise' });
  });

  it('flags a provider on ACH or wire as pending', async () => {
    await render(<PayoutMethodList settings={{ method: 'ach', pending: true, bank_account: bank }} />);
    const first = page.getByRole('listitem').first();
    await expect.element(first).toHaveTextContent('ACH and Wire (not supported)');
    await expect.element(first.getByText('Pending')).toBeVisible();
    await expect.element(first).toHaveTextContent('Savings, •••• 5432');
    await expect.element(first.getByRole('button')).not.toBeInTheDocument();
    await expect.element(page.getByText('Current')).not.toBeInTheDocument();
  });

  it('shows the Stripe account status', async () => {
    await render(
      <PayoutMethodList
        settings={{ method: 'stripe', pending: false, stripe_account_status: 'platform_paused' }}
      />,
    );
    await expect.element(page.getByText('Stripe account: Platform paused')).toBeVisible();
  });

  it('asks for a method when none is set', async () => {
    await render(<PayoutMethodList settings={{ method: null, pending: true }} />);
    await expect.element(page.getByText('Add a payout method to get paid.')).toBeVisible();
  });

  it('masks account numbers and words the details', () => {
    expect(maskAccountNumber('000123456789')).toBe('•••• 6789');
    expect(maskAccountNumber('123')).toBe('123');
    expect(payoutDetails({ method: 'wise', pending: false, wise_email: 'maria@example.com' })).toBe(
      'maria@example.com',
    );
    expect(payoutDetails({ method: 'stripe', pending: false })).toBeUndefined();
  });
});
