import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { cardFieldMessages, paymentErrorMessages } from './cardValidation';
import { PaymentMethodFields } from './PaymentMethodFields';

const today = new Date(2026, 10, 21);

describe('PaymentMethodFields', () => {
  it('formats the card as typed and hands a valid value to onChange', async () => {
    const onChange = vi.fn();
    await render(
      <div className={mainTheme}>
        <PaymentMethodFields now={today} onChange={onChange} />
      </div>,
    );
    await userEvent.type(page.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await expect
      .element(page.getByRole('textbox', { name: 'Card number' }))
      .toHaveValue('4242 4242 4242 4242');
    await expect.element(page.getByText('Visa')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('1228');
    await expect.element(page.getByRole('textbox', { name: 'Expiry date' })).toHaveValue('12 / 28');
    await userEvent.tab();
    await userEvent.keyboard('123');
    await userEvent.tab();
    await userEvent.keyboard('Maria Lopez');
    expect(onChange).toHaveBeenLastCalledWith({
      value: {
        type: 'card',
        card: {
          number: '4242424242424242',
          exp_month: 12,
          exp_year: 2028,
          cvc: '123',
          name: 'Maria Lopez',
          brand: 'visa',
        },
      },
      valid: true,
    });
  });

  it('shows a field error in place once the field is left, tied by aria-describedby', async () => {
    await render(<PaymentMethodFields now={today} />);
    const number = page.getByRole('textbox', { name: 'Card number' });
    await userEvent.type(number, '4242424242424241');
    await expect.element(number).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect.element(number).toHaveAttribute('aria-invalid', 'true');
    await expect.element(number).toHaveAccessibleDescription(cardFieldMessages.numberInvalid);
    const expiry = page.getByRole('textbox', { name: 'Expiry date' });
    await userEvent.keyboard('1025');
    await userEvent.tab();
    await expect.element(expiry).toHaveAccessibleDescription(/Your card has expired\./);
  });

  it('shows every error when asked (after a submit attempt)', async () => {
    await render(<PaymentMethodFields now={today} showErrors />);
    await expect.element(page.getByText(cardFieldMessages.numberRequired)).toBeVisible();
    await expect.element(page.getByText(cardFieldMessages.cvcRequired)).toBeVisible();
    await expect.element(page.getByText(cardFieldMessages.nameRequired)).toBeVisible();
  });

  it('shows the processor answer next to its field until that field changes', async () => {
    await render(<PaymentMethodFields now={today} paymentError="incorrect_cvc" />);
    const cvc = page.getByRole('textbox', { name: 'Security code' });
    await expect.element(cvc).toHaveAttribute('aria-invalid', 'true');
    await expect.element(cvc).toHaveAccessibleDescription(/Your security code is incorrect\./);
    await userEvent.type(cvc, '1');
    await expect.element(page.getByText(paymentErrorMessages.incorrect_cvc)).not.toBeInTheDocument();
  });

  it('puts a declined card on the number, and an unexpected error above the fields', async () => {
    const { rerender } = await render(<PaymentMethodFields now={today} paymentError="card_declined_retry" />);
    await expect
      .element(page.getByRole('textbox', { name: 'Card number' }))
      .toHaveAccessibleDescription(
        'Your card was declined. Please try again later or retry using another card.',
      );
    await rerender(<PaymentMethodFields now={today} paymentError="unexpected" />);
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Unexpected error. Please contact support.');
  });

  it('switches to PayPal by keyboard, keeps the card typed, and connects', async () => {
    const onChange = vi.fn();
    const onConnectPaypal = vi.fn();
    await render(
      <PaymentMethodFields
        now={today}
        onChange={onChange}
        onConnectPaypal={onConnectPaypal}
        paymentError="paypal_agreement_cancelled"
      />,
    );
    await userEvent.type(page.getByRole('textbox', { name: 'Name on card' }), 'Maria');
    page.getByRole('radio', { name: 'Card' }).element().focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith({ value: { type: 'paypal' }, valid: true });
    const connect = page.getByRole('button', { name: 'Connect PayPal' });
    await expect
      .element(connect)
      .toHaveAccessibleDescription(paymentErrorMessages.paypal_agreement_cancelled);
    await userEvent.click(connect);
    expect(onConnectPaypal).toHaveBeenCalledOnce();
    await userEvent.click(page.getByRole('radio', { name: 'Card' }));
    await expect.element(page.getByRole('textbox', { name: 'Name on card' })).toHaveValue('Maria');
  });

  it('starts from the values given (a retry keeps what was typed but the number)', async () => {
    await render(
      <div className={mainTheme}>
        <PaymentMethodFields
          now={today}
          methods={['card']}
          defaultValues={{ expiry: '12 / 28', cvc: '123', name: 'Maria Lopez' }}
        />
      </div>,
    );
    await expect.element(page.getByRole('textbox', { name: 'Card number' })).toHaveValue('');
    await expect.element(page.getByRole('textbox', { name: 'Expiry date' })).toHaveValue('12 / 28');
    await expect.element(page.getByRole('textbox', { name: 'Name on card' })).toHaveValue('Maria Lopez');
  });

  it('shows the PayPal account already connected', async () => {
    await render(<PaymentMethodFields defaultMethod="paypal" paypalEmail="maria@example.com" />);
    await expect.element(page.getByText('Connected to PayPal as maria@example.com.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Connect another PayPal account' })).toBeVisible();
  });
});
