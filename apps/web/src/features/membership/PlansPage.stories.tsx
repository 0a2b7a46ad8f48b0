import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Subscription, SubscriptionInvoice } from '@vo/sdk';
import { errorBody, type MockAnswers } from '@vo/sdk/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  downgradeQuote,
  downgrading,
  membershipSettled,
  plans,
  premium,
  premiumInvoice,
  process,
  promoPlans,
  SANDBOX,
  sandboxProcessor,
  sandboxTokenizer,
  scheduled,
  standard,
  chooseAnnual,
  typeCard,
  upgradeQuote,
} from '../../testing/membership';
import { documentOf, LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { PlansPage } from './PlansPage';

/**
 * `/plans` (issue 44): the membership plans for the visitor's market and, for a voice actor, their
 * membership. Every change is priced first (the dry run), then paid with the saved method, a new card
 * (tokenized at the processor's sandbox, mocked here) or PayPal; 3-D Secure sends the voice actor to
 * the bank's page; a decline shows section 8's message in the Payment error view with Retry;
 * downgrades are scheduled with a reason and can be restored.
 */
const meta = {
  title: 'Screens/Membership',
  component: PlansPage,
  ...storyAppAnnotations,
  loaders: [
    ...storyAppAnnotations.loaders,
    // The parts loaded once needed, fetched first (as a browser with the app cached has them).
    async () => {
      await Promise.all([import('./Checkout'), import('./MembershipDialogs'), import('./PaymentMethodForm')]);
      return {};
    },
  ],
} satisfies Meta<typeof PlansPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const voiceActor = users.provider;

/** The membership as the server has it now; a story's answers change it as the server would. */
let current: Subscription = standard;
let [savedCards, invoices]: [string[], SubscriptionInvoice[]] = [[], []];
const member = (api: MockAnswers = {}): MockAnswers => ({
  listSubscriptionPlansForMarket: plans,
  getMySubscription: () => current,
  getPaymentProcessor: sandboxProcessor,
  dryRunSubscriptionChange: upgradeQuote,
  listSubscriptionInvoices: () => invoices,
  setSubscriptionPaymentMethod: ({ body }) => {
    savedCards.push(body?.token ?? '');
    current = {
      ...current,
      payment_method: { type: 'card', brand: 'visa', last4: (body?.token ?? '').slice(-4) },
    };
    return current;
  },
  ...api,
});
const asVoiceActor = (api: MockAnswers, path = '/plans') =>
  appAt(path, { user: voiceActor, activeRole: 'provider', api: member(api) });

const bankPage = `${SANDBOX}/sandbox/authenticate/pi_story?client_secret=pi_story_secret`;
const startAt = (subscription: Subscription) => () => {
  current = subscription;
  savedCards = [];
  invoices = subscription.tier === 'Premium' ? [premiumInvoice] : [];
};

/** An anonymous visitor compares the plans, monthly then annual, and is asked to sign in to choose. */
export const VisitorComparesPlans: Story = {
  parameters: { app: appAt('/plans', { api: { listSubscriptionPlansForMarket: plans } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = within(await canvas.findByRole('region', { name: 'Membership plans' }, LOADED));
    await expect(region.getByRole('article', { name: 'Premium' })).toHaveTextContent('$39 per month');
    await userEvent.click(region.getByRole('radio', { name: 'Annual' }));
    await expect(region.getByRole('article', { name: 'Premium' })).toHaveTextContent('$399 per year');
    await expect(
      canvas.getByText('Voice actors choose a membership here. Sign in or sign up to choose a plan.'),
    ).toBeVisible();
  },
};

/** `/plans/SPRING25`: the promo's price beside the struck regular one, asked for with the code. */
export const PromoPrices: Story = {
  parameters: {
    app: appAt('/plans/SPRING25', { api: { listSubscriptionPlansForMarket: promoPlans } }),
  },
  play: async (context) => {
    const region = await chooseAnnual(context.canvasElement, 'Membership plans');
    await expect(region.getByRole('article', { name: 'Premium' })).toHaveTextContent('$299.25');
    const calls = storyApp(context).api.calls('listSubscriptionPlansForMarket');
    await expect(calls[0]?.url).toContain('promo_code=SPRING25');
  },
};

/** A client picks Premium: they get a voice actor profile (createProvider), act as one, and see its price. */
export const ClientBecomesVoiceActor: Story = {
  parameters: {
    app: appAt('/plans', {
      user: users.client,
      activeRole: 'client',
      api: member({ createProvider: ({ generated }) => ({ ...generated(), id: voiceActor.provider_id }) }),
    }),
  },
  beforeEach: startAt(standard),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const region = within(await canvas.findByRole('region', { name: 'Membership plans' }, LOADED));
    await expect(
      canvas.getByText('Choosing a plan makes you a voice actor on the marketplace as well.'),
    ).toBeVisible();
    await userEvent.click(region.getByRole('radio', { name: 'Annual' }));
    await userEvent.click(region.getByRole('button', { name: 'Choose Premium' }));
    await canvas.findByRole('region', { name: 'Change to Premium' }, LOADED);
    await expect(canvas.getByRole('region', { name: 'Your membership' })).toBeVisible();
    await expect(storyApp(context).api.calls('createProvider')).toHaveLength(1);
    await expect(storyApp(context).api.calls('dryRunSubscriptionChange')[0]?.body).toMatchObject({
      productName: 'premium-5',
      billingPeriod: 'ANNUAL',
    });
    await membershipSettled(context.canvasElement);
  },
};

/** A Standard voice actor: their plan marked, no card yet, Platinum out of reach for now. */
export const StandardMember: Story = {
  parameters: { app: asVoiceActor({}) },
  beforeEach: startAt(standard),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = within(await canvas.findByRole('region', { name: 'Your membership' }, LOADED));
    await expect(summary.getByText('No payment method saved.')).toBeVisible();
    const region = within(canvas.getByRole('region', { name: 'Change your plan' }));
    await expect(region.getByRole('article', { name: 'Standard' })).toHaveTextContent('Current plan');
    await expect(region.getByRole('article', { name: 'Platinum' })).toHaveTextContent(
      'Platinum requires Premium for at least a year.',
    );
    await membershipSettled(canvasElement);
  },
};

/** Choosing Premium shows what it costs before anything is charged: today's charge and the next renewal. */
export const UpgradeDryRun: Story = {
  parameters: { app: asVoiceActor({}) },
  beforeEach: startAt(standard),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const region = await chooseAnnual(context.canvasElement);
    await userEvent.click(region.getByRole('button', { name: 'Upgrade to Premium' }));
    const quote = within(await canvas.findByRole('region', { name: 'Change to Premium' }, LOADED));
    await expect(quote.getByText('Charged today').nextElementSibling).toHaveTextContent('$399.00');
    await expect(quote.getByText('Next renewal').nextElementSibling).toHaveTextContent(
      'December 7, 2027, $399.00',
    );
    await expect(storyApp(context).api.calls('changeSubscription')).toHaveLength(0);
    await expect(storyApp(context).api.calls('dryRunSubscriptionChange')[0]?.body).toEqual({
      productName: 'premium-5',
      billingPeriod: 'ANNUAL',
      promoCode: null,
    });
    await membershipSettled(context.canvasElement);
  },
};

