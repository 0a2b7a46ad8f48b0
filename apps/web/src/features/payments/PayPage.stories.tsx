import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Project, ProjectPayment } from '@vo/sdk';
import { errorBody, type MockAnswers } from '@vo/sdk/mocks';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageHeaders } from '../../testing/offers';
import { castingWith } from '../../testing/projects';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { installStripeJs, type StripeJsRecord } from '../../testing/stripeJs';
import { users } from '../../testing/users';
import { PayPage } from './PayPage';

/**
 * `/projects/{id}/pay` (issue 43): a Secure Payment booking's payment. The client pays by card (the
 * card goes to the processor's sandbox, mocked here, and only its pm_ id to payProject), 3-D Secure
 * sends them to the bank's page, a decline shows section 8's message in the Payment error view with
 * Retry; the voice actor reads the payment's state.
 */
const meta = {
  title: 'Screens/Secure Payment',
  component: PayPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof PayPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const client = users.client;
const voiceActor = users.both;
const SANDBOX = 'https://sandbox.stripe.test';
const booking = castingWith({
  id: 7740,
  public_hash: 'pay7740',
  name: 'Harbor Bank radio spot',
  type: 'booking',
  status: 'booking-accepted',
  provider_id: voiceActor.provider_id,
  user_id: [client.id],
  secure_payment_enabled: true,
  secure_payment_status: 'pending_payment',
  secure_payment_amount: 300,
  charge_status: null,
});
const path = `/projects/${booking.public_hash}/pay`;
const paid: Project = { ...booking, charge_status: 'paid', secure_payment_status: 'paid' };
/** Paid, and the client accepted the recording: the booking is complete. */
const accepted: Project = { ...paid, status: 'completed', completion_reason: 'deliverable-accepted' };

const processor = { mode: 'sandbox', publishable_key: 'pk_test_sandbox', api_origin: SANDBOX } as const;
const answers = (project: Project, api: MockAnswers = {}): MockAnswers => ({
  getProject: project,
  getPaymentProcessor: processor,
  listProjectNotes: [],
  listInvitations: [],
  // A completed booking's page offers reviews; none are written here, nor allowed.
  listReviews: ({ reply }) => reply(200, [], { ...pageHeaders(1, 10, 0), 'x-access-add-review': 'denied' }),
  ...api,
});

/** The sandbox's tokenizer as Stripe.js talks to it: every card number becomes a pm_ id. */
let tokenized: string[] = [];
const sandboxTokenizer = http.post(`${SANDBOX}/v1/payment_methods`, async ({ request }) => {
  const form = new URLSearchParams(await request.text());
  const number = form.get('card[number]') ?? '';
  tokenized.push(number);
  return HttpResponse.json({ id: `pm_story_${number.slice(-4)}`, object: 'payment_method' });
});

const payment = (status: ProjectPayment['status'], project: Project): ProjectPayment => ({
  status,
  amount: 30000,
  currency: 'usd',
  next_action:
    status === 'requires_action'
      ? { redirect_url: `${SANDBOX}/sandbox/authenticate/pi_story?client_secret=pi_story_secret` }
      : null,
  project,
});

const typeCard = async (canvasElement: HTMLElement, number: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Card number' }, LOADED), number);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Expiry date' }), '1230');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Security code' }), '123');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Name on card' }), 'Dana Client');
};

