import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';
import { cardElements, cardVariants } from './variants';

const meta = {
  title: 'Components/Card',
  component: Card,
  tags: ['autodocs'],
  argTypes: {
    variant: { control: 'select', options: cardVariants },
    as: { control: 'select', options: cardElements },
  },
  args: { children: 'Warm, friendly narration for a two-minute explainer video. Delivery in three days.' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['second-brand'],
  args: { header: 'Explainer video', footer: 'Budget: 250 USD' },
};

export const Elevated: Story = { args: { variant: 'elevated' } };

export const WithHeader: Story = { args: { header: 'Project brief' } };

export const WithFooter: Story = {
  args: {
    footer: (
      <Button size="small" variant="secondary">
        Send an offer
      </Button>
    ),
  },
};

export const AsLink: Story = {
  args: { href: '#project-42', header: 'Audiobook narration', footer: '12 offers received' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Audiobook narration/ });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#project-42');
  },
};

export const AsButton: Story = {
  args: { onClick: fn(), header: 'Choose this plan', children: 'Premium, billed yearly.' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Choose this plan/ });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
