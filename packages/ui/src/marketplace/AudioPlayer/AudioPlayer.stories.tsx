import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AudioPlayer, audioPlayerSizes } from './AudioPlayer';
import {
  brokenAudioUrl,
  exampleAudioUrl,
  examplePeaks,
  pendingAudioUrl,
  sineWavUrl,
} from '../../internal/fixtures/audio';

// A minute-long tone, so that the keyboard's steps (5 s, a tenth of the length) are distinct.
const minuteUrl = sineWavUrl({ seconds: 60, frequency: 220, sampleRate: 3000 });
// A second recording for the stories with two players (one second, like the first).
const characterUrl = sineWavUrl({ seconds: 1, frequency: 330 });

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

/** The slider's position in whole seconds. */
const valueNow = (slider: HTMLElement) => Number(slider.getAttribute('aria-valuenow'));

/**
 * The `<audio>` of the player named `title`: where playback really is. The clips last a second, so
 * the whole-second clock moves only at their end; the element's time shows the playing in between.
 */
const audioOf = (canvasElement: HTMLElement, title: string) => {
  const audio = within(canvasElement).getByRole('group', { name: title }).querySelector('audio');
  if (!audio) throw new Error(`The player ${title} has no audio element.`);
  return audio;
};

/** Resolves once playback of `title` has moved past `seconds`. */
const whenPlayedPast = (canvasElement: HTMLElement, title: string, seconds = 0) =>
  waitFor(() => expect(audioOf(canvasElement, title).currentTime).toBeGreaterThan(seconds), {
    timeout: 5000,
  });

/** Resolves once the recording has played to its end: the button is Play again and the time is the length. */
const whenEnded = async (canvasElement: HTMLElement, title: string, length: string) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('button', { name: `Play ${title}` }, { timeout: 8000 })).toBeVisible();
  await expect(canvas.getByRole('group', { name: title })).toHaveTextContent(`${length} / ${length}`);
};

// The stories from Playing on really play: the story projects launch Chromium without its autoplay
// gesture rule (see vitest.config.ts). Each ends where the picture is the same every run: a tone
// played to its end, or a seek to a fixed time. A tone still playing (or paused wherever the clock
// was) would show a different position each run.

/** Resolves once the browser has read the file's length and the slider is usable. */
const whenLoaded = async (canvasElement: HTMLElement, title = 'Commercial demo') => {
  const slider = within(canvasElement).getByRole('slider', { name: `${title} playback position` });
  await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
  return slider;
};