/** The client's form: the price to pay, the card fields and Pay. */
export const ClientPays: Story = {
  parameters: { app: appAt(path, { user: client, activeRole: 'client', api: answers(booking) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Pending payment by client', {}, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay $300.00' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  },
};

/** A good card: the number goes to the sandbox, payProject gets its pm_ id, the booking reads paid. */
export const PaidAtOnce: Story = {
  parameters: {
    app: appAt(path, {
      user: client,
      activeRole: 'client',
      api: answers(booking, {
        payProject: ({ body }) => {
          paidWith = body?.payment_method_id ?? null;
          current = paid;
          return payment('paid', paid);
        },
        getProject: () => current,
      }),
    }),
  },
  beforeEach: (context) => {
    tokenized = [];
    paidWith = null;
    current = booking;
    context.msw.use(sandboxTokenizer);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeCard(canvasElement, '4242424242424242');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $300.00' }));
    await canvas.findByText('Paid by client', {}, LOADED);
    await expect(tokenized).toEqual(['4242424242424242']);
    await expect(paidWith).toBe('pm_story_4242');
    await expect(canvas.queryByRole('button', { name: 'Pay $300.00' })).toBeNull();
    // Held until the recording is accepted: nothing to let go yet.
    await expect(
      canvas.getByText(
        'The funds are held until the recording is accepted; then finance releases them to the voice actor.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Release the payment to the voice actor' })).toBeNull();
  },
};

/**
 * Stripe mode (the server has Stripe's keys): the number, expiry and security code are typed in Stripe
 * Elements' card element, Stripe.js makes the payment method, and payProject gets its pm_ id; nothing
 * goes to a tokenizer of ours. Stripe.js is stood in for here (testing/stripeJs: no test reaches
 * js.stripe.com); the app's Elements code is the real one.
 */
export const PaysWithStripeElements: Story = {
  parameters: {
    app: appAt(path, {
      user: client,
      activeRole: 'client',
      api: answers(booking, {
        getPaymentProcessor: {
          mode: 'stripe',
          publishable_key: 'pk_test_story',
          api_origin: 'https://api.stripe.com',
        },
        payProject: ({ body }) => {
          paidWith = body?.payment_method_id ?? null;
          current = paid;
          return payment('paid', paid);
        },
        getProject: () => current,
      }),
    }),
  },
  beforeEach: () => {
    stripeJs = installStripeJs();
    paidWith = null;
    current = booking;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('group', { name: 'Card' }, LOADED);
    await expect(canvas.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    // Pay with nothing typed: Stripe's element is empty, so the fields say what they need.
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $300.00' }));
    await expect(card).toHaveAccessibleDescription(
      /Enter your card’s number, expiry date and security code\./,
    );
    await userEvent.type(
      await within(card).findByRole('textbox', { name: 'Card number, expiry date and security code' }),
      '4242424242424242 1230 123',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name on card' }), 'Dana Client');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $300.00' }));
    await canvas.findByText('Paid by client', {}, LOADED);
    await expect(stripeJs.keys).toEqual(['pk_test_story']);
    await expect(stripeJs.paymentMethods).toEqual([{ name: 'Dana Client', last4: '4242' }]);
    await expect(paidWith).toBe('pm_elements_4242');
  },
};
let stripeJs: StripeJsRecord;

/** The recording accepted: the client lets finance release the funds. */
export const ClientLetsFundsGo: Story = {
  parameters: {
    app: appAt(path, {
      user: client,
      activeRole: 'client',
      api: answers(accepted, {
        getProject: () => current,
        setProjectReadyToReleaseFunds: () => {
          current = { ...accepted, ready_to_release_funds_at: '2026-12-07T11:00:00Z' };
          return current;
        },
      }),
    }),
  },
  beforeEach: () => {
    current = accepted;
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Release the payment to the voice actor' }, LOADED),
    );
    await canvas.findByText('The client asked finance to release the funds to the voice actor.', {}, LOADED);
    await expect(storyApp(context).api.calls('setProjectReadyToReleaseFunds')).toHaveLength(1);
  },
};
let paidWith: string | null = null;
let current: Project = booking;

/** The card's bank asks for 3-D Secure: the page says so and sends the client to authenticate. */
export const AuthenticationRequired: Story = {
  parameters: {
    app: appAt(path, {
      user: client,
      activeRole: 'client',
      api: answers(booking, { payProject: () => payment('requires_action', booking) }),
    }),
  },
  beforeEach: (context) => {
    context.msw.use(sandboxTokenizer);
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await typeCard(context.canvasElement, '4000002500003155');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $300.00' }));
    await canvas.findByText('Your card’s bank asks you to confirm this payment.', {}, LOADED);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm with your bank' }));
    await expect(storyApp(context).left).toEqual([
      `${SANDBOX}/sandbox/authenticate/pi_story?client_secret=pi_story_secret`,
    ]);
  },
};

