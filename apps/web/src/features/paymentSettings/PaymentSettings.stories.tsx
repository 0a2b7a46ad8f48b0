import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PaymentSettings, ProviderPayout } from '@vo/sdk';
import { errorBody, type MockAnswers } from '@vo/sdk/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageHeaders } from '../../testing/offers';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { PaymentPreferencesPage } from './PaymentPreferencesPage';

/**
 * A voice actor's payment preferences (`/payment-preferences`, spec sections 2, 3 and 8): the payout
 * methods with their labels, the form to change method, Stripe onboarding and its status, how each
 * released booking was paid out; the hash form a mail links to (`/payment-preferences/{token}`); and
 * the admin view of any provider's settings (`/payment_settings/{provider_id}`).
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
const payouts =
  (rows: ProviderPayout[]): MockAnswers['listProviderPayouts'] =>
  ({ reply }) =>
    reply(200, rows, pageHeaders(1, 10, rows.length));
const voiceActor = (path: string, api: MockAnswers) =>
  appAt(path, {
    user: users.provider,
    activeRole: 'provider',
    api: { listProviderPayouts: payouts([]), ...api },
  });
const payout = (overrides: Partial<ProviderPayout>): ProviderPayout => ({
  project_id: 7740,
  public_hash: 'pay7740xx',
  name: 'Harbor Bank radio spot',
  amount: 24000,
  currency: 'usd',
  status: 'paid_out',
  method: 'paypal',
  reference: '5TY05013RG002845M',
  released_at: '2026-12-02T10:00:00Z',
  paid_at: '2026-12-03T09:30:00Z',
  ...overrides,
});
/** A mail's link (its token as the server signs it; the stories' server answers for it). */
const LINK =
  '/payment-preferences/eyJwIjo0ODIyLCJlIjoxNzk2MzQ1NjAwfQ.k3Jd9sQ2mLp7Vb1Zc8Ne4Wd6Ya0Hs5TuXo2Rq1Ab9Cc';

/** PayPal in use; switching to Payoneer saves it and says so. */
export const ChangeMethod: Story = {
  parameters: {
    app: voiceActor('/payment-preferences', {
      // The server's settings as they are, before and after the save: a read after it is Payoneer.
      getPaymentSettings: () => saved,
      updatePaymentSettings: ({ reply }) => {
        saved = settings({ method: 'payoneer', paypal_email: null, payoneer_user_id: '48213377' });
        return reply(200, saved);
      },
    }),
  },
  beforeEach: () => {
    saved = settings();
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
    // The form settles on what was saved (the settings read again say the same).
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Payoneer' })).toBeChecked());
    await expect(canvas.getByRole('textbox', { name: /Payoneer user ID/ })).toHaveValue('48213377');
  },
};
let saved: PaymentSettings = settings();

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

/** Released funds and how each went out: paid out by PayPal with its reference, transferred, still owed. */
export const Payouts: Story = {
  parameters: {
    app: voiceActor('/payment-preferences', {
      getPaymentSettings: settings(),
      listProviderPayouts: payouts([
        payout({}),
        payout({
          project_id: 7741,
          public_hash: 'pay7741xx',
          name: 'Cedar Bakery jingle read',
          amount: 9600,
          status: 'transferred',
          method: 'stripe',
          reference: 'tr_1Qx2Yz3AbCd',
        }),
        payout({
          project_id: 7742,
          public_hash: 'pay7742xx',
          name: 'Museum audio guide',
          amount: 36000,
          status: 'owed',
          method: null,
          reference: null,
          paid_at: null,
        }),
      ]),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: 'Released funds' }, LOADED));
    const paid = within(list.getByRole('article', { name: 'Harbor Bank radio spot' }));
    await expect(paid.getByText('$240.00 released on Dec 2, 2026')).toBeVisible();
    await expect(
      paid.getByText('Paid out by PayPal (reference 5TY05013RG002845M) on Dec 3, 2026'),
    ).toBeVisible();
    await expect(
      list.getByText('Transferred to your Stripe account (reference tr_1Qx2Yz3AbCd) on Dec 3, 2026'),
    ).toBeVisible();
    await expect(list.getByText('Owed to you: finance pays it by your payout method')).toBeVisible();
  },
};

/** The payouts cannot be loaded: that section says so with Try again; the settings still work. */
export const PayoutsLoadFailed: Story = {
  parameters: {
    app: voiceActor('/payment-preferences', {
      getPaymentSettings: settings(),
      listProviderPayouts: ({ reply }) =>
        reply(503, errorBody('ServiceUnavailableError', 'Try again in a moment.')),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Your payouts could not be loaded' }, LOADED);
    await expect(canvas.getByRole('button', { name: 'Save payout method' })).toBeVisible();
  },
};

/** A mail's link, signed in as its voice actor: their settings open, said to come from the mail. */
export const LinkYours: Story = {
  parameters: {
    app: voiceActor(LINK, {
      getPaymentSettings: settings({ method: 'ach', pending: true, paypal_email: null }),
      getPaymentPreferencesLink: { provider_id: 4822, yours: true, email_hint: 'l***@example.com' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Add or fix your payout details below so finance can pay you.', {}, LOADED),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Save payout method' }, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Payment update' })).toBeNull();
  },
};

/** A mail's link, signed in as someone else: whose it is, and signing in as them; no settings shown. */
export const LinkForAnotherAccount: Story = {
  parameters: {
    app: appAt(LINK, {
      user: users.client,
      activeRole: 'client',
      api: {
        getPaymentPreferencesLink: { provider_id: 4822, yours: false, email_hint: 'l***@example.com' },
      },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByText(
        'This link is for another account (l***@example.com): its payout details open only for that voice actor, signed in.',
        {},
        LOADED,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in as l***@example.com' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save payout method' })).toBeNull();
    await expect(storyApp(context).api.calls('getPaymentSettings')).toHaveLength(0);
  },
};

/** A forged or expired link: said so, with the way to the viewer's own settings. */
export const LinkInvalid: Story = {
  parameters: {
    app: voiceActor(LINK, {
      getPaymentPreferencesLink: ({ reply }) =>
        reply(
          404,
          errorBody(
            'NotFoundError',
            'This link is not valid or has expired. Open your payment preferences to add or fix your payout details.',
          ),
        ),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent(
      'This link is not valid or has expired.',
    );
    await expect(canvas.getByRole('link', { name: 'Open your payment preferences' })).toHaveAttribute(
      'href',
      '/payment-preferences',
    );
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
