// A recording's length from its headers, for each type storage accepts: the seed's MP3 clips
// (constant bit rate) against the lengths the seed gives them, and files built here byte by byte
// as each format lays its headers out (WAV, MP3 with a Xing header, FLAC, Ogg Vorbis, Ogg Opus,
// MP4 with its movie box after the media data).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { clipSeeds, demoVoiceMoreClips } from '../seed/data';
import { audioSeconds } from './audioDuration';

const dir = mkdtempSync(path.join(tmpdir(), 'vo-duration-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});
let count = 0;
/** Writes `bytes` to a file of its own and reads its length as `contentType`. */
const secondsOf = (bytes: Buffer, contentType: string) => {
  const file = path.join(dir, `file-${String((count += 1))}`);
  writeFileSync(file, bytes);
  return audioSeconds(file, contentType);
};

const u32le = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};
const u16le = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const u32be = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** A PCM WAV of `seconds` at 8 kHz, 16-bit mono, with a LIST chunk before its data. */
function wav(seconds: number): Buffer {
  const data = Buffer.alloc(Math.round(seconds * 8000) * 2);
  const fmt = Buffer.concat([u16le(1), u16le(1), u32le(8000), u32le(16_000), u16le(2), u16le(16)]);
  const list = latin1('INFOISFT');
  const chunks = Buffer.concat([
    latin1('fmt '),
    u32le(fmt.length),
    fmt,
    latin1('LIST'),
    u32le(list.length),
    list,
    latin1('data'),
    u32le(data.length),
    data,
  ]);
  return Buffer.concat([latin1('RIFF'), u32le(4 + chunks.length), latin1('WAVE'), chunks]);
}

/** An Ogg page: capture pattern, version, type, granule position, serial, sequence, CRC, one segment. */
function oggPage(granule: bigint, packet: Buffer, type: number): Buffer {
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header[5] = type;
  header.writeBigInt64LE(granule, 6);
  header.writeUInt32LE(1, 14);
  header[26] = 1;
  return Buffer.concat([header, Buffer.from([packet.length]), packet]);
}

/** An MP4 box: its size, its type, its content. */
const box = (type: string, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  return Buffer.concat([u32be(8 + body.length), latin1(type), body]);
};

describe('the length of a recording, from its headers', () => {
  it('reads each seed clip (MP3 at a constant bit rate) as the length the seed gives it', async () => {
    const audio = fileURLToPath(new URL('../../seed/audio/', import.meta.url));
    for (const clip of [...clipSeeds, ...demoVoiceMoreClips]) {
      const seconds = await audioSeconds(path.join(audio, clip.file), 'audio/mpeg');
      expect({ file: clip.file, seconds: Math.round(seconds ?? 0) }).toEqual({
        file: clip.file,
        seconds: clip.seconds,
      });
    }
  });

  it('reads a WAV from its format and data chunks', async () => {
    expect(await secondsOf(wav(2.5), 'audio/wav')).toBe(2.5);
  });

  it('reads a variable bit rate MP3 from its Xing header, after an ID3 tag', async () => {
    // ID3v2.4 with 20 bytes of tag (synchsafe size), then MPEG 1 layer III, 128 kbit/s, 44.1 kHz,
    // stereo: the Xing header follows 32 bytes of side information and says 1,000 frames.
    const id3 = Buffer.concat([latin1('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 20]), Buffer.alloc(20)]);
    const frame = Buffer.concat([
      Buffer.from([0xff, 0xfb, 0x90, 0x00]),
      Buffer.alloc(32),
      latin1('Xing'),
      u32be(1),
      u32be(1000),
      Buffer.alloc(400),
    ]);
    expect(await secondsOf(Buffer.concat([id3, frame]), 'audio/mpeg')).toBeCloseTo((1000 * 1152) / 44_100, 6);
  });

  it('reads a FLAC from its stream info', async () => {
    // 44.1 kHz, mono, 16 bits, 441,000 samples: 10 seconds.
    const info = Buffer.alloc(34);
    info.writeUInt32BE((44_100 << 12) | (0 << 9) | (15 << 4), 10);
    info.writeUInt32BE(441_000, 14);
    const flac = Buffer.concat([latin1('fLaC'), Buffer.from([0x80, 0, 0, 34]), info]);
    expect(await secondsOf(flac, 'audio/flac')).toBe(10);
  });

  it('reads an Ogg Vorbis and an Ogg Opus from their last page and identification header', async () => {
    const vorbisId = Buffer.concat([
      Buffer.from([1]),
      latin1('vorbis'),
      u32le(0),
      Buffer.from([1]),
      u32le(44_100),
    ]);
    const vorbis = Buffer.concat([
      oggPage(0n, Buffer.concat([vorbisId, Buffer.alloc(14)]), 2),
      oggPage(44_100n, Buffer.alloc(100), 0),
      oggPage(132_300n, Buffer.alloc(100), 4),
    ]);
    expect(await secondsOf(vorbis, 'audio/ogg')).toBe(3);

    // Opus counts at 48 kHz after its pre-skip (312 granules here).
    const opusHead = Buffer.concat([
      latin1('OpusHead'),
      Buffer.from([1, 1]),
      u16le(312),
      u32le(16_000),
      Buffer.alloc(3),
    ]);
    const opus = Buffer.concat([oggPage(0n, opusHead, 2), oggPage(96_312n, Buffer.alloc(50), 4)]);
    expect(await secondsOf(opus, 'audio/ogg')).toBe(2);
  });

  it('reads an MP4 from its movie header, after the media data', async () => {
    const mvhd = box('mvhd', Buffer.alloc(4), u32be(0), u32be(0), u32be(1000), u32be(4500), Buffer.alloc(80));
    const mp4 = Buffer.concat([
      box('ftyp', latin1('M4A '), u32be(0)),
      box('mdat', Buffer.alloc(2000)),
      box('moov', box('udta', Buffer.alloc(10)), mvhd),
    ]);
    expect(await secondsOf(mp4, 'audio/mp4')).toBe(4.5);
  });

  it('gives no length for headers that do not tell it, nor for a type it does not read', async () => {
    // A WAV cut off before its data chunk, an MP3 of zeros, a FLAC without samples.
    expect(await secondsOf(wav(1).subarray(0, 40), 'audio/wav')).toBeNull();
    expect(await secondsOf(Buffer.alloc(1000), 'audio/mpeg')).toBeNull();
    expect(await secondsOf(Buffer.concat([latin1('fLaC'), Buffer.alloc(38)]), 'audio/flac')).toBeNull();
    expect(await secondsOf(wav(1), 'image/png')).toBeNull();
  });
});