/** A new card, then Pay: the card is saved (only its pm_ id), the change charged, and the page lands on /plansRedirect. */
export const UpgradeWithNewCard: Story = {
  parameters: {
    app: asVoiceActor({
      changeSubscription: () => {
        current = premium;
        return process('completed');
      },
    }),
  },
  beforeEach: (context) => {
    startAt(standard)();
    context.msw.use(sandboxTokenizer);
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const region = await chooseAnnual(context.canvasElement);
    await userEvent.click(region.getByRole('button', { name: 'Upgrade to Premium' }));
    await typeCard(context.canvasElement, '4242424242424242');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $399.00' }));
    await canvas.findByText('Your membership is now Premium (annual).', {}, LOADED);
    await expect(savedCards).toEqual(['pm_story_4242']);
    await expect(storyApp(context).location()).toBe('/plansRedirect');
    await membershipSettled(context.canvasElement);
  },
};

/** The card's bank asks for 3-D Secure: the voice actor is sent to the bank's page. */
export const AuthenticationRequired: Story = {
  parameters: {
    app: asVoiceActor({
      changeSubscription: () =>
        process('processing', {
          next_action: { redirect_url: bankPage },
        }),
      getSubscriptionProcess: () =>
        process('processing', {
          next_action: { redirect_url: bankPage },
        }),
    }),
  },
  beforeEach: (context) => {
    startAt(standard)();
    context.msw.use(sandboxTokenizer);
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const region = await chooseAnnual(context.canvasElement);
    await userEvent.click(region.getByRole('button', { name: 'Upgrade to Premium' }));
    await typeCard(context.canvasElement, '4000002500003155');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $399.00' }));
    await canvas.findByText('Your card’s bank asks you to confirm this payment.', {}, LOADED);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm with your bank' }));
    await expect(storyApp(context).left).toEqual([bankPage]);
    await membershipSettled(context.canvasElement);
  },
};

