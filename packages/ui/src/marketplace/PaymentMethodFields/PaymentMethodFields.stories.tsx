import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cardFieldMessages, paymentErrorCodes, paymentErrorMessages } from './cardValidation';
import { PaymentMethodFields } from './PaymentMethodFields';

const today = new Date(2026, 10, 21);

const meta = {
  title: 'Marketplace/PaymentMethodFields',
  component: PaymentMethodFields,
  tags: ['autodocs'],
  args: { now: today, onChange: fn(), onConnectPaypal: fn() },
  argTypes: { paymentError: { control: 'select', options: [undefined, ...paymentErrorCodes] } },
} satisfies Meta<typeof PaymentMethodFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card typed by keyboard, field to field. */
export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('textbox', { name: 'Card number' }).focus();
    await userEvent.keyboard('4242424242424242');
    await userEvent.tab();
    await userEvent.keyboard('1228');
    await userEvent.tab();
    await userEvent.keyboard('123');
    await userEvent.tab();
    await userEvent.keyboard('Maria Lopez');
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ valid: true }));
  },
};

/** Browser-side errors: a number failing Luhn, an expired card, a short code. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('textbox', { name: 'Card number' }).focus();
    await userEvent.keyboard('4242424242424241');
    await userEvent.tab();
    await userEvent.keyboard('1025');
    await userEvent.tab();
    await userEvent.keyboard('12');
    await userEvent.tab();
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(cardFieldMessages.numberInvalid);
    await expect(canvas.getByRole('textbox', { name: 'Expiry date' })).toHaveAccessibleDescription(
      /Your card has expired\./,
    );
    await expect(canvas.getByRole('textbox', { name: 'Security code' })).toHaveAccessibleDescription(
      /Your security code is incorrect\./,
    );
  },
};

/** After a submit attempt every empty field says what it needs. */
export const ShowAllErrors: Story = {
  args: { showErrors: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(cardFieldMessages.numberRequired)).toBeVisible();
  },
};

/** The processor declined the card: the message sits by the number. */
export const Declined: Story = {
  args: { paymentError: 'card_declined' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Card number' }),
    ).toHaveAccessibleDescription(paymentErrorMessages.card_declined);
  },
};

/** Wrong security code, by the code field. */
export const IncorrectSecurityCode: Story = {
  args: { paymentError: 'incorrect_cvc' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Security code' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** An expired card, by the expiry. */
export const Expired: Story = {
  args: { paymentError: 'expired_card' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your card has expired.')).toBeVisible();
  },
};

/** An error that belongs to no field, above them. */
export const Unexpected: Story = {
  args: { paymentError: 'unexpected' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(paymentErrorMessages.unexpected);
  },
};

/** PayPal: the agreement is made on PayPal. */
export const Paypal: Story = {
  args: { defaultMethod: 'paypal' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: 'PayPal' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Connect PayPal' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConnectPaypal).toHaveBeenCalledOnce();
  },
};

/** PayPal already connected. */
export const PaypalConnected: Story = {
  args: { defaultMethod: 'paypal', paypalEmail: 'maria@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Connected to PayPal as maria@example.com.')).toBeVisible();
  },
};

/** The PayPal agreement was cancelled. */
export const PaypalCancelled: Story = {
  args: { defaultMethod: 'paypal', paymentError: 'paypal_agreement_cancelled' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Connect PayPal' }),
    ).toHaveAccessibleDescription(paymentErrorMessages.paypal_agreement_cancelled);
  },
};

/** Card only. */
export const CardOnly: Story = {
  args: { methods: ['card'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('radio')).toBeNull();
  },
};

/**
 * With the processor's own card input (Stripe Elements in the app: its card element takes the number,
 * expiry and security code in Stripe's frame). Here a plain input stands where that frame goes. Only
 * the name is checked by these fields; the input's own message shows under its frame, and a decline
 * that concerns the card shows above the fields.
 */
export const ProcessorCard: Story = {
  args: {
    methods: ['card'],
    cardField: (
      <input
        aria-label="Card number, expiry date and security code"
        style={{ border: 0, padding: 0, font: 'inherit', background: 'transparent', outline: 'none' }}
      />
    ),
    cardFieldError: 'Your card number is incomplete.',
    paymentError: 'card_declined',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    await expect(canvas.getByRole('group', { name: 'Card' })).toHaveAccessibleDescription(
      'Number, expiry date and security code Your card number is incomplete.',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(paymentErrorMessages.card_declined);
    canvas.getByRole('textbox', { name: 'Name on card' }).focus();
    await userEvent.keyboard('Maria Lopez');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ valid: true }));
  },
};
