import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { AudioPlayer, defaultAudioPlayerLabels } from './AudioPlayer';
import { pauseAllAudioPlayers } from './coordination';
import { brokenAudioUrl, examplePeaks, pendingAudioUrl, sineWavUrl } from '../../internal/fixtures/audio';
import { formatClock, normalizePeaks, spokenDuration } from './time';

// Four seconds, longer than the stories' one-second sample: these tests pause and resume mid-play
// and read the whole-second clock while it runs.
const exampleAudioUrl = sineWavUrl({ seconds: 4 });
// A minute-long tone, so that the keyboard's steps (5 s, a tenth of the length) are distinct.
const minuteUrl = sineWavUrl({ seconds: 60, frequency: 220, sampleRate: 3000 });

const themed = (children: ReactNode) => <div className={mainTheme}>{children}</div>;

const slider = (title = 'Commercial demo') =>
  page.getByRole('slider', { name: `${title} playback position` });
const valueNow = (title?: string) => Number(slider(title).element().getAttribute('aria-valuenow'));

/** Waits until the browser has read the file's length (the slider becomes usable). */
const loaded = async (seconds: number, title = 'Commercial demo') => {
  await expect.element(slider(title)).toHaveAttribute('aria-valuemax', String(seconds));
  await expect.element(slider(title)).not.toHaveAttribute('aria-disabled');
};