export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await whenLoaded(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Commercial demo' })).toHaveTextContent('0:00 / 0:01');
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

/**
 * Loading: the browser is reading the file's length. A player given the length (the server's) has
 * nothing to load before a play and is ready at once; this one was not given it.
 */
export const Loading: Story = {
  // Its recording never answers: the picture does not wait for it (.storybook/visual.setup.ts).
  parameters: { visual: { awaitMedia: false } },
  render: function Render(args) {
    const [src] = useState(pendingAudioUrl);
    return <AudioPlayer {...args} src={src} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading audio');
    await expect(canvas.getByRole('slider')).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('group', { name: 'Commercial demo' })).toHaveTextContent('0:00 / -:--');
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

/** Several players on a page, each ready to play (OnePlayerAtATime plays them). */
export const SeveralPlayers: Story = {
  render: (args) => (
    <div>
      <AudioPlayer {...args} title="Commercial demo" />
      <AudioPlayer {...args} src={characterUrl} title="Character voices" streamOnly />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await whenLoaded(canvasElement);
    await whenLoaded(canvasElement, 'Character voices');
    await expect(canvas.getByRole('group', { name: 'Character voices' })).toHaveTextContent('0:00 / 0:01');
    await expect(canvas.getByRole('button', { name: 'Play Commercial demo' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Play Character voices' })).toBeEnabled();
  },
};

/**
 * Playing: Play turns into Pause, the elapsed time runs, 'listened' is told once playback has
 * really started; at the end the button is Play again and the whole waveform is played.
 */
export const Playing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slider = await whenLoaded(canvasElement);
    await expect(args.onListened).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Play Commercial demo' }));
    await expect(await canvas.findByRole('button', { name: 'Pause Commercial demo' })).toBeVisible();
    // Pause shows while the file still buffers; 'listened' is told once it really plays.
    await waitFor(() => expect(args.onListened).toHaveBeenCalledTimes(1));
    await expect(args.onListened).toHaveBeenCalledWith({ src: exampleAudioUrl });
    // The elapsed time runs: the position moves and the waveform fills behind it.
    await whenPlayedPast(canvasElement, 'Commercial demo');
    await waitFor(() => expect(slider.querySelector('[data-played="true"]')).not.toBeNull());
    await whenEnded(canvasElement, 'Commercial demo', '0:01');
    await expect(slider).toHaveAttribute('aria-valuenow', '1');
    await expect(slider).toHaveAttribute('aria-valuetext', '1 second of 1 second');
    await expect(slider.querySelector('[data-played="false"]')).toBeNull();
    await expect(args.onListened).toHaveBeenCalledTimes(1);
  },
};

/** Pause holds the position; Play resumes from there. 'Listened' is told once per recording, not per start. */
export const PauseAndResume: Story = {
  // A minute-long recording: a pause made however late on a busy machine still lands mid-recording
  // (with a one-second clip, a late click found it ended, and Play started over).
  args: { src: minuteUrl, title: 'Audiobook narration' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slider = await whenLoaded(canvasElement, 'Audiobook narration');
    const audio = audioOf(canvasElement, 'Audiobook narration');
    await userEvent.click(canvas.getByRole('button', { name: 'Play Audiobook narration' }));
    await whenPlayedPast(canvasElement, 'Audiobook narration', 0.3);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause Audiobook narration' }));
    const play = await canvas.findByRole('button', { name: 'Play Audiobook narration' });
    const held = audio.currentTime;
    const heldClock = valueNow(slider);
    // Paused, the position stands still.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(audio.currentTime).toBe(held);
    await expect(slider).toHaveAttribute('aria-valuenow', String(heldClock));
    await userEvent.click(play);
    await expect(await canvas.findByRole('button', { name: 'Pause Audiobook narration' })).toBeVisible();
    // Resumed where it stood: a restart would be back under the 0.3 s it had played.
    await expect(audio.currentTime).toBeGreaterThanOrEqual(held);
    // A press at the waveform's end finishes it (with the pointer: a key press here would leave the
    // page's input modality on the keyboard, and the focus rings of the stories after it with it);
    // the resumed play was not a second listen.
    const box = slider.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: slider,
      coords: { clientX: box.right - 1, clientY: box.top + 4 },
    });
    await whenEnded(canvasElement, 'Audiobook narration', '1:00');
    await expect(args.onListened).toHaveBeenCalledTimes(1);
  },
};

/**
 * Seeking from the keyboard while playing: the arrows jump 5 s from where playback is, Home starts
 * over and keeps playing, End finishes the recording (the button turns back to Play).
 */
export const KeyboardSeekingWhilePlaying: Story = {
  args: { src: minuteUrl, title: 'Audiobook narration' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = await whenLoaded(canvasElement, 'Audiobook narration');
    await userEvent.click(canvas.getByRole('button', { name: 'Play Audiobook narration' }));
    await whenPlayedPast(canvasElement, 'Audiobook narration');
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    const before = valueNow(slider);
    await userEvent.keyboard('{ArrowRight}');
    await expect(valueNow(slider)).toBeGreaterThanOrEqual(before + 5);
    await expect(valueNow(slider)).toBeLessThanOrEqual(before + 7);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(valueNow(slider)).toBeGreaterThanOrEqual(before);
    await expect(valueNow(slider)).toBeLessThanOrEqual(before + 2);
    await userEvent.keyboard('{Home}');
    await expect(valueNow(slider)).toBeLessThanOrEqual(1);
    await expect(canvas.getByRole('button', { name: 'Pause Audiobook narration' })).toBeVisible();
    // Still playing from the start: the position moves on from where Home put it.
    const restarted = audioOf(canvasElement, 'Audiobook narration').currentTime;
    await whenPlayedPast(canvasElement, 'Audiobook narration', restarted);
    await userEvent.keyboard('{End}');
    await whenEnded(canvasElement, 'Audiobook narration', '1:00');
    await expect(slider).toHaveAttribute('aria-valuenow', '60');
    await expect(slider).toHaveAttribute('aria-valuetext', '1 minute of 1 minute');
    await expect(slider).toHaveFocus();
  },
};

/**
 * One player at a time: starting the second pauses the first, whose time then stands still; once
 * the second has finished, the first resumes where it was held and plays to its end.
 */
export const OnePlayerAtATime: Story = {
  render: (args) => (
    <div>
      <AudioPlayer {...args} title="Commercial demo" />
      <AudioPlayer {...args} src={characterUrl} title="Character voices" streamOnly />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = await whenLoaded(canvasElement);
    await whenLoaded(canvasElement, 'Character voices');
    const firstAudio = audioOf(canvasElement, 'Commercial demo');
    await userEvent.click(canvas.getByRole('button', { name: 'Play Commercial demo' }));
    await whenPlayedPast(canvasElement, 'Commercial demo');
    await userEvent.click(canvas.getByRole('button', { name: 'Play Character voices' }));
    await expect(await canvas.findByRole('button', { name: 'Pause Character voices' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Play Commercial demo' })).toBeVisible();
    const held = firstAudio.currentTime;
    const heldClock = valueNow(first);
    await whenPlayedPast(canvasElement, 'Character voices');
    await expect(firstAudio.currentTime).toBe(held);
    await whenEnded(canvasElement, 'Character voices', '0:01');
    await expect(firstAudio.currentTime).toBe(held);
    await expect(first).toHaveAttribute('aria-valuenow', String(heldClock));
    await userEvent.click(canvas.getByRole('button', { name: 'Play Commercial demo' }));
    await expect(await canvas.findByRole('button', { name: 'Pause Commercial demo' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Play Character voices' })).toBeVisible();
    await whenEnded(canvasElement, 'Commercial demo', '0:01');
    await expect(args.onListened).toHaveBeenCalledTimes(2);
    await expect(args.onListened).toHaveBeenNthCalledWith(1, { src: exampleAudioUrl });
    await expect(args.onListened).toHaveBeenNthCalledWith(2, { src: characterUrl });
  },
};

/** Download while playing: the app is asked for the file, and playback goes on to the end. */
export const DownloadWhilePlaying: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await whenLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Play Commercial demo' }));
    await whenPlayedPast(canvasElement, 'Commercial demo');
    await userEvent.click(canvas.getByRole('button', { name: 'Download Commercial demo' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    await expect(args.onDownload).toHaveBeenCalledWith({ src: exampleAudioUrl });
    await expect(canvas.getByRole('button', { name: 'Pause Commercial demo' })).toBeVisible();
    await whenEnded(canvasElement, 'Commercial demo', '0:01');
  },
};

/** Stream only while playing (an audition): it plays and counts as listened, with no download action. */
export const StreamOnlyWhilePlaying: Story = {
  args: { streamOnly: true, title: 'Audition' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await whenLoaded(canvasElement, 'Audition');
    await userEvent.click(canvas.getByRole('button', { name: 'Play Audition' }));
    await expect(await canvas.findByRole('button', { name: 'Pause Audition' })).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: /Download/ })).toBeNull();
    await whenPlayedPast(canvasElement, 'Audition');
    await expect(args.onListened).toHaveBeenCalledWith({ src: exampleAudioUrl });
    await whenEnded(canvasElement, 'Audition', '0:01');
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};
