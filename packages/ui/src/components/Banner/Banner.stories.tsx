import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Banner, bannerTones } from './Banner';

const meta = {
  title: 'Components/Banner',
  component: Banner,
  tags: ['autodocs'],
  args: {
    label: 'Retreat',
    tone: 'info',
    children: 'Join the voice actors’ retreat this winter.',
    dismissible: false,
    onOpenChange: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: bannerTones } },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Retreat' })).toBeVisible();
  },
};

/** The four tones, as data. */
export const Tones: Story = {
  render: (args) => (
    <>
      {bannerTones.map((tone) => (
        <Banner key={tone} {...args} tone={tone} label={`${tone} banner`}>
          A {tone} message.
        </Banner>
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const tone of bannerTones) {
      await expect(canvas.getByRole('region', { name: `${tone} banner` })).toHaveAttribute('data-tone', tone);
    }
  },
};

/** Dismissible: the app stores the dismissal (e.g. as a UI preference) in onOpenChange. */
export const Dismissible: Story = {
  args: { label: 'Awards', title: 'Voice awards', children: 'Voting closes soon.', dismissible: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenChange).toHaveBeenCalledWith({ open: false });
    await expect(canvas.queryByRole('region', { name: 'Awards' })).toBeNull();
  },
};

/** The winter sale (spec section 4): a countdown to the end date, an action, dismissible. */
export const Countdown: Story = {
  args: {
    label: 'Winter sale',
    tone: 'success',
    title: 'Winter sale',
    children: 'Up to 25% off selected plans.',
    // A fixed distance from now, so the story always shows a running countdown.
    endsAt: new Date(Date.now() + ((2 * 24 + 5) * 60 + 30) * 60_000 + 30_000),
    actions: <a href="#plans">See plans</a>,
    dismissible: true,
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Winter sale' });
    await expect(banner).toHaveTextContent(/Ends in\s*2\s*days\s*5\s*hours\s*30\s*minutes/);
    await expect(within(banner).getByRole('link', { name: 'See plans' })).toBeVisible();
  },
};

/** A danger banner without an icon. */
export const WithoutIcon: Story = {
  args: { label: 'Downtime', tone: 'danger', icon: null, children: 'The site will be down on Sunday.' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Downtime' });
    await expect(banner.querySelector('svg')).toBeNull();
  },
};
