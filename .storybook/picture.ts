// How a story's picture is compared with its baseline (Node side of `.storybook/visual.commands.ts`).
//
// Vitest's `toMatchScreenshot` decoded the committed baseline and every capture with pngjs (in
// JavaScript) before comparing pixels: at rest about 340 ms a picture, of which the capture was 60 ms
// and the rest decoding, transfer and a locator's waits. Here a capture whose bytes equal the
// baseline's passes at once: Chromium's PNG encoder writes the same bytes for the same pixels, and
// the baselines are Chromium's own captures. Only a capture whose bytes differ is decoded and
// compared pixel by pixel, with the tolerance the suite has always had (`tolerance`), so a new
// Chromium whose encoder writes other bytes for the same picture still passes, only slower.
import { diff } from '@blazediff/core';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PNG } from 'pngjs';

/**
 * Pixels repeat exactly between runs (the same Debian Chromium, software rendering), so the
 * tolerance is small: the colour threshold (YIQ distance) is low enough that a pastel background
 * turning white fails, and at most 40 pixels may differ, so a changed word fails too. Anti-aliased
 * edge pixels are not counted.
 */
export const tolerance = { threshold: 0.02, allowedMismatchedPixels: 40 } as const;

/** What Vitest's snapshot option says about baselines: `-u` rewrites, CI never writes. */
export type UpdateMode = 'all' | 'new' | 'none';

export interface PicturePaths {
  /** The committed baseline, beside the story file. */
  baseline: string;
  /** Where a failed comparison leaves the capture (`<name>.actual.png`, `<name>.diff.png`). */
  attachments: string;
}

/**
 * A failed comparison says why: `missing` (no baseline; the first capture is the answer, since a
 * later one would be compared with the capture a local run just wrote), `size` or `pixels` (worth a
 * second capture while the page may still be painting).
 */
export type PictureOutcome =
  | { pass: true; how: 'same-bytes' | 'within-tolerance' | 'written' }
  | { pass: false; reason: 'missing' | 'size' | 'pixels'; message: string };

function decode(bytes: Buffer): PNG {
  return PNG.sync.read(bytes);
}

async function write(path: string, bytes: Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, bytes);
}

/** Differing pixels between two decoded pictures of the same size, and their diff image. */
function compare(baseline: PNG, actual: PNG): { mismatched: number; diffImage: PNG } {
  const diffImage = new PNG({ width: baseline.width, height: baseline.height });
  const mismatched = diff(baseline.data, actual.data, diffImage.data, baseline.width, baseline.height, {
    threshold: tolerance.threshold,
    includeAA: false,
  });
  return { mismatched, diffImage };
}

/**
 * Compares the capture `actual` (PNG bytes) with the baseline at `paths.baseline`. A missing
 * baseline fails (after `-u` or a local run it is written for review; CI keeps it in the
 * attachments); `update: 'all'` writes every capture whose bytes differ and passes.
 */
export async function matchPicture(
  actual: Buffer,
  paths: PicturePaths,
  update: UpdateMode,
): Promise<PictureOutcome> {
  const baseline = await readFile(paths.baseline).catch(() => null);
  if (baseline !== null && baseline.equals(actual)) return { pass: true, how: 'same-bytes' };
  if (update === 'all') {
    await write(paths.baseline, actual);
    return { pass: true, how: 'written' };
  }
  if (baseline === null) {
    const where = update === 'new' ? paths.baseline : `${paths.attachments}.actual.png`;
    await write(where, actual);
    return {
      pass: false,
      reason: 'missing',
      message: `No baseline picture at ${paths.baseline}: the capture was written to ${where}. Review it, then commit it or run \`npm run visual:update\`.`,
    };
  }
  const [expected, received] = [decode(baseline), decode(actual)];
  if (expected.width !== received.width || expected.height !== received.height) {
    await write(`${paths.attachments}.actual.png`, actual);
    return {
      pass: false,
      reason: 'size',
      message: `The picture is ${String(received.width)}×${String(received.height)} px, its baseline ${String(expected.width)}×${String(expected.height)} px (${paths.baseline}); the capture is in ${paths.attachments}.actual.png.`,
    };
  }
  const { mismatched, diffImage } = compare(expected, received);
  if (mismatched <= tolerance.allowedMismatchedPixels) return { pass: true, how: 'within-tolerance' };
  await write(`${paths.attachments}.actual.png`, actual);
  await write(`${paths.attachments}.diff.png`, PNG.sync.write(diffImage));
  return {
    pass: false,
    reason: 'pixels',
    message: `${String(mismatched)} pixels differ from the baseline ${paths.baseline} (at most ${String(tolerance.allowedMismatchedPixels)} may): see ${paths.attachments}.actual.png and .diff.png.`,
  };
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The whole pixels a box covers, as Playwright rounds an element's box for its screenshot: a body
 * 1,375.2 px tall is pictured 1,376 px tall (a plain clip of the page rounded it down, and every
 * tall screen's picture came out a row short of its baseline).
 */
export function enclosingPixels({ x, y, width, height }: Box): Box {
  const left = Math.floor(x + 1e-3);
  const top = Math.floor(y + 1e-3);
  const right = Math.ceil(x + width - 1e-3);
  const bottom = Math.ceil(y + height - 1e-3);
  return { x: left, y: top, width: right - left, height: bottom - top };
}
