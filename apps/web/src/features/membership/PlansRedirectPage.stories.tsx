import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Subscription } from '@vo/sdk';
import type { MockAnswers } from '@vo/sdk/mocks';
import { expect, waitFor, within } from 'storybook/test';
import { membershipSettled, plans, premium, process, standard } from '../../testing/membership';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { PlansRedirectPage } from './PlansRedirectPage';

/**
 * The membership's ways in and out (issue 44): `/plansRedirect`, where a plan change lands and the
 * bank's 3-D Secure page returns (`?process_id=`); `/paypalRedirect`, where PayPal sends the voice
 * actor back after the billing agreement; `/plans/REFERRALS`, which sends a visitor to sign up.
 */
const meta = {
  title: 'Screens/Membership redirects',
  component: PlansRedirectPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof PlansRedirectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

let current: Subscription = standard;
const asVoiceActor = (api: MockAnswers, path: string) =>
  appAt(path, {
    user: users.provider,
    activeRole: 'provider',
    api: { getMySubscription: () => current, ...api },
  });
const startAt = (subscription: Subscription) => () => {
  current = subscription;
};

/** Back from the bank (`/plansRedirect?process_id=`): the change finished, the new plan in force. */
export const BackFromTheBank: Story = {
  parameters: {
    app: asVoiceActor({ getSubscriptionProcess: process('completed') }, '/plansRedirect?process_id=9001'),
  },
  beforeEach: startAt(premium),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Your membership is now Premium (annual).', {}, LOADED);
    await expect(canvas.getByText('Next renewal on March 1, 2027, $399.00.')).toBeVisible();
    await membershipSettled(canvasElement);
  },
};

/** Back from the bank, the charge failed: the Payment error view with Retry. */
export const BackFromTheBankFailed: Story = {
  parameters: {
    app: asVoiceActor(
      {
        getSubscriptionProcess: process('payment_failed', {
          error: { code: 'card_declined', message: 'Your card was declined.' },
        }),
      },
      '/plansRedirect?process_id=9001',
    ),
  },
  beforeEach: startAt(standard),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = within(await canvas.findByRole('region', { name: 'Payment error' }, LOADED));
    await expect(view.getByRole('alert')).toHaveTextContent('Your card was declined.');
    await expect(view.getByRole('button', { name: 'Retry' })).toBeVisible();
    await membershipSettled(canvasElement);
  },
};

/** PayPal sent the voice actor back with the agreement cancelled: section 8 asks to add PayPal again (nothing saved). */
export const PaypalCancelled: Story = {
  parameters: { app: asVoiceActor({}, '/paypalRedirect?token=BA-8A802366G0648845Y&cancelled=1') },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const view = within(await canvas.findByRole('region', { name: 'Payment error' }, LOADED));
    await expect(view.getByRole('alert')).toHaveTextContent(
      'Your PayPal agreement was cancelled. Please add PayPal again.',
    );
    await expect(storyApp(context).api.calls('setSubscriptionPaymentMethod')).toHaveLength(0);
    await membershipSettled(context.canvasElement);
  },
};

/** `/plans/REFERRALS` sends an anonymous visitor to sign up before anything else. */
export const ReferralsSignUp: Story = {
  parameters: { app: appAt('/plans/REFERRALS', { api: { listSubscriptionPlansForMarket: plans } }) },
  play: async (context) => {
    await waitFor(() => expect(storyApp(context).api.calls('getSignInLink')).toHaveLength(1), LOADED);
    const [call] = storyApp(context).api.calls('getSignInLink');
    await expect(call?.url).toContain('action=signup');
    await expect(decodeURIComponent(call?.url ?? '')).toContain('/plans/REFERRALS');
  },
};