describe('AudioPlayer', () => {
  it('shows the title, the total time once loaded, a waveform slider and the download action', async () => {
    await render(themed(<AudioPlayer src={exampleAudioUrl} title="Commercial demo" peaks={examplePeaks} />));
    const player = page.getByRole('group', { name: 'Commercial demo' });
    await expect.element(player).toBeVisible();
    await loaded(4);
    await expect.element(player).toHaveTextContent('0:00 / 0:04');
    await expect.element(slider()).toHaveAttribute('aria-valuetext', '0 seconds of 4 seconds');
    await expect.element(page.getByRole('button', { name: 'Play Commercial demo' })).toBeEnabled();
    await expect.element(page.getByRole('button', { name: 'Download Commercial demo' })).toBeVisible();
  });

  it('plays and pauses for real, counting the elapsed time, and tells once that it was listened to', async () => {
    const onListened = vi.fn();
    await render(
      themed(
        <AudioPlayer
          src={exampleAudioUrl}
          title="Commercial demo"
          peaks={examplePeaks}
          onListened={onListened}
        />,
      ),
    );
    await loaded(4);
    await userEvent.click(page.getByRole('button', { name: 'Play Commercial demo' }));
    const pause = page.getByRole('button', { name: 'Pause Commercial demo' });
    await expect.element(pause).toBeVisible();
    await expect.poll(() => valueNow(), { timeout: 4000 }).toBeGreaterThanOrEqual(1);
    await expect
      .element(page.getByRole('group', { name: 'Commercial demo' }))
      .toHaveTextContent(/0:0[1-4] \/ 0:04/);
    expect(onListened).toHaveBeenCalledTimes(1);
    expect(onListened).toHaveBeenCalledWith({ src: exampleAudioUrl });
    await userEvent.click(pause);
    await userEvent.click(page.getByRole('button', { name: 'Play Commercial demo' }));
    await expect.element(page.getByRole('button', { name: 'Pause Commercial demo' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Pause Commercial demo' }));
    expect(onListened).toHaveBeenCalledTimes(1);
  });

  it('plays from the keyboard: Tab to the button, Space to start and stop', async () => {
    await render(themed(<AudioPlayer src={exampleAudioUrl} title="Commercial demo" />));
    await loaded(4);
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Play Commercial demo' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(page.getByRole('button', { name: 'Pause Commercial demo' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(page.getByRole('button', { name: 'Play Commercial demo' })).toHaveFocus();
  });

  it('seeks with the arrows, Page Up / Page Down, Home and End, speaking the time', async () => {
    await render(themed(<AudioPlayer src={minuteUrl} title="Audiobook" peaks={examplePeaks} />));
    await loaded(60, 'Audiobook');
    const position = slider('Audiobook');
    position.element().focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(position).toHaveAttribute('aria-valuenow', '5');
    await expect.element(position).toHaveAttribute('aria-valuetext', '5 seconds of 1 minute');
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(position).toHaveAttribute('aria-valuenow', '10');
    await userEvent.keyboard('{PageUp}');
    await expect.element(position).toHaveAttribute('aria-valuenow', '16');
    await expect.element(page.getByRole('group', { name: 'Audiobook' })).toHaveTextContent('0:16 / 1:00');
    await userEvent.keyboard('{PageDown}');
    await expect.element(position).toHaveAttribute('aria-valuenow', '10');
    await userEvent.keyboard('{ArrowLeft}{ArrowDown}');
    await expect.element(position).toHaveAttribute('aria-valuenow', '0');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(position).toHaveAttribute('aria-valuenow', '0');
    await userEvent.keyboard('{End}');
    await expect.element(position).toHaveAttribute('aria-valuenow', '60');
    await expect.element(position).toHaveAttribute('aria-valuetext', '1 minute of 1 minute');
    await userEvent.keyboard('{Home}');
    await expect.element(position).toHaveAttribute('aria-valuenow', '0');
  });

  it('seeks where the mouse clicks on the waveform', async () => {
    await render(themed(<AudioPlayer src={minuteUrl} title="Audiobook" peaks={examplePeaks} />));
    await loaded(60, 'Audiobook');
    const box = slider('Audiobook').element().getBoundingClientRect();
    await userEvent.click(slider('Audiobook'), { position: { x: box.width * 0.75, y: box.height / 2 } });
    await expect.poll(() => valueNow('Audiobook')).toBeGreaterThanOrEqual(44);
    expect(valueNow('Audiobook')).toBeLessThanOrEqual(46);
    await expect.element(slider('Audiobook')).toHaveFocus();
  });

  it('follows a touch drag along the slider', async () => {
    await render(themed(<AudioPlayer src={minuteUrl} title="Audiobook" />));
    await loaded(60, 'Audiobook');
    const element = slider('Audiobook').element();
    const box = element.getBoundingClientRect();
    const touch = (type: string, fraction: number) =>
      element.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          pointerId: 7,
          pointerType: 'touch',
          isPrimary: true,
          clientX: box.left + box.width * fraction,
          clientY: box.top + box.height / 2,
        }),
      );
    touch('pointerdown', 0.25);
    await expect.poll(() => valueNow('Audiobook')).toBe(15);
    touch('pointermove', 0.5);
    await expect.poll(() => valueNow('Audiobook')).toBe(30);
    touch('pointerup', 0.5);
    touch('pointermove', 0.9);
    await expect.element(slider('Audiobook')).toHaveAttribute('aria-valuenow', '30');
  });

  it('plays one player at a time: starting one pauses the other', async () => {
    await render(
      themed(
        <>
          <AudioPlayer src={exampleAudioUrl} title="Commercial demo" />
          <AudioPlayer src={minuteUrl} title="Audiobook" />
        </>,
      ),
    );
    await loaded(4);
    await loaded(60, 'Audiobook');
    await userEvent.click(page.getByRole('button', { name: 'Play Commercial demo' }));
    await expect.element(page.getByRole('button', { name: 'Pause Commercial demo' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Play Audiobook' }));
    await expect.element(page.getByRole('button', { name: 'Pause Audiobook' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Play Commercial demo' })).toBeVisible();
    pauseAllAudioPlayers();
    await expect.element(page.getByRole('button', { name: 'Play Audiobook' })).toBeVisible();
  });

  it('asks the app to download, and has no download action when stream-only', async () => {
    const onDownload = vi.fn();
    const { rerender } = await render(
      themed(<AudioPlayer src={exampleAudioUrl} title="Commercial demo" onDownload={onDownload} />),
    );
    await userEvent.click(page.getByRole('button', { name: 'Download Commercial demo' }));
    expect(onDownload).toHaveBeenCalledWith({ src: exampleAudioUrl });
    await rerender(themed(<AudioPlayer src={exampleAudioUrl} title="Audition" streamOnly />));
    await expect.element(page.getByRole('button', { name: 'Play Audition' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('without a length, shows loading until the browser has read it from the file', async () => {
    await render(themed(<AudioPlayer src={pendingAudioUrl()} title="Commercial demo" />));
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading audio');
    await expect.element(slider()).toHaveAttribute('aria-disabled', 'true');
    await expect
      .element(page.getByRole('group', { name: 'Commercial demo' }))
      .toHaveTextContent('0:00 / -:--');
    slider().element().focus();
    await userEvent.keyboard('{End}');
    await expect.element(slider()).toHaveAttribute('aria-valuenow', '0');
  });

  it('with the length the caller gave, loads nothing until played: ready, seekable, then plays from there', async () => {
    const onListened = vi.fn();
    await render(
      themed(
        <AudioPlayer
          src={exampleAudioUrl}
          title="Commercial demo"
          duration={4}
          seekStep={2}
          onListened={onListened}
        />,
      ),
    );
    const player = page.getByRole('group', { name: 'Commercial demo' });
    await expect.element(player).toHaveTextContent('0:00 / 0:04');
    await expect.element(slider()).not.toHaveAttribute('aria-disabled');
    await expect.element(page.getByRole('status')).not.toBeInTheDocument();
    // Nothing of the file has been read: the browser holds no data for it.
    const audio = player.element().querySelector('audio');
    expect(audio?.readyState).toBe(HTMLMediaElement.HAVE_NOTHING);
    // A seek before the first play is where the play starts.
    slider().element().focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(slider()).toHaveAttribute('aria-valuenow', '2');
    await userEvent.click(page.getByRole('button', { name: 'Play Commercial demo' }));
    await expect.element(page.getByRole('button', { name: 'Pause Commercial demo' })).toBeVisible();
    await expect.poll(() => onListened.mock.calls.length).toBe(1);
    await expect.poll(() => valueNow(), { timeout: 4000 }).toBeGreaterThanOrEqual(3);
    pauseAllAudioPlayers();
  });

  it('shows an error with a retry when the file cannot be played, and recovers with a good file', async () => {
    const { rerender } = await render(themed(<AudioPlayer src={brokenAudioUrl} title="Commercial demo" />));
    await expect.element(page.getByRole('alert')).toHaveTextContent('This audio could not be played.');
    await expect.element(page.getByRole('button', { name: 'Play Commercial demo' })).toBeDisabled();
    await expect.element(slider()).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('This audio could not be played.');
    await rerender(themed(<AudioPlayer src={exampleAudioUrl} title="Commercial demo" />));
    await loaded(4);
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Play Commercial demo' })).toBeEnabled();
  });

  it('says a network failure in the spec’s words', () => {
    expect(defaultAudioPlayerLabels.error(2)).toBe('Check your Internet connection');
    expect(defaultAudioPlayerLabels.error(4)).toBe('This audio could not be played.');
  });

  it('is one row in compact size, named by its title without showing it', async () => {
    await render(
      themed(<AudioPlayer src={exampleAudioUrl} title="Best match" size="compact" peaks={examplePeaks} />),
    );
    await expect.element(page.getByRole('group', { name: 'Best match' })).toBeVisible();
    await loaded(4, 'Best match');
    await expect.element(page.getByText('Best match', { exact: true })).not.toBeInTheDocument();
  });
});

describe('AudioPlayer times and peaks', () => {
  it('reads clocks and speaks durations in hours, minutes and seconds', () => {
    expect(formatClock(7)).toBe('0:07');
    expect(formatClock(65.9)).toBe('1:05');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(Number.NaN)).toBe('0:00');
    expect(spokenDuration(0)).toBe('0 seconds');
    expect(spokenDuration(1)).toBe('1 second');
    expect(spokenDuration(65)).toBe('1 minute 5 seconds');
    expect(spokenDuration(3600)).toBe('1 hour');
    expect(spokenDuration(7322)).toBe('2 hours 2 minutes 2 seconds');
  });

  it('scales peaks by the loudest and folds long lists into the bars', () => {
    expect(normalizePeaks([0, 2, 4, 1], 4)).toEqual([0, 0.5, 1, 0.25]);
    expect(normalizePeaks([0, 2, 4, 1], 2)).toEqual([0.5, 1]);
    expect(normalizePeaks([-3, 1], 2)).toEqual([1, 1 / 3]);
    expect(normalizePeaks([0, 0], 2)).toEqual([0, 0]);
  });
});
