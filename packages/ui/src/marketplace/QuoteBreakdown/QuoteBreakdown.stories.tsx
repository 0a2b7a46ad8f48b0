import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { instantQuote, projectQuote } from '../../internal/fixtures/quotes';
import { QuoteBreakdown, quoteViewers } from './QuoteBreakdown';

const meta = {
  title: 'Marketplace/QuoteBreakdown',
  component: QuoteBreakdown,
  tags: ['autodocs'],
  args: { quote: instantQuote, viewer: 'client' },
  argTypes: { viewer: { control: 'inline-radio', options: quoteViewers } },
} satisfies Meta<typeof QuoteBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An instant quote as the client sees it: the price first. */
export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Price' });
    await expect(region).toHaveTextContent('Client price$250.00');
    await expect(region).toHaveTextContent('Platform fee (20%)−$50.00');
    await expect(region).toHaveTextContent('Voice actor receives$200.00');
  },
};

/** The voice actor's view: the net is emphasised. */
export const VoiceActorView: Story = {
  args: { viewer: 'voice_actor', title: 'Your earnings' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Your earnings' });
    await expect(region).toHaveTextContent('Voice actor receives$200.00');
  },
};

/** A project quote, its price broken into lines. */
export const WithLines: Story = {
  args: { quote: projectQuote },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Price' })).toHaveTextContent(
      'Additional service - audio editing$50.00',
    );
  },
};

/** No fixed budget: the quote suggests one. No Secure Payment. */
export const SuggestedBudget: Story = {
  args: { quote: { ...instantQuote, secure_payment: false, suggested_budget: 320 } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Price' });
    await expect(region).toHaveTextContent('Suggested budget$320.00');
    await expect(region).not.toHaveTextContent('Secure Payment and Delivery');
  },
};

/** While the instant quote loads. */
export const Loading: Story = {
  args: { quote: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Price' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region).toHaveTextContent('Working out the price…');
  },
};
