import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { IconButton } from '../../components/IconButton';
import { Spinner } from '../../components/Spinner';
import * as styles from './AudioPlayer.css';
import { pauseOthers, registerAudio } from './coordination';
import { formatClock, normalizePeaks, spokenDuration } from './time';
import { cx } from '../../internal/cx';

export const audioPlayerSizes = ['regular', 'compact'] as const;
export type AudioPlayerSize = (typeof audioPlayerSizes)[number];

/** What the player is doing: `loading` until the length is known, `buffering` while playback waits for data. */
export const audioPlayerStatuses = ['loading', 'ready', 'playing', 'buffering', 'error'] as const;
export type AudioPlayerStatus = (typeof audioPlayerStatuses)[number];

/** The player's texts; the functions receive the recording's title. */
export interface AudioPlayerLabels {
  play: (title: string) => string;
  pause: (title: string) => string;
  download: (title: string) => string;
  /** Names the seek slider. */
  position: (title: string) => string;
  /** The slider's spoken value, from the elapsed and total time in words. */
  positionText: (elapsed: string, total: string) => string;
  loading: string;
  retry: string;
  /** The error message for a MediaError code (2 is a network failure). */
  error: (code: number | undefined) => string;
}

// The network message is the spec's wording (section 8: network failure).
export const defaultAudioPlayerLabels: AudioPlayerLabels = {
  play: (title) => `Play ${title}`,
  pause: (title) => `Pause ${title}`,
  download: (title) => `Download ${title}`,
  position: (title) => `${title} playback position`,
  positionText: (elapsed, total) => `${elapsed} of ${total}`,
  loading: 'Loading audio',
  retry: 'Retry',
  error: (code) => (code === 2 ? 'Check your Internet connection' : 'This audio could not be played.'),
};

/** How many bars each size draws at most; longer peak lists are folded into these. */
const barsBySize: Record<AudioPlayerSize, number> = { regular: 96, compact: 48 };

export interface AudioPlayerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'> {
  /** The audio file's address. */
  src: string;
  /** The recording's name: shown (regular size) and used in every control's accessible name. */
  title: string;
  /** Precomputed loudness peaks, drawn as the waveform; without them a plain bar is drawn. @default undefined */
  peaks?: readonly number[];
  /**
   * The length in seconds when known before the file loads (the server's). With it the player
   * loads nothing until the user plays: a page of ten results does not download ten recordings.
   * Without it the browser fetches the file's start to learn the length. @default undefined
   */
  duration?: number;
  /** Stream only (auditions): no download action. @default false */
  streamOnly?: boolean;
  /** Regular shows the title on its own line; compact is one row for cards. @default 'regular' */
  size?: AudioPlayerSize;
  /** Seconds an arrow key moves; Page Up and Page Down move a tenth of the length (at least this). @default 5 */
  seekStep?: number;
  /** Called once per mounted recording, when playback has really started (marks a sample or offer listened). @default undefined */
  onListened?: (event: { src: string }) => void;
  /** Called when the user asks to download; the app fetches and names the file. @default undefined */
  onDownload?: (event: { src: string }) => void;
  /** The texts. @default defaultAudioPlayerLabels */
  labels?: Partial<AudioPlayerLabels>;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const known = (seconds: number | undefined): seconds is number =>
  seconds !== undefined && Number.isFinite(seconds) && seconds > 0;

/**
 * An audio player on a real `<audio>` element: play and pause, a seek slider (pointer, touch and
 * keyboard) drawn as the waveform of precomputed peaks, elapsed and total time, download unless
 * stream-only, loading and error states with retry. Starting one player pauses every other.
 */