/** Back from the bank (3-D Secure): the payment is finished without a card, and the booking reads paid. */
export const ReturnsFromBank: Story = {
  parameters: {
    app: appAt(`${path}?authenticated=1`, {
      user: client,
      activeRole: 'client',
      api: answers(booking, {
        payProject: () => {
          current = paid;
          return payment('paid', paid);
        },
        getProject: () => current,
      }),
    }),
  },
  beforeEach: () => {
    current = booking;
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByText('Paid by client', {}, LOADED);
    const calls = storyApp(context).api.calls('payProject');
    await expect(calls.map((call) => call.body)).toEqual([{}]);
    await expect(calls[0]?.headers.get('idempotency-key')).toMatch(/^pay-/);
    await expect(storyApp(context).location()).toBe(path);
  },
};

/** A declined card: section 8's message in the Payment error view; Retry keeps all but the number. */
export const Declined: Story = {
  parameters: {
    app: appAt(path, {
      user: client,
      activeRole: 'client',
      api: answers(booking, {
        payProject: ({ reply }) =>
          reply(422, {
            ...errorBody('UnprocessableEntityError', 'Your card was declined.'),
            code: 'card_declined',
          }),
      }),
    }),
  },
  beforeEach: (context) => {
    context.msw.use(sandboxTokenizer);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeCard(canvasElement, '4000000000000002');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $300.00' }));
    const view = within(await canvas.findByRole('region', { name: 'Payment error' }, LOADED));
    await expect(view.getByRole('alert')).toHaveTextContent('Your card was declined.');
    await userEvent.click(view.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveValue(''));
    await expect(canvas.getByRole('textbox', { name: 'Name on card' })).toHaveValue('Dana Client');
    await expect(canvas.getByRole('textbox', { name: 'Expiry date' })).toHaveValue('12 / 30');
  },
};

/** The voice actor reads the payment: paid by the client, nothing to pay or release. */
export const VoiceActorSeesPaid: Story = {
  parameters: { app: appAt(path, { user: voiceActor, activeRole: 'provider', api: answers(paid) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Paid by client', {}, LOADED);
    await expect(canvas.queryByRole('form', { name: 'Pay by card' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Release/ })).toBeNull();
  },
};

/** Funds released: the booked voice actor reads how their share went out (paid out by PayPal here). */
export const VoiceActorSeesPayout: Story = {
  parameters: {
    app: appAt(path, {
      user: voiceActor,
      activeRole: 'provider',
      api: answers(
        { ...paid, charge_status: 'funds_released', secure_payment_status: 'funds_released' },
        {
          listProviderPayouts: [
            {
              project_id: booking.id,
              public_hash: booking.public_hash,
              name: booking.name,
              amount: 24000,
              currency: 'usd',
              status: 'paid_out',
              method: 'paypal',
              reference: '5TY05013RG002845M',
              released_at: '2026-12-05T10:00:00Z',
              paid_at: '2026-12-06T10:00:00Z',
            },
          ],
        },
      ),
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByText(
      'Your share: $240.00. Paid out by PayPal (reference 5TY05013RG002845M) on Dec 6, 2026.',
      {},
      LOADED,
    );
    const asked = storyApp(context).api.calls('listProviderPayouts')[0];
    await expect(new URL(asked?.url ?? '', 'http://app.test').searchParams.get('project_id')).toBe(
      String(booking.id),
    );
  },
};

/** The project cannot be loaded: the failure in place with Try again. */
export const LoadFailed: Story = {
  parameters: {
    app: appAt(path, {
      user: client,
      activeRole: 'client',
      api: answers(booking, {
        getProject: ({ reply }) => reply(503, errorBody('ServiceUnavailableError', 'Try again in a moment.')),
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
  },
};
