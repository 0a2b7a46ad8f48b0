import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImpersonationBar, impersonationStates } from './ImpersonationBar';

const meta = {
  title: 'Components/ImpersonationBar',
  component: ImpersonationBar,
  tags: ['autodocs'],
  // It is the top edge of a page: drawn on the full-screen canvas, not a padded one (.storybook/preview.tsx).
  parameters: { canvas: 'full' },
  args: { actingAs: 'jane.doe@example.com', onReturnAsAdmin: fn() },
  argTypes: { state: { control: 'inline-radio', options: impersonationStates } },
} satisfies Meta<typeof ImpersonationBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['second-brand'] };

export const ReturnAsAdmin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Impersonation' })).toHaveTextContent(
      'Acting as jane.doe',
    );
    canvas.getByRole('button', { name: 'RETURN AS ADMIN' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReturnAsAdmin).toHaveBeenCalledWith({ source: 'button' });
  },
};

export const Returning: Story = {
  args: { state: 'returning' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'RETURN AS ADMIN' })).toBeDisabled();
  },
};
