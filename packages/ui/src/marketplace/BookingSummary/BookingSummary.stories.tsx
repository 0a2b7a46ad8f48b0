import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { instantQuote, projectQuote } from '../../internal/fixtures/quotes';
import { BookingSummary } from './BookingSummary';
import { fullBooking, minimalBooking } from './fixtures';
import { chargeStatuses, securePaymentState, type ChargeStatus } from './securePayment';

const meta = {
  title: 'Marketplace/BookingSummary',
  component: BookingSummary,
  tags: ['autodocs'],
  args: { booking: fullBooking, quote: instantQuote, chargeStatus: 'pending' },
  argTypes: { chargeStatus: { control: 'select', options: chargeStatuses } },
} satisfies Meta<typeof BookingSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every term set, Secure Payment pending; the script opens on demand. */
export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('region', { name: 'Booking summary' });
    await expect(summary).toHaveTextContent('Audience size100,000 local');
    await expect(summary).toHaveTextContent('Secure paymentPending payment by client');
    await userEvent.tab();
    await expect(canvas.getByText('Show script')).toHaveFocus();
    // Synthetic keys do not open <details> (the behavioural test presses a real Enter); a click does.
    await userEvent.click(canvas.getByText('Show script'));
    await expect(canvas.getByText(/^Welcome to Brightside Bank/)).toBeVisible();
  },
};

/** Only the required terms: the spec's defaults (usage 12 months, 2 revisions, 3 days), marked. */
export const Defaults: Story = {
  args: { booking: minimalBooking, quote: { ...instantQuote, secure_payment: false, suggested_budget: 120 } },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('region', { name: 'Booking summary' });
    await expect(summary).toHaveTextContent('Revisions2 revisions (default)');
    await expect(summary).toHaveTextContent('Usage12 months (default)');
    await expect(summary).toHaveTextContent('Turnaround3 days (default)');
    await expect(summary).toHaveTextContent('Secure paymentNot used');
  },
};

const statusStory = (status: ChargeStatus): Story => ({
  args: { chargeStatus: status },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Booking summary' })).toHaveTextContent(
      `Secure payment${securePaymentState(status).label}`,
    );
  },
});

/** Charge paid: the funds are held. */
export const PaidByClient = statusStory('paid');
/** Charge released to the voice actor. */
export const FundsReleased = statusStory('funds_released');
/** Charge refunded. */
export const Refunded = statusStory('refunded');
/** Charge cancelled. */
export const Cancelled = statusStory('cancelled');

/** The voice actor's view of a project quote: the net first. */
export const VoiceActorView: Story = {
  args: { quote: projectQuote, viewer: 'voice_actor', chargeStatus: 'paid' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Price' })).toHaveTextContent(
      'Voice actor receives$280.00',
    );
  },
};

/** The quote is still being worked out. */
export const QuoteLoading: Story = {
  args: { quote: undefined, quoteLoading: true, securePayment: true, chargeStatus: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Price' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
