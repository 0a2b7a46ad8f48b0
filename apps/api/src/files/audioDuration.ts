// The length of an uploaded recording, read from its headers when it is stored (a sample's
// `duration`): players show it and load nothing until a play, instead of every page fetching the
// start of every file to learn it. Reads a few kilobytes at known places, never the whole file:
//  - WAV: the data chunk's size over the format chunk's byte rate;
//  - MP3: the frame count of a Xing/Info or VBRI header (variable bit rate), else the audio's size
//    over the first frame's bit rate (constant bit rate);
//  - FLAC: the stream info's total samples over its sample rate;
//  - Ogg (Vorbis, Opus): the last page's granule position over the identification header's rate;
//  - MP4/M4A: the movie header's duration over its time scale.
// Anything else, or headers that do not add up, gives null: the sample keeps no length and the
// player reads it from the file, as before.
import { open, type FileHandle } from 'node:fs/promises';

/** Longest length believed (the document's maximum for a sample's duration: one day). */
const MAX_SECONDS = 86_400;

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

const plausible = (seconds: number): number | null =>
  Number.isFinite(seconds) && seconds > 0 && seconds <= MAX_SECONDS ? seconds : null;

async function wavSeconds(file: FileHandle, size: number): Promise<number | null> {
  let byteRate = 0;
  let offset = 12;
  // Chunks follow one another; the format chunk comes before the data chunk.
  while (offset + 8 <= size) {
    // A chunk's id and size, then (the format chunk) format, channels, sample rate, byte rate.
    const header = await readAt(file, offset, 20);
    if (header.length < 8) return null;
    const id = header.toString('latin1', 0, 4);
    const length = header.readUInt32LE(4);
    if (id === 'fmt ' && header.length >= 20) byteRate = header.readUInt32LE(16);
    if (id === 'data') {
      if (byteRate === 0) return null;
      // A streamed WAV may leave the size at its maximum: the data then runs to the file's end.
      const data = Math.min(length, size - offset - 8);
      return plausible(data / byteRate);
    }
    offset += 8 + length + (length % 2);
  }
  return null;
}

