import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { payoutMessages, type PaymentSettings } from './payoutMethods';
import { PayoutMethodForm } from './PayoutMethodForm';

const bankSettings: PaymentSettings = {
  method: 'us_banking',
  pending: false,
  bank_account: {
    name: 'Maria Lopez',
    type: 'checking',
    account_number: '000123456789',
    routing_number: '026009593',
    swift_code: 'BOFAUS3N',
    bank_name: 'Bank of America',
    bank_address: '222 Broadway, New York, NY 10038',
    phone: '+1 212 555 0147',
  },
};

const meta = {
  title: 'Marketplace/PayoutMethodForm',
  component: PayoutMethodForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), onValuesChange: fn() },
} satisfies Meta<typeof PayoutMethodForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: saving asks for a method. */
export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save payout method' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText(payoutMessages.method)).toBeVisible();
  },
};

/** PayPal, typed and saved by keyboard. */
export const Paypal: Story = {
  args: { settings: { method: 'paypal', pending: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('textbox', { name: 'PayPal e-mail' }).focus();
    await userEvent.keyboard('maria@example.com{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      value: { method: 'paypal', paypal_email: 'maria@example.com' },
    });
  },
};

/** Payoneer. */
export const Payoneer: Story = {
  args: { settings: { method: 'payoneer', pending: false, payoneer_user_id: '48213377' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Payoneer user ID' })).toHaveValue(
      '48213377',
    );
  },
};

/** Wise, with a mistyped e-mail shown once the field is left. */
export const Wise: Story = {
  args: { settings: { method: 'wise', pending: false } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Wise e-mail' });
    field.focus();
    await userEvent.keyboard('maria@example');
    await userEvent.tab();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(payoutMessages.email);
  },
};

/** US banking details, filled from the saved settings. */
export const UsBanking: Story = {
  args: { settings: bankSettings },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Checking' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Swift or ABA code' })).toHaveValue('BOFAUS3N');
    await userEvent.click(canvas.getByRole('button', { name: 'Save payout method' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      value: { method: 'us_banking', bank_account: bankSettings.bank_account },
    });
  },
};

/** Saving empty bank details: each error beside its field, focus on the first. */
export const BankErrors: Story = {
  args: { settings: { method: 'us_banking', pending: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Save payout method' }).focus();
    await userEvent.keyboard('{Enter}');
    const name = canvas.getByRole('textbox', { name: 'Account holder name' });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription(payoutMessages.name);
    await expect(canvas.getByRole('textbox', { name: 'Account number or IBAN' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText(payoutMessages.type)).toBeVisible();
  },
};

/** Switching methods keeps what was typed in each. */
export const KeepsValuesWhenSwitching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'PayPal' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'PayPal e-mail' }), 'maria@example.com');
    await userEvent.click(canvas.getByRole('radio', { name: 'Wise' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Wise e-mail' }), 'wise@example.com');
    await userEvent.click(canvas.getByRole('radio', { name: 'PayPal' }));
    await expect(canvas.getByRole('textbox', { name: 'PayPal e-mail' })).toHaveValue('maria@example.com');
  },
};

/** ACH/Wire through Stripe: no fields, Stripe collects the details. */
export const Stripe: Story = {
  args: { settings: { method: 'stripe', pending: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Stripe collects your bank details/)).toBeVisible();
  },
};

/** A provider still on wire: nothing is chosen, the bank details wait in the bank fields. */
export const FromRetiredMethod: Story = {
  args: { settings: { ...bankSettings, method: 'wire', pending: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radio', { checked: true })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'US banking details (non-US resident)' }));
    await expect(canvas.getByRole('textbox', { name: 'Account number or IBAN' })).toHaveValue('000123456789');
  },
};

/** The server refused the change. */
export const ServerError: Story = {
  args: {
    settings: { method: 'payoneer', pending: false, payoneer_user_id: '48213377' },
    error: 'Payoneer could not find this user ID.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Payoneer could not find this user ID.',
    );
  },
};

/** Saving. */
export const Busy: Story = {
  args: { settings: bankSettings, busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save payout method' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