/** A declined card: section 8's message in the Payment error view; Retry takes another card and pays. */
export const DeclinedThenRetry: Story = {
  parameters: {
    app: asVoiceActor({
      changeSubscription: ({ reply }) => {
        current = { ...current, pending_process_id: 9001 };
        return reply(422, {
          ...errorBody('UnprocessableEntityError', 'Your card was declined.'),
          code: 'card_declined',
        });
      },
      retrySubscriptionPayment: () => {
        current = premium;
        return process('completed');
      },
    }),
  },
  beforeEach: (context) => {
    startAt(standard)();
    context.msw.use(sandboxTokenizer);
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const region = await chooseAnnual(context.canvasElement);
    await userEvent.click(region.getByRole('button', { name: 'Upgrade to Premium' }));
    await typeCard(context.canvasElement, '4000000000000002');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $399.00' }));
    const view = within(await canvas.findByRole('region', { name: 'Payment error' }, LOADED));
    await expect(view.getByRole('alert')).toHaveTextContent('Your card was declined.');
    await userEvent.click(view.getByRole('button', { name: 'Retry' }));
    await typeCard(context.canvasElement, '4242424242424242');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $399.00' }));
    await canvas.findByText('Your membership is now Premium (annual).', {}, LOADED);
    await expect(savedCards).toEqual(['pm_story_0002', 'pm_story_4242']);
    await expect(storyApp(context).api.calls('retrySubscriptionPayment')[0]?.params).toEqual({ id: '9001' });
    await membershipSettled(context.canvasElement);
  },
};

/** A Premium member downgrades: nothing charged, the change waits for the period's end, and they say why. */
export const DowngradeWithReason: Story = {
  parameters: {
    app: asVoiceActor({
      dryRunSubscriptionChange: downgradeQuote,
      changeSubscription: () => {
        current = downgrading;
        return process('scheduled', { id: 9105, change_type: 'downgrade' });
      },
      saveSubscriptionDowngradeReason: ({ body }) => {
        current = {
          ...downgrading,
          scheduled_downgrade: { ...scheduled, reason: body?.reason ?? null },
        };
        return current;
      },
    }),
  },
  beforeEach: startAt(premium),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = within(await canvas.findByRole('region', { name: 'Change your plan' }, LOADED));
    await userEvent.click(region.getByRole('button', { name: 'Downgrade to Standard' }));
    const quote = within(await canvas.findByRole('region', { name: 'Downgrade to Standard' }, LOADED));
    await expect(quote.getByText('Takes effect on').nextElementSibling).toHaveTextContent('March 1, 2027');
    await userEvent.click(quote.getByRole('button', { name: 'Schedule the downgrade' }));
    const dialog = within(
      await documentOf(canvasElement).findByRole('dialog', { name: 'Why are you downgrading?' }, LOADED),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Save the reason' }));
    await expect(dialog.getByText('Please tell us why you are downgrading.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Fewer auditions this winter.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save the reason' }));
    await canvas.findByText('Your reason: Fewer auditions this winter.', {}, LOADED);
    await expect(canvas.getByText('Your plan changes to Standard on March 1, 2027.')).toBeVisible();
    await membershipSettled(canvasElement);
  },
};

