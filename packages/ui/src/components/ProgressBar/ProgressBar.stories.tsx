import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack';
import { ProgressBar } from './ProgressBar';
import { progressBarSizes, progressBarTones } from './variants';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  argTypes: {
    tone: { control: 'select', options: progressBarTones },
    size: { control: 'select', options: progressBarSizes },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
  args: { label: 'Uploading sample', value: 40 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading sample' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
  },
};

export const Indeterminate: Story = {
  args: { value: undefined, label: 'Preparing your files' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Preparing your files' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const Tones: Story = {
  render: (args) => (
    <Stack>
      {progressBarTones.map((tone) => (
        <ProgressBar key={tone} {...args} tone={tone} label={`Tone ${tone}`} />
      ))}
    </Stack>
  ),
};

export const Small: Story = { args: { size: 'small' } };

export const HiddenLabel: Story = { args: { showLabel: false, label: 'Profile completion', value: 70 } };

export const WithValueText: Story = {
  args: { label: 'Files delivered', value: 3, max: 10, valueText: '3 of 10 files' },
};

export const Complete: Story = { args: { value: 100, tone: 'success', label: 'Upload complete' } };
