import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PaymentSettings } from '../PayoutMethodForm';
import { stripeAccountStatuses } from '../PayoutMethodForm';
import { PayoutMethodList } from './PayoutMethodList';

const bank = {
  name: 'Maria Lopez',
  type: 'checking' as const,
  account_number: '000123456789',
  bank_name: 'Bank of America',
};
const paypal: PaymentSettings = { method: 'paypal', pending: false, paypal_email: 'maria@example.com' };

const meta = {
  title: 'Marketplace/PayoutMethodList',
  component: PayoutMethodList,
  tags: ['autodocs'],
  args: { settings: paypal, onChoose: fn() },
} satisfies Meta<typeof PayoutMethodList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On PayPal: marked current with its e-mail; the others can be chosen by keyboard. */
export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Payout methods' })).toHaveTextContent(
      'PayPalCurrentmaria@example.com',
    );
    canvas.getByRole('button', { name: 'Edit PayPal' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose Payoneer' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith({ method: 'payoneer' });
  },
};

/** US banking details, the account number masked. */
export const UsBanking: Story = {
  args: { settings: { method: 'us_banking', pending: false, bank_account: bank } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Checking, •••• 6789, Bank of America')).toBeVisible();
  },
};

/** Still on wire: flagged pending, with the spec's label, and nothing to edit on it. */
export const PendingWire: Story = {
  args: { settings: { method: 'wire', pending: true, bank_account: bank } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('ACH and Wire (not supported)Pending');
    await expect(items[0]).toHaveTextContent('No longer supported.');
    await expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
  },
};

/** Still on ACH. */
export const PendingAch: Story = {
  args: { settings: { method: 'ach', pending: true, bank_account: bank } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pending')).toBeVisible();
  },
};

/** No method yet. */
export const NoMethod: Story = {
  args: { settings: { method: null, pending: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Add a payout method to get paid.')).toBeVisible();
    await expect(canvas.queryByText('Current')).toBeNull();
  },
};

/** ACH/Wire through Stripe, with each account status of spec section 8. */
export const StripeStatuses: Story = {
  render: (args) => (
    <>
      {stripeAccountStatuses.map((status) => (
        <PayoutMethodList
          key={status}
          {...args}
          settings={{ method: 'stripe', pending: false, stripe_account_status: status }}
          labels={{ title: `Stripe, ${status}` }}
          methods={['stripe']}
        />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of [
      'Missing requirements',
      'Verification in progress',
      'Platform paused',
      'Account disabled',
      'Account rejected',
    ])
      await expect(canvas.getByText(`Stripe account: ${label}`)).toBeVisible();
  },
};