export const AudioPlayer = forwardRef<HTMLDivElement, AudioPlayerProps>(function AudioPlayer(
  {
    src,
    title,
    peaks,
    duration: durationProp,
    streamOnly = false,
    size = 'regular',
    seekStep = 5,
    onListened,
    onDownload,
    labels: labelsProp,
    className,
    ...rest
  },
  ref,
) {
  const labels = { ...defaultAudioPlayerLabels, ...labelsProp };
  const audioRef = useRef<HTMLAudioElement>(null);
  const sliderRef = useRef<HTMLDivElement>(null);
  const draggingRef = useRef(false);
  const listenedRef = useRef<string | null>(null);
  const titleId = useId();
  // Knowing the length, the player has nothing to load before a play (preload="none"): it is ready.
  const onDemand = known(durationProp);
  const idle: AudioPlayerStatus = onDemand ? 'ready' : 'loading';
  const [status, setStatus] = useState<AudioPlayerStatus>(idle);
  const [elapsed, setElapsed] = useState(0);
  const [mediaDuration, setMediaDuration] = useState<number | undefined>(undefined);
  const [errorCode, setErrorCode] = useState<number | undefined>(undefined);

  useEffect(() => {
    const audio = audioRef.current;
    return audio ? registerAudio(audio) : undefined;
  }, []);

  // The recording may have told its length before this player listened (a cached file, or markup
  // rendered on the server and hydrated later): read it from the element instead of waiting for an
  // event that already fired.
  useEffect(() => {
    const audio = audioRef.current;
    if (audio === null || audio.readyState < HTMLMediaElement.HAVE_METADATA) return;
    setMediaDuration(audio.duration);
    setStatus((current) => (current === 'loading' ? 'ready' : current));
  }, [src]);

  const duration = known(mediaDuration) ? mediaDuration : known(durationProp) ? durationProp : undefined;
  const playing = status === 'playing' || status === 'buffering';
  const canSeek = duration !== undefined && status !== 'error' && status !== 'loading';
  const fraction = duration ? clamp(elapsed / duration, 0, 1) : 0;

  function play() {
    const audio = audioRef.current;
    if (!audio) return;
    // A refused start (autoplay policy) or one cut short by a pause leaves the player as it was.
    audio.play().catch(() => undefined);
  }

  function seek(seconds: number) {
    const audio = audioRef.current;
    if (!audio || duration === undefined) return;
    const next = clamp(seconds, 0, duration);
    audio.currentTime = next;
    setElapsed(next);
  }

  function seekFromPointer(clientX: number) {
    const slider = sliderRef.current;
    if (!slider || duration === undefined) return;
    const box = slider.getBoundingClientRect();
    if (box.width === 0) return;
    seek(((clientX - box.left) / box.width) * duration);
  }

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!canSeek || (event.pointerType === 'mouse' && event.button !== 0)) return;
    draggingRef.current = true;
    try {
      // Keeps the drag while the finger or mouse leaves the slider.
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer already lifted (or not a real one) cannot be captured; the seek still happens.
    }
    seekFromPointer(event.clientX);
  }

  function handlePointerMove(event: PointerEvent<HTMLDivElement>) {
    if (draggingRef.current) seekFromPointer(event.clientX);
  }

  function handlePointerEnd(event: PointerEvent<HTMLDivElement>) {
    if (!draggingRef.current) return;
    draggingRef.current = false;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!canSeek) return;
    const page = Math.max(seekStep, duration / 10);
    const moves: Record<string, number> = {
      ArrowRight: elapsed + seekStep,
      ArrowUp: elapsed + seekStep,
      ArrowLeft: elapsed - seekStep,
      ArrowDown: elapsed - seekStep,
      PageUp: elapsed + page,
      PageDown: elapsed - page,
      Home: 0,
      End: duration,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    seek(target);
  }

  const bars = peaks && peaks.length > 0 ? normalizePeaks(peaks, barsBySize[size]) : undefined;
  const playedBars = bars ? Math.round(fraction * bars.length) : 0;
  const valueText = labels.positionText(
    spokenDuration(elapsed),
    duration === undefined ? labels.loading : spokenDuration(duration),
  );

  return (
    <div
      ref={ref}
      role="group"
      aria-label={size === 'regular' ? undefined : title}
      aria-labelledby={size === 'regular' ? titleId : undefined}
      className={cx(styles.root, className)}
      data-size={size}
      data-state={status}
      {...rest}
    >
      <audio
        ref={audioRef}
        src={src}
        preload={onDemand ? 'none' : 'metadata'}
        onLoadStart={() => {
          setStatus(idle);
          setErrorCode(undefined);
          setMediaDuration(undefined);
          setElapsed(0);
        }}
        onLoadedMetadata={(event) => {
          setMediaDuration(event.currentTarget.duration);
          setStatus((current) => (current === 'loading' ? 'ready' : current));
        }}
        onDurationChange={(event) => {
          setMediaDuration(event.currentTarget.duration);
        }}
        onTimeUpdate={(event) => {
          if (!draggingRef.current) setElapsed(event.currentTarget.currentTime);
        }}
        onPlay={(event) => {
          pauseOthers(event.currentTarget);
        }}
        onPlaying={() => {
          setStatus('playing');
          if (listenedRef.current !== src) {
            listenedRef.current = src;
            onListened?.({ src });
          }
        }}
        onWaiting={() => {
          setStatus('buffering');
        }}
        onPause={() => {
          setStatus((current) => (current === 'error' || current === 'loading' ? current : 'ready'));
        }}
        onEnded={() => {
          setStatus('ready');
        }}
        onError={(event) => {
          setErrorCode(event.currentTarget.error?.code);
          setStatus('error');
        }}
      />
      <IconButton
        className={styles.play}
        icon={playing ? 'pause' : 'play'}
        label={playing ? labels.pause(title) : labels.play(title)}
        variant="primary"
        size={size === 'compact' ? 'small' : 'medium'}
        disabled={status === 'error'}
        onClick={() => {
          const audio = audioRef.current;
          if (!audio) return;
          if (audio.paused) play();
          else audio.pause();
        }}
      />
      {size === 'regular' ? (
        <p id={titleId} className={styles.title}>
          {title}
        </p>
      ) : null}
      {status === 'error' ? (
        <div className={styles.error}>
          <Icon name="error" size="small" className={styles.errorIcon} />
          <p role="alert" className={styles.errorMessage}>
            {labels.error(errorCode)}
          </p>
          <Button
            size="small"
            variant="secondary"
            onClick={() => {
              audioRef.current?.load();
            }}
          >
            {labels.retry}
          </Button>
        </div>
      ) : (
        <>
          <div
            ref={sliderRef}
            role="slider"
            tabIndex={canSeek ? 0 : -1}
            aria-label={labels.position(title)}
            aria-valuemin={0}
            aria-valuemax={Math.floor(duration ?? 0)}
            aria-valuenow={Math.floor(elapsed)}
            aria-valuetext={valueText}
            aria-disabled={canSeek ? undefined : true}
            className={styles.slider}
            data-waveform={bars ? 'true' : 'false'}
            style={assignInlineVars({ [styles.progress]: String(fraction) })}
            onKeyDown={handleKeyDown}
            onPointerDown={handlePointerDown}
            onPointerMove={handlePointerMove}
            onPointerUp={handlePointerEnd}
            onPointerCancel={handlePointerEnd}
          >
            {bars ? (
              <svg
                className={styles.waveform}
                viewBox={`0 0 ${bars.length * 3} 40`}
                preserveAspectRatio="none"
                aria-hidden="true"
                focusable="false"
              >
                {bars.map((peak, index) => {
                  const height = Math.max(2, peak * 40);
                  return (
                    <rect
                      // The bars are positional: the index is their identity.
                      key={index}
                      x={index * 3}
                      y={(40 - height) / 2}
                      width={2}
                      height={height}
                      className={styles.bar}
                      data-played={index < playedBars ? 'true' : 'false'}
                    />
                  );
                })}
              </svg>
            ) : (
              <span className={styles.track} aria-hidden="true">
                <span className={styles.fill} />
              </span>
            )}
            <span className={styles.playhead} aria-hidden="true" />
          </div>
          <p className={styles.time}>
            {status === 'loading' || status === 'buffering' ? (
              <Spinner size="small" label={labels.loading} className={styles.spinner} />
            ) : null}
            <span>{formatClock(elapsed)}</span>
            <span aria-hidden="true"> / </span>
            <span>{duration === undefined ? '-:--' : formatClock(duration)}</span>
          </p>
        </>
      )}
      {streamOnly ? null : (
        <IconButton
          className={styles.download}
          icon="download"
          label={labels.download(title)}
          size={size === 'compact' ? 'small' : 'medium'}
          onClick={() => {
            onDownload?.({ src });
          }}
        />
      )}
    </div>
  );
});
