import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Components/ErrorPage',
  component: ErrorPage,
  tags: ['autodocs'],
  // It is a whole page: drawn on the full-screen canvas, not a padded one (.storybook/preview.tsx).
  parameters: { canvas: 'full' },
  args: { status: 404, onLogoClick: fn(), setDocumentTitle: false },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['second-brand'] };

export const NotFound: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    canvas.getByRole('button', { name: 'Go to Home' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogoClick).toHaveBeenCalledWith({ action: 'home' });
  },
};

export const NetworkError: Story = {
  args: { status: 'Network' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reload the page' }));
    await expect(args.onLogoClick).toHaveBeenCalledWith({ action: 'reload' });
  },
};

export const Maintenance: Story = {
  args: { status: 503 },
};

export const Forbidden: Story = {
  args: { status: 403, title: 'Forbidden', message: 'You do not have access to this project.' },
};

export const WithActions: Story = {
  args: {
    status: 500,
    children: (
      <button type="button" onClick={() => undefined}>
        Retry
      </button>
    ),
  },
};