/** A scheduled downgrade is restored before the period ends: the restore dialog, then Premium stays. */
export const RestoreDowngrade: Story = {
  parameters: {
    app: asVoiceActor({
      cancelSubscriptionTransaction: () => {
        current = premium;
        return process('cancelled', { id: 9105, change_type: 'downgrade' });
      },
    }),
  },
  beforeEach: startAt(downgrading),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const summary = within(await canvas.findByRole('region', { name: 'Your membership' }, LOADED));
    await userEvent.click(summary.getByRole('button', { name: 'Keep Premium' }));
    const dialog = within(
      await documentOf(context.canvasElement).findByRole('dialog', { name: 'Keep Premium?' }, LOADED),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Keep Premium' }));
    await waitFor(() => expect(canvas.queryByText(/Your plan changes to Standard/)).toBeNull(), LOADED);
    await expect(storyApp(context).api.calls('cancelSubscriptionTransaction')[0]?.params).toEqual({
      id: '9105',
    });
    await membershipSettled(context.canvasElement);
  },
};

/** Platinum asks for the acknowledgement box first (spec section 5's words). */
export const PlatinumAcknowledgement: Story = {
  parameters: { app: asVoiceActor({}) },
  beforeEach: startAt(premium),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = within(await canvas.findByRole('region', { name: 'Change your plan' }, LOADED));
    const card = within(region.getByRole('article', { name: 'Platinum' }));
    await userEvent.click(card.getByRole('button', { name: 'Upgrade to Platinum' }));
    await expect(
      card.getByText('You have to acknowledge the benefits and requirements first.'),
    ).toBeVisible();
    await membershipSettled(canvasElement);
  },
};

/** Auto-renewal turned off: the plan then ends at the period's end. */
export const AutoRenewalOff: Story = {
  parameters: {
    app: asVoiceActor({
      setSubscriptionAutoRenewal: ({ body }) => {
        current = { ...current, auto_renewal: body?.enabled ?? current.auto_renewal };
        return current;
      },
    }),
  },
  beforeEach: startAt(premium),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const summary = within(await canvas.findByRole('region', { name: 'Your membership' }, LOADED));
    await userEvent.click(summary.getByRole('switch', { name: 'Auto-renewal' }));
    await summary.findByText('Your plan ends at the end of this billing period.', {}, LOADED);
    summary.getByRole('switch').blur(); // no focus ring (it depends on the story before: visual.setup.ts)
    await expect(summary.getByText('Ends on').nextElementSibling).toHaveTextContent('March 1, 2027');
    await expect(summary.getByRole('list', { name: 'Invoices' })).toHaveTextContent(
      'Premium, annual, $399.00',
    );
    await expect(storyApp(context).api.calls('setSubscriptionAutoRenewal')[0]?.body).toEqual({
      enabled: false,
    });
    await membershipSettled(context.canvasElement);
  },
};

/** The membership cannot be loaded: the failure in place with Try again. */
export const LoadFailed: Story = {
  parameters: {
    app: asVoiceActor({
      getMySubscription: ({ reply }) =>
        reply(503, errorBody('ServiceUnavailableError', 'Try again in a moment.')),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
    await membershipSettled(canvasElement);
  },
};
