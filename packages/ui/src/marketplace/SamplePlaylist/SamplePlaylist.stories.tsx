import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { exampleDemo, exampleSamples } from './fixtures';
import { SamplePlaylist } from './SamplePlaylist';
import { playersReady } from '../../internal/fixtures/audio';

const meta = {
  title: 'Marketplace/SamplePlaylist',
  component: SamplePlaylist,
  tags: ['autodocs'],
  // Every player shows its file's length before the picture is taken (visual baselines).
  afterEach: async ({ canvasElement }) => {
    await playersReady(canvasElement);
  },
  args: {
    demo: exampleDemo,
    editable: false,
    onSortSamples: fn(),
    onDelete: fn(),
    onSampleListened: fn(),
  },
} satisfies Meta<typeof SamplePlaylist>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The samples' names in the order shown: each player is a group named by its sample. */
const shownOrder = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('group')
    .map(
      (group) =>
        canvasElement.ownerDocument.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent,
    );

/** A visitor's view: the samples play in place, nothing moves. */
export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'E-learning' })).toBeVisible();
    await expect(canvas.getByText('3 samples')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Play Brightside Bank e-learning' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Reorder/ })).toBeNull();
  },
};

/** The owner's view, reordered from the keyboard: Space, arrows, Space; every step is announced. */
export const KeyboardReorder: Story = {
  args: { editable: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Reorder Brightside Bank e-learning' });
    handle.focus();
    await userEvent.keyboard(' ');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      canvas.getByText('Brightside Bank e-learning moved to position 2 of 3.'),
    ).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await expect(args.onSortSamples).toHaveBeenCalledWith({ demoId: 3105, sampleIds: [77013, 77012, 77020] });
    await expect(shownOrder(canvasElement)[1]).toBe('Brightside Bank e-learning');
    await expect(handle).toHaveFocus();
  },
};

/** The owner's view, reordered by dragging a handle (mouse or touch). */
export const DragToReorder: Story = {
  args: { editable: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Reorder Factory safety training' });
    const first = canvas.getAllByRole('listitem')[0];
    const top = (first?.getBoundingClientRect().top ?? 0) + 2;
    const start = handle.getBoundingClientRect();
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: start.left + 4, clientY: start.top + 4 } },
      { target: handle, coords: { clientX: start.left + 4, clientY: top } },
      { keys: '[/MouseLeft]', target: handle, coords: { clientX: start.left + 4, clientY: top } },
    ]);
    await waitFor(() =>
      expect(args.onSortSamples).toHaveBeenCalledWith({ demoId: 3105, sampleIds: [77020, 77012, 77013] }),
    );
    await expect(shownOrder(canvasElement)[0]).toBe('Factory safety training');
  },
};

/** Deleting asks first, and says the samples stay (as unassigned samples). */
export const DeleteConfirmation: Story = {
  args: { editable: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete playlist E-learning' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Delete playlist E-learning?' });
    await expect(dialog).toHaveTextContent('Its samples stay on your profile as unassigned samples.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete playlist' }));
    await expect(args.onDelete).toHaveBeenCalledWith({ demoId: 3105 });
  },
};

/** A sample whose file is still being checked has no player yet. */
export const NotYetPlayable: Story = {
  args: {
    demo: { ...exampleDemo, samples: [{ ...exampleSamples.bank, is_valid: false }, exampleSamples.museum] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This file is being checked and cannot be played yet.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Play Brightside Bank e-learning' })).toBeNull();
  },
};

/** A playlist with no samples. */
export const Empty: Story = {
  args: { demo: { ...exampleDemo, samples: [] }, editable: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No samples in this playlist yet.')).toBeVisible();
  },
};

/**
 * Listening in place (the story projects let a play function start audio): starting a sample
 * pauses the one playing; each is reported listened once. Both end played through, so the picture
 * is the same every run.
 */
export const PlayingSamples: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bank = canvas.getByRole('slider', { name: 'Brightside Bank e-learning playback position' });
    const museum = canvas.getByRole('slider', { name: 'City museum audio guide playback position' });
    await waitFor(() => expect(bank).not.toHaveAttribute('aria-disabled'));
    await waitFor(() => expect(museum).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(canvas.getByRole('button', { name: 'Play Brightside Bank e-learning' }));
    await expect(
      await canvas.findByRole('button', { name: 'Pause Brightside Bank e-learning' }),
    ).toBeVisible();
    // The button says Pause while the file still buffers; a sample paused before it really plays is
    // not listened to, so the other one starts only once this one is (a loaded machine buffers longer).
    await waitFor(() => expect(args.onSampleListened).toHaveBeenCalledWith({ sampleId: 77012 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Play City museum audio guide' }));
    await expect(await canvas.findByRole('button', { name: 'Pause City museum audio guide' })).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'Play Brightside Bank e-learning' }),
    ).toBeVisible();
    const held = bank.getAttribute('aria-valuenow') ?? '';
    await expect(
      await canvas.findByRole('button', { name: 'Play City museum audio guide' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'City museum audio guide' })).toHaveTextContent(
      '0:01 / 0:01',
    );
    // Paused by the other sample, it stood still while that one played.
    await expect(bank).toHaveAttribute('aria-valuenow', held);
    await userEvent.click(canvas.getByRole('button', { name: 'Play Brightside Bank e-learning' }));
    await expect(
      await canvas.findByRole('button', { name: 'Pause Brightside Bank e-learning' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'Play Brightside Bank e-learning' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Brightside Bank e-learning' })).toHaveTextContent(
      '0:01 / 0:01',
    );
    await expect(args.onSampleListened).toHaveBeenCalledTimes(2);
    await expect(args.onSampleListened).toHaveBeenNthCalledWith(1, { sampleId: 77012 });
    await expect(args.onSampleListened).toHaveBeenNthCalledWith(2, { sampleId: 77013 });
  },
};
