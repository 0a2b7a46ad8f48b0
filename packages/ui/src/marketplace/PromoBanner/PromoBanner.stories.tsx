import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { springPromo } from './examplePromo';
import { PromoBanner, promoBannerPages, type PromoInfo } from './PromoBanner';

// The countdown runs to a fixed distance from now, so the story always shows the same figures.
const inTwoDays = () => new Date(Date.now() + ((2 * 24 + 5) * 60 + 30) * 60_000 + 30_000).toISOString();
const withBanner = (banner: Partial<NonNullable<NonNullable<PromoInfo['config']>['banner']>>): PromoInfo => ({
  ...springPromo,
  limits: { dates: { expire: inTwoDays() } },
  config: {
    banner: { text: 'Spring sale - up to 25% off selected plans', ...springPromo.config?.banner, ...banner },
  },
});

const meta = {
  title: 'Marketplace/PromoBanner',
  component: PromoBanner,
  tags: ['autodocs'],
  args: { promo: withBanner({}), page: 'memberships_page', onDismiss: fn() },
  argTypes: { page: { control: 'inline-radio', options: promoBannerPages } },
} satisfies Meta<typeof PromoBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the plans page: text, icon, countdown, call to action, link, dismiss. */
export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Promotion' });
    await expect(banner).toHaveTextContent('Spring sale - up to 25% off selected plans');
    await expect(banner).toHaveTextContent('Choose Premium below and save 25%.');
    await expect(banner).toHaveTextContent(/Ends in\s*2\s*days\s*5\s*hours\s*30\s*minutes/);
    await expect(within(banner).getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/plans/SPRING25',
    );
  },
};

/** On a supported extra page the call to action is worded for that page. */
export const ExtraPage: Story = {
  args: { page: 'extra_pages' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Promotion' })).toHaveTextContent(
      'Upgrade now and save 25%.',
    );
  },
};

/** Dismissed by keyboard; the app stores the dismissal for the code. */
export const Dismiss: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('link', { name: 'See plans' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledWith({ code: 'SPRING25' });
    await expect(canvas.queryByRole('region', { name: 'Promotion' })).toBeNull();
  },
};

/** Without countdown, links or dismiss button. */
export const Plain: Story = {
  args: { promo: withBanner({ countdown: false, dismissible: false, actions: [], icon: 'membership' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Promotion' })).not.toHaveTextContent('Ends in');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Several links, and a narrower text. */
export const SeveralActions: Story = {
  args: {
    promo: withBanner({
      information_flex: 40,
      actions: [
        { text: 'See plans', link: '/plans/SPRING25' },
        { text: 'Terms of the sale', link: '/help/spring-sale' },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(2);
  },
};

/** A promo the user cannot use shows nothing. */
export const Unusable: Story = {
  args: { promo: { ...springPromo, error: 'This promo code has already been used.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
