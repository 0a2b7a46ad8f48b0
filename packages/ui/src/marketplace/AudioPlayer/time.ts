// Times as the player shows and speaks them.

const whole = (seconds: number) => (Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0);

/** A clock reading: "0:07", "12:30", "1:02:05". */
export function formatClock(seconds: number): string {
  const total = whole(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`;

/**
 * A time in words, with the spec's units (section 9: hour, minute, second), for screen readers:
 * "1 minute 5 seconds", "0 seconds".
 */
export function spokenDuration(seconds: number): string {
  const total = whole(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  const parts = [
    hours > 0 ? unit(hours, 'hour') : '',
    minutes > 0 ? unit(minutes, 'minute') : '',
    secs > 0 || total === 0 ? unit(secs, 'second') : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/**
 * Peaks brought to `bars` values between 0 and 1: longer lists keep each bucket's loudest value,
 * and values are scaled by the loudest so that any unit the server uses draws the same.
 */
export function normalizePeaks(peaks: readonly number[], bars: number): number[] {
  const clean = peaks.map((peak) => (Number.isFinite(peak) ? Math.abs(peak) : 0));
  const loudest = Math.max(0, ...clean);
  if (clean.length === 0 || loudest === 0) return clean.map(() => 0).slice(0, bars);
  const count = Math.min(bars, clean.length);
  const size = clean.length / count;
  return Array.from({ length: count }, (_, i) => {
    const bucket = clean.slice(
      Math.floor(i * size),
      Math.max(Math.floor((i + 1) * size), Math.floor(i * size) + 1),
    );
    return Math.max(...bucket) / loudest;
  });
}
