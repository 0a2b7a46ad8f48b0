import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { springPromo } from '../../testing/hintFixtures';
import { promoPlans } from '../../testing/membership';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { PlansPage } from './PlansPage';

/**
 * A promo's banner on `/plans/{promo_code}` (spec sections 2 and 4): the shell asks for the promos
 * running now and shows the address's one from its config (text, copy for the plans page, countdown
 * to its expiry, its action), dismissible when the config says so.
 */
const meta = {
  title: 'Screens/Membership/Promo banner',
  component: PlansPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof PlansPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// The banner's countdown runs on the browser's clock: a fixed distance from now keeps its picture.
const expire = new Date(Date.now() + ((10 * 24 + 14) * 60 + 29) * 60_000 + 30_000).toISOString();
const running = { ...springPromo, limits: { dates: { expire } } };

export const SpringSale: Story = {
  parameters: {
    app: appAt('/plans/SPRING25', {
      api: { listSubscriptionPlansForMarket: promoPlans, listActivePromoCodes: [running] },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByText('Spring sale - up to 25% off selected plans', {}, LOADED);
    await expect(canvas.getByText('Choose Premium below and save 25%.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plans/SPRING25');
    await canvas.findByRole('region', { name: 'Membership plans' }, LOADED);
    // An anonymous visitor's promos are asked without a user.
    await expect(storyApp(context).api.calls('listActivePromoCodes')[0]?.url).toBe('/api/promo_codes/active');
  },
};

/** The banner closes with its close button (its config makes it dismissible). */
export const Dismissed: Story = {
  parameters: SpringSale.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Spring sale - up to 25% off selected plans', {}, LOADED);
    await userEvent.click(canvas.getByRole('button', { name: /Dismiss|Close/ }));
    await expect(canvas.queryByText('Spring sale - up to 25% off selected plans')).not.toBeInTheDocument();
  },
};
