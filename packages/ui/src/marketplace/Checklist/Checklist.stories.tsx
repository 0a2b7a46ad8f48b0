import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checklist, providerOnboardingFlags, providerOnboardingItems } from './Checklist';

const hrefs = Object.fromEntries(providerOnboardingFlags.map((flag) => [flag, `#${flag}`]));

const meta = {
  title: 'Marketplace/Checklist',
  component: Checklist,
  tags: ['autodocs'],
  args: {
    items: providerOnboardingItems(
      { add_language: true, voice_age_gender: true, sample: true, full_name: true },
      hrefs,
    ),
  },
} satisfies Meta<typeof Checklist>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The provider's first onboarding, 4 of 11 done; the rest are links, reached by Tab. */
export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: '4 of 11 done' })).toHaveAttribute(
      'aria-valuenow',
      '4',
    );
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Add language, Done');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Additional service' })).toHaveFocus();
    await expect(canvas.queryByRole('link', { name: 'Add language' })).toBeNull();
  },
};

/** Nothing done yet. */
export const NothingDone: Story = {
  args: { items: providerOnboardingItems({}, hrefs) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: '0 of 11 done' })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(11);
  },
};

/** Everything done. */
export const AllDone: Story = {
  args: {
    items: providerOnboardingItems(Object.fromEntries(providerOnboardingFlags.map((flag) => [flag, true]))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('All done. Your profile is ready for clients.')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Without links, as a plain status list. */
export const WithoutLinks: Story = {
  args: { items: providerOnboardingItems({ payment_method: true, profile_picture: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('Payment method')).toBeVisible();
  },
};
