import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TopBar, topBarRoles, type TopBarRole } from './TopBar';

const meta = {
  title: 'Components/TopBar',
  component: TopBar,
  tags: ['autodocs'],
  // It is the top edge of a page: drawn on the full-screen canvas, not a padded one (.storybook/preview.tsx).
  parameters: { canvas: 'full' },
  args: { title: 'Projects' },
  argTypes: { role: { control: 'inline-radio', options: topBarRoles } },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['second-brand'],
  args: { onBack: fn(), hasBothRoles: true, onRoleChange: fn() },
};

export const TitleOnly: Story = {};

export const WithBackButton: Story = {
  args: { title: 'Project specs', onBack: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Back' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledWith({ source: 'button' });
  },
};

export const RoleSelector: Story = {
  args: { title: 'Home', hasBothRoles: true, onRoleChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('As voice actor'));
    await expect(args.onRoleChange).toHaveBeenCalledWith({ role: 'provider' });
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'As client' })).toBeChecked();
  },
};

export const ControlledRole: Story = {
  args: { title: 'Dashboard', hasBothRoles: true },
  render: function Render(args) {
    const [role, setRole] = useState<TopBarRole>('provider');
    return (
      <TopBar
        {...args}
        role={role}
        onRoleChange={({ role: next }) => {
          setRole(next);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'As voice actor' })).toBeChecked();
    await userEvent.click(canvas.getByText('As client'));
    await expect(canvas.getByRole('radio', { name: 'As client' })).toBeChecked();
  },
};
