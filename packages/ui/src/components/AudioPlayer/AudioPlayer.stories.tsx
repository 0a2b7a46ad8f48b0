import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AudioPlayer, audioPlayerSizes } from './AudioPlayer';
import { brokenAudioUrl, exampleAudioUrl, examplePeaks, pendingAudioUrl, sineWavUrl } from './fixtures';

// A minute-long tone, so that the keyboard's steps (5 s, a tenth of the length) are distinct.
const minuteUrl = sineWavUrl({ seconds: 60, frequency: 220, sampleRate: 3000 });

const meta = {
  title: 'Marketplace/AudioPlayer',
  component: AudioPlayer,
  tags: ['autodocs'],
  args: {
    src: exampleAudioUrl,
    title: 'Commercial demo',
    peaks: examplePeaks,
    streamOnly: false,
    size: 'regular',
    onListened: fn(),
    onDownload: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: audioPlayerSizes } },
} satisfies Meta<typeof AudioPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Resolves once the browser has read the file's length and the slider is usable. */
const whenLoaded = async (canvasElement: HTMLElement, title = 'Commercial demo') => {
  const slider = within(canvasElement).getByRole('slider', { name: `${title} playback position` });
  await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
  return slider;
};

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await whenLoaded(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Commercial demo' })).toHaveTextContent('0:00 / 0:04');
    await expect(canvas.getByRole('button', { name: 'Play Commercial demo' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Download Commercial demo' })).toBeVisible();
  },
};

/** Seeking from the keyboard: arrows move 5 s, Page Up/Down a tenth, Home and End the ends. */
export const KeyboardSeeking: Story = {
  args: { src: minuteUrl, title: 'Audiobook narration' },
  play: async ({ canvasElement }) => {
    const slider = await whenLoaded(canvasElement, 'Audiobook narration');
    await userEvent.tab();
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuetext', '5 seconds of 1 minute');
    await userEvent.keyboard('{PageUp}');
    await expect(slider).toHaveAttribute('aria-valuenow', '11');
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveAttribute('aria-valuetext', '1 minute of 1 minute');
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
  },
};

/** Seeking with the mouse or a finger: pressing on the waveform jumps there, dragging follows. */
export const PointerSeeking: Story = {
  args: { src: minuteUrl, title: 'Audiobook narration' },
  play: async ({ canvasElement }) => {
    const slider = await whenLoaded(canvasElement, 'Audiobook narration');
    const box = slider.getBoundingClientRect();
    const at = (fraction: number) => ({ clientX: box.left + box.width * fraction, clientY: box.top + 4 });
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: slider, coords: at(0.25) },
      { target: slider, coords: at(0.5) },
      { keys: '[/MouseLeft]', target: slider, coords: at(0.5) },
    ]);
    await expect(slider).toHaveAttribute('aria-valuenow', '30');
    await expect(within(canvasElement).getByRole('group', { name: 'Audiobook narration' })).toHaveTextContent(
      '0:30 / 1:00',
    );
  },
};

/** Without peaks the slider is a plain bar. */
export const WithoutWaveform: Story = {
  args: { peaks: undefined },
  play: async ({ canvasElement }) => {
    const slider = await whenLoaded(canvasElement);
    await expect(slider.querySelector('svg')).toBeNull();
  },
};

/** Compact: one row for cards (provider search results, proposals); the title names it but is not shown. */
export const Compact: Story = {
  args: { size: 'compact', title: 'Best match: Warm narration' },
  play: async ({ canvasElement }) => {
    await whenLoaded(canvasElement, 'Best match: Warm narration');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Best match: Warm narration' })).toBeVisible();
    await expect(canvas.queryByText('Best match: Warm narration')).toBeNull();
  },
};

/** Stream only (auditions): no download action. */
export const StreamOnly: Story = {
  args: { streamOnly: true, title: 'Audition' },
  play: async ({ canvasElement }) => {
    await whenLoaded(canvasElement, 'Audition');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Play Audition' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Download/ })).toBeNull();
  },
};

/** Download: the app fetches and names the file. */
export const Download: Story = {
  play: async ({ canvasElement, args }) => {
    await whenLoaded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download Commercial demo' }));
    await expect(args.onDownload).toHaveBeenCalledWith({ src: exampleAudioUrl });
  },
};

/** Loading: the file's length is not known yet (the length the caller knows is shown meanwhile). */
export const Loading: Story = {
  args: { duration: 65 },
  render: function Render(args) {
    const [src] = useState(pendingAudioUrl);
    return <AudioPlayer {...args} src={src} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading audio');
    await expect(canvas.getByRole('slider')).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('group', { name: 'Commercial demo' })).toHaveTextContent('0:00 / 1:05');
  },
};

/** Error: the file cannot be played; Retry loads it again. */
export const Failed: Story = {
  args: { src: brokenAudioUrl },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This audio could not be played.');
    await expect(canvas.getByRole('button', { name: 'Play Commercial demo' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/**
 * Several players on a page: starting one pauses the one that was playing. Storybook's clicks are
 * synthetic, and Chromium starts audible playback only after a real user gesture, so the switch is
 * proven in AudioPlayer.test.tsx (real clicks); here each player is checked ready to play.
 */
export const SeveralPlayers: Story = {
  render: (args) => (
    <div>
      <AudioPlayer {...args} title="Commercial demo" />
      <AudioPlayer
        {...args}
        src={sineWavUrl({ seconds: 3, frequency: 330 })}
        title="Character voices"
        streamOnly
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await whenLoaded(canvasElement);
    await whenLoaded(canvasElement, 'Character voices');
    await expect(canvas.getByRole('group', { name: 'Character voices' })).toHaveTextContent('0:00 / 0:03');
    await expect(canvas.getByRole('button', { name: 'Play Commercial demo' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Play Character voices' })).toBeEnabled();
  },
};
