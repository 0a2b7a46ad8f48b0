import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { payoutMessages } from './payoutMethods';
import { PayoutMethodForm } from './PayoutMethodForm';

describe('PayoutMethodForm', () => {
  it('saves a PayPal e-mail', async () => {
    const onSubmit = vi.fn();
    await render(
      <div className={mainTheme}>
        <PayoutMethodForm onSubmit={onSubmit} />
      </div>,
    );
    await userEvent.click(page.getByRole('radio', { name: 'PayPal' }));
    await userEvent.type(page.getByRole('textbox', { name: 'PayPal e-mail' }), 'maria@example.com');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ value: { method: 'paypal', paypal_email: 'maria@example.com' } });
  });

  it('asks for a method first', async () => {
    const onSubmit = vi.fn();
    await render(<PayoutMethodForm onSubmit={onSubmit} />);
    await userEvent.click(page.getByRole('button', { name: 'Save payout method' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await expect.element(page.getByText(payoutMessages.method)).toBeVisible();
  });

  it('keeps what was typed for each method while switching by keyboard', async () => {
    await render(<PayoutMethodForm onSubmit={vi.fn()} />);
    await userEvent.click(page.getByRole('radio', { name: 'PayPal' }));
    await userEvent.type(page.getByRole('textbox', { name: 'PayPal e-mail' }), 'maria@example.com');
    page.getByRole('radio', { name: 'PayPal' }).element().focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('radio', { name: 'Payoneer' })).toBeChecked();
    await userEvent.type(page.getByRole('textbox', { name: 'Payoneer user ID' }), '48213377');
    page.getByRole('radio', { name: 'Payoneer' }).element().focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect
      .element(page.getByRole('textbox', { name: 'PayPal e-mail' }))
      .toHaveValue('maria@example.com');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('textbox', { name: 'Payoneer user ID' })).toHaveValue('48213377');
  });

  it('shows bank errors in place on save, focusing the first one, and saves once fixed', async () => {
    const onSubmit = vi.fn();
    await render(<PayoutMethodForm onSubmit={onSubmit} />);
    await userEvent.click(page.getByRole('radio', { name: 'US banking details (non-US resident)' }));
    await userEvent.type(page.getByRole('textbox', { name: 'Swift or ABA code' }), 'BOFA');
    // Enter in a field saves, as in any form.
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    const name = page.getByRole('textbox', { name: 'Account holder name' });
    await expect.element(name).toHaveFocus();
    await expect.element(name).toHaveAccessibleDescription(payoutMessages.name);
    await expect
      .element(page.getByRole('textbox', { name: 'Swift or ABA code' }))
      .toHaveAccessibleDescription(payoutMessages.swiftCode);
    await expect.element(page.getByText(payoutMessages.type)).toBeVisible();
    await userEvent.keyboard('Maria Lopez');
    await userEvent.click(page.getByRole('radio', { name: 'Savings' }));
    await userEvent.type(
      page.getByRole('textbox', { name: 'Account number or IBAN' }),
      'GB82 WEST 1234 5698 7654 32',
    );
    await userEvent.fill(page.getByRole('textbox', { name: 'Swift or ABA code' }), 'BOFAUS3N');
    await userEvent.type(page.getByRole('textbox', { name: 'Phone' }), '+44 20 7946 0000');
    await userEvent.click(page.getByRole('button', { name: 'Save payout method' }));
    expect(onSubmit).toHaveBeenCalledWith({
      value: {
        method: 'us_banking',
        bank_account: {
          name: 'Maria Lopez',
          type: 'savings',
          account_number: 'GB82 WEST 1234 5698 7654 32',
          swift_code: 'BOFAUS3N',
          phone: '+44 20 7946 0000',
        },
      },
    });
  });

  it('shows an error once a field is left', async () => {
    await render(<PayoutMethodForm onSubmit={vi.fn()} settings={{ method: 'wise', pending: false }} />);
    const wise = page.getByRole('textbox', { name: 'Wise e-mail' });
    await userEvent.type(wise, 'maria');
    await expect.element(wise).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect.element(wise).toHaveAttribute('aria-invalid', 'true');
    await expect.element(wise).toHaveAccessibleDescription(payoutMessages.email);
  });

  it('starts from the saved settings and shows the server refusal', async () => {
    await render(
      <PayoutMethodForm
        onSubmit={vi.fn()}
        settings={{ method: 'payoneer', pending: false, payoneer_user_id: '48213377' }}
        error="Payoneer could not find this user ID."
      />,
    );
    await expect.element(page.getByRole('radio', { name: 'Payoneer' })).toBeChecked();
    await expect.element(page.getByRole('textbox', { name: 'Payoneer user ID' })).toHaveValue('48213377');
    await expect.element(page.getByRole('alert')).toHaveTextContent('Payoneer could not find this user ID.');
  });

  it('chooses Stripe with no fields to fill', async () => {
    const onSubmit = vi.fn();
    await render(<PayoutMethodForm onSubmit={onSubmit} />);
    await userEvent.click(page.getByRole('radio', { name: 'ACH/Wire (Stripe)' }));
    await expect.element(page.getByText(/Stripe collects your bank details/)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Save payout method' }));
    expect(onSubmit).toHaveBeenCalledWith({ value: { method: 'stripe' } });
  });
});
