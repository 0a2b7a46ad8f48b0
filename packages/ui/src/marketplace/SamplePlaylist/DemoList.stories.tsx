import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DemoList, demoListViews } from './DemoList';
import { exampleAllSamples, exampleDemos } from './fixtures';
import { playersReady } from '../../internal/fixtures/audio';

const meta = {
  title: 'Marketplace/DemoList',
  component: DemoList,
  tags: ['autodocs'],
  // Every player shows its file's length before the picture is taken (visual baselines).
  afterEach: async ({ canvasElement }) => {
    await playersReady(canvasElement);
  },
  args: {
    demos: exampleDemos,
    samples: exampleAllSamples,
    view: 'public',
    onReorderDemos: fn(),
    onSortSamples: fn(),
    onDeleteDemo: fn(),
    onSampleListened: fn(),
    onPageChange: fn(),
  },
  argTypes: { view: { control: 'inline-radio', options: demoListViews } },
} satisfies Meta<typeof DemoList>;

export default meta;
type Story = StoryObj<typeof meta>;

const demoNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** The public profile: six demos a page (spec section 9), samples in no demo under "More samples". */
export const PublicProfile: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(demoNames(canvasElement)).toHaveLength(7);
    await expect(canvas.getByRole('region', { name: 'More samples' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Reorder/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(demoNames(canvasElement)).toEqual(['Radio imaging', 'More samples']);
  },
};

/** The voice actor's own profile: four demos a page, handles to move demos and samples, delete. */
export const ProviderProfile: Story = {
  args: { view: 'provider' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(demoNames(canvasElement)).toEqual([
      'E-learning',
      'Commercials',
      'Characters',
      'Audiobooks',
      'Unassigned samples',
    ]);
    await expect(canvas.getByRole('button', { name: 'Reorder Commercials' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete playlist Commercials' })).toBeVisible();
  },
};

/** Moving a demo from the keyboard; the move is reported with 0-based positions (reorder_demos). */
export const KeyboardReorder: Story = {
  args: { view: 'provider' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Reorder Characters' }).focus();
    await userEvent.keyboard(' {ArrowUp}{ArrowUp}');
    await expect(canvas.getByText('Characters moved to position 1 of 7.')).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await expect(args.onReorderDemos).toHaveBeenCalledWith(
      expect.objectContaining({ demoId: 3107, from: 2, to: 0 }),
    );
    await expect(demoNames(canvasElement)[0]).toBe('Characters');
  },
};

/** Deleting a playlist: its samples join the unassigned samples. */
export const DeletedPlaylist: Story = {
  args: { view: 'provider' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete playlist Characters' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete playlist' }));
    await expect(args.onDeleteDemo).toHaveBeenCalledWith({ demoId: 3107 });
    const unassigned = within(canvas.getByRole('region', { name: 'Unassigned samples' }));
    await expect(unassigned.getByRole('group', { name: 'Dragon king (game)' })).toBeVisible();
    await expect(unassigned.getByRole('group', { name: 'Grumpy wizard (animation)' })).toBeVisible();
  },
};

/** A voice actor with no demos yet. */
export const NoDemos: Story = {
  args: { demos: [], samples: [], view: 'provider' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No demos yet.')).toBeVisible();
  },
};
