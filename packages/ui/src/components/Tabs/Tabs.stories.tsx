import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs, tabsActivations, type TabItem } from './Tabs';

const items: TabItem[] = [
  { value: 'about', label: 'About', content: 'A warm, friendly narrator voice.' },
  { value: 'demos', label: 'Demos', content: 'Commercial, e-learning and audiobook demos.' },
  { value: 'reviews', label: 'Reviews', content: '12 reviews.' },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { items, label: 'Profile sections' },
  argTypes: { activation: { control: 'inline-radio', options: tabsActivations } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['second-brand'] };

export const AutomaticActivation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'About' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Demos' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Commercial');
  },
};

export const ManualActivation: Story = {
  args: { activation: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'About' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Demos' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Demos' })).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('tab', { name: 'Demos' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const DisabledTab: Story = {
  args: { items: items.map((item) => (item.value === 'demos' ? { ...item, disabled: true } : item)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'About' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('reviews');
    return (
      <Tabs
        {...args}
        value={value}
        onValueChange={({ value: next }) => {
          setValue(next);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'About' }));
    await expect(canvas.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
  },
};
