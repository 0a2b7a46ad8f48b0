import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PaymentSettings } from '@vo/sdk';
import { errorBody, type MockAnswers } from '@vo/sdk/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { PaymentPreferencesPage } from './PaymentPreferencesPage';

/**
 * A voice actor's payment preferences (`/payment-preferences`, spec sections 2, 3 and 8): the payout
 * methods with their labels, the form to change method, Stripe onboarding and its status; and the
 * admin view of any provider's settings (`/payment_settings/{provider_id}`).
 */
const meta = {
  title: 'Screens/Payment settings',
  component: PaymentPreferencesPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof PaymentPreferencesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const settings = (overrides: Partial<PaymentSettings> = {}): PaymentSettings => ({
  provider_id: 4822,
  method: 'paypal',
  pending: false,
  paypal_email: 'leo@example.com',
  payoneer_user_id: null,
  wise_email: null,
  bank_account: null,
  stripe_account_status: null,
  updated_at: '2026-12-01T10:00:00Z',
  ...overrides,
});
const voiceActor = (path: string, api: MockAnswers) =>
  appAt(path, { user: users.provider, activeRole: 'provider', api });

/** PayPal in use; switching to Payoneer saves it and says so. */
export const ChangeMethod: Story = {
  parameters: {
    app: voiceActor('/payment-preferences', {
      getPaymentSettings: settings(),
      updatePaymentSettings: ({ reply }) =>
        reply(200, settings({ method: 'payoneer', paypal_email: null, payoneer_user_id: '48213377' })),
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByText('leo@example.com', {}, LOADED);
    await userEvent.click(canvas.getByRole('radio', { name: 'Payoneer' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Payoneer user ID/ }), '48213377');
    await userEvent.click(canvas.getByRole('button', { name: 'Save payout method' }));
    await expect(await canvas.findByText('Saved. You are paid by Payoneer.', {}, LOADED)).toBeVisible();
    const call = storyApp(context).api.calls('updatePaymentSettings')[0];
    await expect(call?.url).toBe('/api/payment_settings/4822');
    await expect(call?.body).toEqual({ method: 'payoneer', payoneer_user_id: '48213377' });
  },
};

/** ACH/Wire (Stripe) chosen, its onboarding unfinished: the status in section 8's words and the way back. */
export const StripeMissingRequirements: Story = {
  parameters: {
    app: voiceActor('/payment-preferences', {
      getPaymentSettings: settings({
        method: 'stripe',
        paypal_email: null,
        stripe_account_status: 'missing_requirements',
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Status: Missing requirements', {}, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue Stripe setup' })).toBeVisible();
  },
};

/** Back from Stripe's onboarding with the account active: said, and released funds go there. */
export const BackFromStripe: Story = {
  parameters: {
    app: voiceActor('/payment-preferences?onboarding=return', {
      getPaymentSettings: settings({ method: 'stripe', paypal_email: null, stripe_account_status: 'active' }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Back from Stripe. Your Stripe account: Active.', {}, LOADED),
    ).toBeVisible();
    await expect(canvas.getByText('Released funds are sent to your Stripe account.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Stripe setup/ })).toBeNull();
  },
};

/** A retired ACH method: flagged pending in the list, with no banner on this page (section 4). */
export const RetiredAch: Story = {
  parameters: {
    app: voiceActor('/payment-preferences', {
      getPaymentSettings: settings({
        method: 'ach',
        pending: true,
        paypal_email: null,
        bank_account: { name: 'Leo Voice', type: 'checking', account_number: 'XXXXXXXX6789' },
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'No longer supported. Choose another payout method to keep getting paid.',
        {},
        LOADED,
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Checking, •••• 6789')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Payment update' })).toBeNull();
  },
};

/** The server refuses: its words above the form, and what was typed stays. */
export const SaveRefused: Story = {
  parameters: {
    app: voiceActor('/payment-preferences', {
      getPaymentSettings: settings(),
      updatePaymentSettings: ({ reply }) =>
        reply(422, errorBody('UnprocessableEntityError', 'This Wise account does not exist.')),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('leo@example.com', {}, LOADED);
    await userEvent.click(canvas.getByRole('radio', { name: 'Wise' }));
    const email = canvas.getByRole('textbox', { name: /Wise e-mail/ });
    await userEvent.type(email, 'leo.wise@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save payout method' }));
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent(
      'Not saved: This Wise account does not exist.',
    );
    await expect(email).toHaveValue('leo.wise@example.com');
  },
};

/** The settings cannot be loaded: the failure in place with Try again. */
export const LoadFailed: Story = {
  parameters: {
    app: voiceActor('/payment-preferences', {
      getPaymentSettings: ({ reply }) =>
        reply(503, errorBody('ServiceUnavailableError', 'Try again in a moment.')),
    }),
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole(
      'heading',
      { name: 'Your payment preferences could not be loaded' },
      LOADED,
    );
  },
};

/** The admin view of a voice actor's settings: the method, the details masked, the Stripe status. */
export const AdminView: Story = {
  parameters: {
    app: appAt('/payment_settings/4822', {
      user: users.admin,
      activeRole: 'client',
      api: {
        getPaymentSettings: settings({
          method: 'us_banking',
          paypal_email: null,
          bank_account: {
            name: 'Leo Voice',
            type: 'savings',
            account_number: 'XXXXXXXX6789',
            bank_name: 'Bank of America',
          },
        }),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByLabelText('Payout settings', {}, LOADED));
    await expect(list.getByText('US banking details (non-US resident)')).toBeVisible();
    await expect(list.getByText('Savings, •••• 6789, Bank of America')).toBeVisible();
  },
};
