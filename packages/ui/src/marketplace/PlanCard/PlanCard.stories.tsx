import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  platinumAnnual,
  premiumAnnual,
  premiumMonthly,
  promoPlans,
  standardPlan,
} from '../../internal/fixtures/plans';
import { PlanCard, planCardStates } from './PlanCard';
import { acknowledgementRequiredMessage, planChangeKinds } from './plans';

const premiumPromo = promoPlans.find(
  (plan) => plan.product_name === 'premium-5' && plan.billing_period === 'ANNUAL',
);

const meta = {
  title: 'Marketplace/PlanCard',
  component: PlanCard,
  tags: ['autodocs'],
  args: { plan: premiumAnnual, state: 'available', changeKind: 'new', onChoose: fn(), onRestore: fn() },
  argTypes: {
    state: { control: 'inline-radio', options: planCardStates },
    changeKind: { control: 'inline-radio', options: planChangeKinds },
  },
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Premium' });
    await expect(card).toHaveTextContent('$399 per year');
    await userEvent.tab();
    await expect(within(card).getByRole('button', { name: 'Choose Premium' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith({ plan: premiumAnnual, changeKind: 'new' });
  },
};

/** Monthly billing. */
export const Monthly: Story = {
  args: { plan: premiumMonthly },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article', { name: 'Premium' })).toHaveTextContent(
      '$39 per month',
    );
  },
};

/** The free plan shows Free and no period. */
export const Free: Story = {
  args: { plan: standardPlan, changeKind: 'downgrade' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Standard' });
    await expect(card).toHaveTextContent('Free');
    await expect(within(card).getByRole('button', { name: 'Downgrade to Standard' })).toBeVisible();
  },
};

/** A promo price beside the struck-out regular price. */
export const Promo: Story = {
  args: { plan: premiumPromo ?? premiumAnnual },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Premium' });
    await expect(card.querySelector('s')).toHaveTextContent('$399');
    await expect(card).toHaveTextContent('Promo price with SPRING25 $299.25');
  },
};

/** The plan in force: marked, nothing to choose. */
export const Current: Story = {
  args: { state: 'current' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Premium' });
    await expect(within(card).getByText('Current plan')).toBeVisible();
    await expect(within(card).queryByRole('button')).toBeNull();
  },
};

/** The plan in force with a downgrade scheduled: the notice and the restore action. */
export const DowngradeScheduled: Story = {
  args: { state: 'downgradeScheduled', downgradeTo: 'Standard', effectiveAt: '2027-03-01T00:00:00Z' },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Premium' });
    await expect(card).toHaveTextContent('Changes to Standard on March 1, 2027.');
    await userEvent.tab();
    await expect(within(card).getByRole('button', { name: 'Keep Premium' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRestore).toHaveBeenCalledWith({ plan: premiumAnnual });
  },
};

/** The plan a scheduled downgrade goes to. */
export const Scheduled: Story = {
  args: { plan: standardPlan, state: 'scheduled', effectiveAt: '2027-03-01T00:00:00Z' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Standard' });
    await expect(within(card).getByText('Starts on March 1, 2027')).toBeVisible();
    await expect(within(card).queryByRole('button')).toBeNull();
  },
};

/** A plan the voice actor cannot choose yet, with the reason. */
export const Unavailable: Story = {
  args: {
    plan: platinumAnnual,
    state: 'unavailable',
    unavailableReason: 'Platinum requires Premium for at least a year.',
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Platinum' });
    await expect(card).toHaveTextContent('Platinum requires Premium for at least a year.');
    await expect(within(card).queryByRole('button')).toBeNull();
  },
};

/** Platinum asks for the acknowledgement first (spec section 5), all by keyboard. */
export const Acknowledgement: Story = {
  args: { plan: platinumAnnual, changeKind: 'upgrade' },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Platinum' });
    const box = within(card).getByRole('checkbox', {
      name: 'I acknowledge the benefits and requirements of Platinum.',
    });
    box.focus();
    await userEvent.tab();
    await expect(within(card).getByRole('button', { name: 'Upgrade to Platinum' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).not.toHaveBeenCalled();
    await expect(box).toHaveFocus();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(acknowledgementRequiredMessage);
    await userEvent.keyboard(' ');
    await expect(box).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith({ plan: platinumAnnual, changeKind: 'upgrade' });
  },
};

/** The choose button while the change is sent. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choose Premium' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
