import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { allTierPlans, defaultPlans, premiumAnnual, promoPlans } from '../../internal/fixtures/plans';
import { PlanComparison } from './PlanComparison';

const meta = {
  title: 'Marketplace/PlanComparison',
  component: PlanComparison,
  tags: ['autodocs'],
  args: { plans: defaultPlans, onChoose: fn(), onRestore: fn(), onBillingPeriodChange: fn() },
} satisfies Meta<typeof PlanComparison>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A voice actor without a membership, monthly prices; the toggle works by arrow keys. */
export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('article', { name: 'Premium' })).toHaveTextContent('$39 per month');
    canvas.getByRole('radio', { name: 'Monthly' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Annual' })).toBeChecked();
    await expect(args.onBillingPeriodChange).toHaveBeenCalledWith({ billingPeriod: 'ANNUAL' });
    await expect(canvas.getByRole('article', { name: 'Premium' })).toHaveTextContent('$399 per year');
  },
};

/** Annual prices. */
export const Annual: Story = {
  args: { defaultBillingPeriod: 'ANNUAL' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Annual' })).toBeChecked();
    await expect(canvas.getByRole('article', { name: 'Platinum' })).toHaveTextContent('$999 per year');
  },
};

/** All five tiers, ordered by level. */
export const AllTiers: Story = {
  args: { plans: allTierPlans },
  play: async ({ canvasElement }) => {
    const names = within(canvasElement)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    await expect(names).toEqual(['Standard', 'Pro', 'Bronze', 'Premium', 'Platinum']);
  },
};

/** On Premium annual: the current plan is marked, higher plans upgrade, lower ones downgrade. */
export const CurrentPlan: Story = {
  args: {
    defaultBillingPeriod: 'ANNUAL',
    current: { product_name: 'premium-5', billing_period: 'ANNUAL' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('article', { name: 'Premium' })).getByText('Current plan'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upgrade to Platinum' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Downgrade to Standard' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Monthly' }));
    await expect(canvas.getByRole('button', { name: 'Switch to monthly' })).toBeVisible();
  },
};

/** A downgrade to Standard waits for 1 March 2027; Premium can be kept until then. */
export const DowngradeScheduled: Story = {
  args: {
    defaultBillingPeriod: 'ANNUAL',
    current: { product_name: 'premium-5', billing_period: 'ANNUAL' },
    scheduledDowngrade: {
      product_name: 'standard',
      billing_period: 'NO_BILLING_PERIOD',
      effective_at: '2027-03-01T00:00:00Z',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Premium' })).toHaveTextContent(
      'Changes to Standard on March 1, 2027.',
    );
    await expect(canvas.getByRole('article', { name: 'Standard' })).toHaveTextContent(
      'Starts on March 1, 2027',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Keep Premium' }));
    await expect(args.onRestore).toHaveBeenCalledWith({ plan: premiumAnnual });
  },
};

/** A promo: struck regular prices beside the promo prices. */
export const Promo: Story = {
  args: { plans: promoPlans },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article', { name: 'Premium' })).toHaveTextContent(
      'Promo price with SPRING25 $29.25',
    );
  },
};

/** Platinum is out of reach before a year on Premium. */
export const Unavailable: Story = {
  args: {
    current: { product_name: 'premium-5', billing_period: 'MONTHLY' },
    unavailable: { 'platinum-10': 'Platinum requires Premium for at least a year.' },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Platinum' });
    await expect(card).toHaveTextContent('Platinum requires Premium for at least a year.');
    await expect(within(card).queryByRole('button')).toBeNull();
  },
};

/** The chosen plan's change is being sent. */
export const Busy: Story = {
  args: { busyPlan: 'premium-5' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choose Premium' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
