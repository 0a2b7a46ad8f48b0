import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Snackbar, SnackbarProvider, useSnackbar, type SnackbarProps } from './Snackbar';

/** A page button that queues the story's snackbar through `useSnackbar()`. */
function ShowButton({ message, action, duration }: SnackbarProps & { duration?: number }) {
  const { show } = useSnackbar();
  return (
    <button
      type="button"
      onClick={() => {
        show({ message, action, duration });
      }}
    >
      Show snackbar
    </button>
  );
}

const meta = {
  title: 'Components/Snackbar',
  component: Snackbar,
  tags: ['autodocs'],
  args: { message: 'Favorite added' },
  render: (args) => (
    <SnackbarProvider>
      <ShowButton {...args} />
    </SnackbarProvider>
  ),
} satisfies Meta<typeof Snackbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show snackbar' }));
    const message = within(canvas.getByRole('status')).getByText('Favorite added');
    await expect(message).toBeVisible();
    // Held under the pointer, it stays for the picture however long a loaded machine takes to get there.
    await userEvent.hover(message);
  },
};

/** An action button; pressing it runs the action and dismisses the snackbar. */
export const WithAction: Story = {
  args: { message: 'Favorite removed', action: { label: 'Undo', onClick: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show snackbar' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Undo' }));
    await expect(args.action?.onClick).toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByText('Favorite removed')).toBeNull());
  },
};

/** Several messages wait in a queue and show one at a time. */
export const Queue: Story = {
  render: function QueueStory() {
    return (
      <SnackbarProvider duration={600}>
        <QueueButton />
      </SnackbarProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send two' }));
    await expect(canvas.getByText('Offer sent')).toBeVisible();
    await expect(canvas.queryByText('Project saved')).toBeNull();
    await waitFor(() => expect(canvas.getByText('Project saved')).toBeVisible(), { timeout: 2000 });
    // The queue ends empty: the story finishes in a state that stays, so its screenshot is stable.
    await waitFor(() => expect(canvas.queryByText('Project saved')).toBeNull(), { timeout: 2000 });
  },
};

function QueueButton() {
  const { show } = useSnackbar();
  return (
    <button
      type="button"
      onClick={() => {
        show({ message: 'Offer sent' });
        show({ message: 'Project saved' });
      }}
    >
      Send two
    </button>
  );
}

/** The snackbar on its own, as the provider draws it. */
export const Static: Story = {
  render: (args) => <Snackbar {...args} />,
  args: { message: 'Message sent', action: { label: 'View', onClick: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'View' })).toBeVisible();
  },
};
