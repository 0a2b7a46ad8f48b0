import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Project, ProjectPayment } from '@vo/sdk';
import type { MockAnswers } from '@vo/sdk/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { sandboxProcessor, sandboxTokenizer, typeCard } from '../../testing/membership';
import { pageHeaders } from '../../testing/offers';
import { castingWith } from '../../testing/projects';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { PayPage } from './PayPage';

/**
 * `/projects/{id}/pay`'s additional payments (issue 43): the client adds an extra payment to a booking
 * (extra lines, a bonus) and pays it by card like the quote; the voice actor reads them.
 */
const meta = {
  title: 'Screens/Secure Payment/Additional payments',
  component: PayPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof PayPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const client = users.client;
const voiceActor = users.both;
/** Paid, and the recording accepted: the booking is complete, its funds still held. */
const accepted = castingWith({
  id: 7760,
  public_hash: 'extra7760',
  name: 'Maple Library opening hours',
  type: 'booking',
  status: 'completed',
  completion_reason: 'deliverable-accepted',
  provider_id: voiceActor.provider_id,
  user_id: [client.id],
  secure_payment_enabled: true,
  secure_payment_status: 'paid',
  secure_payment_amount: 200,
  charge_status: 'paid',
});
const path = `/projects/${accepted.public_hash}/pay`;
const extraLines = {
  id: 1,
  amount: 75,
  description: 'Two extra pick-up lines',
  charge_status: 'pending',
  created_at: '2026-12-07T10:00:00Z',
} as const;

const answers = (api: MockAnswers): MockAnswers => ({
  getPaymentProcessor: sandboxProcessor,
  listProjectNotes: [],
  listInvitations: [],
  // A completed booking's page offers reviews; none are written here, nor allowed.
  listReviews: ({ reply }) => reply(200, [], { ...pageHeaders(1, 10, 0), 'x-access-add-review': 'denied' }),
  ...api,
});

let current: Project = accepted;
const paidAnswer = (project: Project): ProjectPayment => ({
  status: 'paid',
  amount: 7500,
  currency: 'usd',
  next_action: null,
  project,
});

/** The client adds what the extra is for and its amount, checked before sending, then pays it. */
export const ClientAddsAndPays: Story = {
  parameters: {
    app: appAt(path, {
      user: client,
      activeRole: 'client',
      api: answers({
        getProject: () => current,
        createProjectAdditionalPayment: () => {
          current = { ...accepted, additional_payments: [extraLines] };
          return current;
        },
        payProjectAdditionalPayment: () => {
          current = { ...accepted, additional_payments: [{ ...extraLines, charge_status: 'paid' }] };
          return paidAnswer(current);
        },
      }),
    }),
  },
  beforeEach: (context) => {
    current = accepted;
    context.msw.use(sandboxTokenizer);
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const extras = within(await canvas.findByRole('region', { name: 'Additional payments' }, LOADED));
    await userEvent.click(extras.getByRole('button', { name: 'Add a payment' }));
    await userEvent.type(extras.getByRole('textbox', { name: 'Amount (USD)' }), '75.5.0');
    await userEvent.click(extras.getByRole('button', { name: 'Add payment' }));
    await expect(extras.getByRole('textbox', { name: 'What it is for' })).toHaveAccessibleDescription(
      'Say what this payment is for.',
    );
    await expect(extras.getByRole('textbox', { name: 'Amount (USD)' })).toHaveAccessibleDescription(
      'Enter an amount in dollars, such as 75 or 75.50.',
    );
    await userEvent.type(extras.getByRole('textbox', { name: 'What it is for' }), 'Two extra pick-up lines');
    await userEvent.clear(extras.getByRole('textbox', { name: 'Amount (USD)' }));
    await userEvent.type(extras.getByRole('textbox', { name: 'Amount (USD)' }), '75');
    await userEvent.click(extras.getByRole('button', { name: 'Add payment' }));
    await extras.findByText('Two extra pick-up lines: $75.00, Pending payment by client', {}, LOADED);
    const app = storyApp(context);
    await expect(app.api.calls('createProjectAdditionalPayment').map((call) => call.body)).toEqual([
      { amount: 75, description: 'Two extra pick-up lines' },
    ]);
    // Its card form opens at once.
    await typeCard(context.canvasElement, '4242424242424242');
    await userEvent.click(extras.getByRole('button', { name: 'Pay $75.00' }));
    await extras.findByText('Two extra pick-up lines: $75.00, Paid by client', {}, LOADED);
    const paid = app.api.calls('payProjectAdditionalPayment');
    await expect(paid.map((call) => call.body?.payment_method_id)).toEqual(['pm_story_4242']);
    // Back from a card's bank, the address names this payment.
    await expect(paid[0]?.body?.return_url).toMatch(/\?authenticated=1&payment=1$/);
    await expect(paid[0]?.headers.get('idempotency-key')).toMatch(/^pay-/);
  },
};

/** The voice actor reads the extra payments and their state; nothing to add or pay. */
export const VoiceActorReads: Story = {
  parameters: {
    app: appAt(path, {
      user: voiceActor,
      activeRole: 'provider',
      api: answers({
        getProject: {
          ...accepted,
          additional_payments: [
            { ...extraLines, charge_status: 'paid' },
            { ...extraLines, id: 2, amount: 40, description: 'A thank-you bonus' },
          ],
        },
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: 'Additional payments' }, LOADED));
    await expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Two extra pick-up lines: $75.00, Paid by client',
      'A thank-you bonus: $40.00, Pending payment by client',
    ]);
    await expect(canvas.queryByRole('button', { name: /Pay|Add a payment/ })).toBeNull();
  },
};
