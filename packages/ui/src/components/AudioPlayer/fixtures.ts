// Audio fixtures for stories and tests: a real, playable WAV built in code (no network, no binary
// files in the repository), a source that never finishes loading, and one that always fails.

/** A mono 16-bit PCM WAV of a sine tone, whose loudness swells and fades so a waveform has a shape. */
export function sineWav({
  seconds = 4,
  frequency = 440,
  sampleRate = 8000,
}: { seconds?: number; frequency?: number; sampleRate?: number } = {}): Uint8Array<ArrayBuffer> {
  const samples = Math.round(seconds * sampleRate);
  const dataBytes = samples * 2;
  const buffer = new ArrayBuffer(44 + dataBytes);
  const view = new DataView(buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < samples; i += 1) {
    const t = i / sampleRate;
    const envelope = 0.2 + 0.6 * Math.abs(Math.sin((Math.PI * t) / 1.5));
    view.setInt16(44 + i * 2, Math.round(envelope * 32767 * Math.sin(2 * Math.PI * frequency * t)), true);
  }
  return new Uint8Array(buffer);
}

/** A data: URL of `sineWav(...)`: nothing to revoke, usable as an `<audio>` source anywhere. */
export function sineWavUrl(options?: Parameters<typeof sineWav>[0]): string {
  const bytes = sineWav(options);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:audio/wav;base64,${btoa(binary)}`;
}

/** A four-second tone, the stories' and tests' sample. */
export const exampleAudioUrl = sineWavUrl();

/** A source the browser cannot decode: the player shows its error state. */
export const brokenAudioUrl = 'data:audio/wav;base64,AAAA';

/**
 * A source that never delivers data (a MediaSource nobody feeds), so the player stays loading.
 * Created on call: each player needs its own.
 */
export function pendingAudioUrl(): string {
  return URL.createObjectURL(new MediaSource());
}

/** Precomputed peaks (0 to 1) with a speech-like rise and fall, as the server would send them. */
export const examplePeaks: number[] = Array.from({ length: 96 }, (_, i) => {
  const swell = Math.abs(Math.sin((Math.PI * i) / 36));
  const grain = 0.5 + 0.5 * Math.abs(Math.sin(i * 1.7));
  return Math.round((0.15 + 0.85 * swell * grain) * 100) / 100;
});

/**
 * Resolves once every player inside `container` knows its file's length (no seek slider is
 * disabled), so that a story's picture is taken settled. Rejects after `timeout` ms.
 */
export async function playersReady(container: HTMLElement, timeout = 5000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (container.querySelector('[role="slider"][aria-disabled="true"]')) {
    if (Date.now() > deadline) throw new Error('An audio player did not finish loading.');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