// MPEG audio frame headers: bit rates (kbit/s) by version and layer, sample rates by version.
const BITRATES = {
  v1l1: [32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  v1l2: [32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  v1l3: [32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2l1: [32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  v2l23: [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
} as const;
const SAMPLE_RATES: Record<number, readonly number[]> = {
  3: [44_100, 48_000, 32_000], // MPEG 1
  2: [22_050, 24_000, 16_000], // MPEG 2
  0: [11_025, 12_000, 8_000], // MPEG 2.5
};

interface MpegFrame {
  bitrate: number;
  sampleRate: number;
  samplesPerFrame: number;
  /** Where a Xing or Info header would start, from the frame's start (after the side information). */
  xingOffset: number;
}

/** The frame header at `b[i]`, or null when those four bytes are not one. */
function mpegFrame(b: Buffer, i: number): MpegFrame | null {
  const b1 = b[i + 1] ?? 0;
  const b2 = b[i + 2] ?? 0;
  const b3 = b[i + 3] ?? 0;
  if (b[i] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 3;
  const layer = (b1 >> 1) & 3;
  const bitrateIndex = b2 >> 4;
  const rates = SAMPLE_RATES[version];
  const sampleRate = rates?.[(b2 >> 2) & 3];
  if (rates === undefined || sampleRate === undefined || layer === 0) return null;
  if (bitrateIndex === 0 || bitrateIndex === 15) return null;
  const v1 = version === 3;
  const table =
    layer === 3
      ? v1
        ? BITRATES.v1l1
        : BITRATES.v2l1
      : v1
        ? layer === 2
          ? BITRATES.v1l2
          : BITRATES.v1l3
        : BITRATES.v2l23;
  const bitrate = table[bitrateIndex - 1];
  if (bitrate === undefined) return null;
  const samplesPerFrame = layer === 3 ? 384 : layer === 2 || v1 ? 1152 : 576;
  const mono = b3 >> 6 === 3;
  const sideInfo = v1 ? (mono ? 17 : 32) : mono ? 9 : 17;
  return { bitrate, sampleRate, samplesPerFrame, xingOffset: 4 + sideInfo };
}

async function mp3Seconds(file: FileHandle, size: number): Promise<number | null> {
  let start = 0;
  const id3 = await readAt(file, 0, 10);
  if (id3.toString('latin1', 0, 3) === 'ID3' && id3.length === 10) {
    // The tag's size is "synchsafe": seven bits per byte.
    const tagSize = ((id3[6] ?? 0) << 21) | ((id3[7] ?? 0) << 14) | ((id3[8] ?? 0) << 7) | (id3[9] ?? 0);
    start = 10 + tagSize + ((id3[5] ?? 0) & 0x10 ? 10 : 0);
  }
  const head = await readAt(file, start, 16_384);
  for (let i = 0; i + 4 <= head.length; i++) {
    const frame = mpegFrame(head, i);
    if (frame === null) continue;
    const frameSeconds = frame.samplesPerFrame / frame.sampleRate;
    const xing = head.toString('latin1', i + frame.xingOffset, i + frame.xingOffset + 4);
    if ((xing === 'Xing' || xing === 'Info') && ((head[i + frame.xingOffset + 7] ?? 0) & 1) === 1) {
      return plausible(head.readUInt32BE(i + frame.xingOffset + 8) * frameSeconds);
    }
    if (head.toString('latin1', i + 36, i + 40) === 'VBRI' && i + 54 <= head.length) {
      return plausible(head.readUInt32BE(i + 36 + 14) * frameSeconds);
    }
    const tail = await readAt(file, Math.max(0, size - 128), 3);
    const audioBytes = size - (start + i) - (tail.toString('latin1') === 'TAG' ? 128 : 0);
    return plausible((audioBytes * 8) / (frame.bitrate * 1000));
  }
  return null;
}

async function flacSeconds(file: FileHandle): Promise<number | null> {
  // 'fLaC', the first metadata block's header (4 bytes), then the stream info.
  const info = await readAt(file, 8, 18);
  if (info.length < 18) return null;
  const sampleRate = ((info[10] ?? 0) << 12) | ((info[11] ?? 0) << 4) | ((info[12] ?? 0) >> 4);
  const totalSamples = ((info[13] ?? 0) & 0x0f) * 2 ** 32 + info.readUInt32BE(14);
  if (sampleRate === 0 || totalSamples === 0) return null;
  return plausible(totalSamples / sampleRate);
}

async function oggSeconds(file: FileHandle, size: number): Promise<number | null> {
  const first = await readAt(file, 0, 512);
  const segments = first[26];
  if (segments === undefined) return null;
  const packet = first.subarray(27 + segments);
  let rate: number;
  let skip = 0;
  if (packet[0] === 1 && packet.toString('latin1', 1, 7) === 'vorbis' && packet.length >= 16) {
    rate = packet.readUInt32LE(12);
  } else if (packet.toString('latin1', 0, 8) === 'OpusHead' && packet.length >= 12) {
    // Opus counts granules at 48 kHz whatever the input's rate, after a pre-skip.
    rate = 48_000;
    skip = packet.readUInt16LE(10);
  } else {
    return null;
  }
  // The last page holds the stream's last granule position; a page is at most 65,307 bytes.
  const from = Math.max(0, size - 65_307);
  const tail = await readAt(file, from, size - from);
  const last = tail.lastIndexOf('OggS', tail.length - 14, 'latin1');
  if (last < 0 || rate === 0) return null;
  const granule = Number(tail.readBigInt64LE(last + 6));
  return plausible((granule - skip) / rate);
}

async function mp4Seconds(file: FileHandle, size: number): Promise<number | null> {
  // Boxes follow one another; the movie box ('moov') may come before or after the media data.
  // The content's start and the end of the first box of `type` between `from` and `to`.
  const box = async (
    from: number,
    to: number,
    type: string,
  ): Promise<{ start: number; end: number } | null> => {
    let offset = from;
    while (offset + 8 <= to) {
      const header = await readAt(file, offset, 16);
      if (header.length < 8) return null;
      let length = header.readUInt32BE(0);
      let headerLength = 8;
      if (length === 1 && header.length >= 16) {
        length = Number(header.readBigUInt64BE(8));
        headerLength = 16;
      } else if (length === 0) {
        length = to - offset;
      }
      if (length < headerLength) return null;
      if (header.toString('latin1', 4, 8) === type)
        return { start: offset + headerLength, end: offset + length };
      offset += length;
    }
    return null;
  };
  const moov = await box(0, size, 'moov');
  const mvhd = moov === null ? null : await box(moov.start, moov.end, 'mvhd');
  if (mvhd === null) return null;
  const header = await readAt(file, mvhd.start, 32);
  if (header.length < 32) return null;
  const [timescale, duration] =
    header[0] === 1
      ? [header.readUInt32BE(20), Number(header.readBigUInt64BE(24))]
      : [header.readUInt32BE(12), header.readUInt32BE(16)];
  if (timescale === 0) return null;
  return plausible(duration / timescale);
}

const readers: Record<string, (file: FileHandle, size: number) => Promise<number | null>> = {
  'audio/wav': wavSeconds,
  'audio/mpeg': mp3Seconds,
  'audio/flac': flacSeconds,
  'audio/ogg': oggSeconds,
  'audio/mp4': mp4Seconds,
};

/**
 * The recording's length in seconds, from the headers of the file at `path` whose type storage
 * sniffed (`contentType`); null when the headers do not tell it.
 */
export async function audioSeconds(path: string, contentType: string): Promise<number | null> {
  const reader = readers[contentType];
  if (reader === undefined) return null;
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    return await reader(file, size);
  } catch {
    // Headers cut short or inconsistent (a read past the end): no length, not an error.
    return null;
  } finally {
    await file.close();
  }
}
