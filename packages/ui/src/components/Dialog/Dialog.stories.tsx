import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Dialog, type DialogProps } from './Dialog';

/** A button that opens the dialog, so that focus has somewhere to return. */
function WithOpener({ onOpenChange, actions, ...args }: DialogProps) {
  const [open, setOpen] = useState(false);
  const change = (next: { open: boolean }) => {
    setOpen(next.open);
    onOpenChange?.(next);
  };
  return (
    <>
      <button
        type="button"
        onClick={() => {
          change({ open: true });
        }}
      >
        Open dialog
      </button>
      <Dialog
        {...args}
        open={open}
        onOpenChange={change}
        actions={
          actions ?? (
            <button
              type="button"
              onClick={() => {
                change({ open: false });
              }}
            >
              Done
            </button>
          )
        }
      />
    </>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    title: 'Edit profile',
    description: 'Change how clients see you.',
    children: 'Your name and headline show on every search result.',
    dismissible: true,
    closeLabel: 'Close',
    onOpenChange: fn(),
  },
  argTypes: { dismissible: { control: 'boolean' } },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The portal lives in document.body, outside the story's canvas. */
const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: 'Edit profile' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith({ open: false });
    await expect(canvas.getByRole('button', { name: 'Open dialog' })).toHaveFocus();
  },
};

/** Tab and Shift+Tab wrap around inside the dialog. */
export const FocusTrap: Story = {
  args: {
    title: 'Rename project',
    description: undefined,
    children: (
      <label>
        Project name <input defaultValue="Radio spot" />
      </label>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    const dialog = within(await screen(canvasElement).findByRole('dialog', { name: 'Rename project' }));
    await userEvent.tab();
    await expect(dialog.getByRole('textbox', { name: 'Project name' })).toHaveFocus();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(dialog.getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
  },
};

/** The terms pop-up (spec section 4): Escape and outside clicks do nothing; UNDERSTOOD records acceptance. */
export const TermsNotDismissible: Story = {
  args: {
    title: 'Our terms have changed',
    description: undefined,
    children: 'Please read the new terms of service before you continue.',
    dismissible: false,
    actions: undefined,
  },
  render: function Terms(args) {
    const [accepted, setAccepted] = useState(false);
    return (
      <>
        <p>{accepted ? 'Terms accepted' : 'Terms not accepted yet'}</p>
        <WithOpener
          {...args}
          actions={
            <button
              type="button"
              onClick={() => {
                setAccepted(true);
                args.onOpenChange?.({ open: false });
              }}
            >
              UNDERSTOOD
            </button>
          }
          onOpenChange={(change) => {
            args.onOpenChange?.(change);
          }}
        />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: 'Our terms have changed' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'UNDERSTOOD' }));
    await expect(canvas.getByText('Terms accepted')).toBeVisible();
  },
};

/** Long content scrolls inside the panel; below 660 px the dialog fills the screen. */
export const LongContent: Story = {
  args: {
    title: 'Booking terms',
    description: undefined,
    children: Array.from({ length: 12 }, (_, index) => (
      <p key={index}>
        Clause {index + 1}: the voice actor delivers the recordings in the agreed format within the turnaround
        time, and revisions follow the booking’s revision count.
      </p>
    )),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: 'Booking terms' });
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
  },
};
