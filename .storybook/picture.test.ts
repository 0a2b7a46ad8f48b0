import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enclosingPixels, matchPicture, type PicturePaths } from './picture';

/** A 40 × 30 white picture with `changed` pixels (from the top left) painted `colour`. */
function picture(
  changed = 0,
  colour: [number, number, number] = [255, 0, 0],
  width = 40,
  height = 30,
): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(255);
  for (let pixel = 0; pixel < changed; pixel += 1) {
    image.data.set([...colour, 255], pixel * 4);
  }
  return PNG.sync.write(image);
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

describe('matchPicture', () => {
  let folder = '';
  let paths: PicturePaths;

  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'vo-picture-'));
    paths = {
      baseline: join(folder, '__visual__', 'story.main.png'),
      attachments: join(folder, 'out', 'story.main'),
    };
  });

  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  async function withBaseline(bytes: Buffer): Promise<void> {
    await matchPicture(bytes, paths, 'all');
  }

  it('passes a capture whose bytes are the baseline’s without decoding it', async () => {
    await withBaseline(picture());
    expect(await matchPicture(picture(), paths, 'none')).toEqual({ pass: true, how: 'same-bytes' });
  });

  it('passes a capture that differs in a few pixels (at most 40) and keeps the baseline', async () => {
    await withBaseline(picture());
    expect(await matchPicture(picture(40), paths, 'none')).toEqual({ pass: true, how: 'within-tolerance' });
    expect((await readFile(paths.baseline)).equals(picture())).toBe(true);
    expect(await exists(`${paths.attachments}.actual.png`)).toBe(false);
  });

  it('fails a capture with more differing pixels, and leaves the capture and a diff for review', async () => {
    await withBaseline(picture());
    const outcome = await matchPicture(picture(41), paths, 'none');
    expect(outcome).toEqual({
      pass: false,
      reason: 'pixels',
      message: expect.stringContaining('41 pixels differ') as unknown,
    });
    expect((await readFile(`${paths.attachments}.actual.png`)).equals(picture(41))).toBe(true);
    expect(PNG.sync.read(await readFile(`${paths.attachments}.diff.png`)).width).toBe(40);
    expect((await readFile(paths.baseline)).equals(picture())).toBe(true);
  });

  it('fails a pastel background turned white (the colour threshold is small)', async () => {
    await withBaseline(picture(1_200, [250, 244, 255]));
    expect(await matchPicture(picture(), paths, 'none')).toMatchObject({ pass: false, reason: 'pixels' });
  });

  it('fails a capture of another size, naming both sizes', async () => {
    await withBaseline(picture());
    const outcome = await matchPicture(picture(0, [0, 0, 0], 40, 31), paths, 'none');
    expect(outcome).toEqual({
      pass: false,
      reason: 'size',
      message: expect.stringContaining('40×31 px, its baseline 40×30 px') as unknown,
    });
  });

  it('fails without a baseline: CI leaves the capture in the attachments, a local run writes it for review', async () => {
    const ci = await matchPicture(picture(), paths, 'none');
    expect(ci).toEqual({
      pass: false,
      reason: 'missing',
      message: expect.stringContaining('No baseline picture') as unknown,
    });
    expect(await exists(paths.baseline)).toBe(false);
    expect(await exists(`${paths.attachments}.actual.png`)).toBe(true);

    expect(await matchPicture(picture(), paths, 'new')).toMatchObject({ pass: false, reason: 'missing' });
    expect((await readFile(paths.baseline)).equals(picture())).toBe(true);
  });

  it('rewrites the baseline on update, and the next run passes on its bytes', async () => {
    await withBaseline(picture());
    expect(await matchPicture(picture(500), paths, 'all')).toEqual({ pass: true, how: 'written' });
    expect(await matchPicture(picture(500), paths, 'none')).toEqual({ pass: true, how: 'same-bytes' });
  });

  it('writes nothing when nothing changed', async () => {
    await withBaseline(picture());
    expect(await matchPicture(picture(), paths, 'all')).toEqual({ pass: true, how: 'same-bytes' });
    expect(await exists(join(folder, 'out'))).toBe(false);
  });
});

describe('enclosingPixels', () => {
  it.each([
    // A fractional box grows to every pixel it touches, as an element screenshot does.
    [
      { x: 12.5, y: 0, width: 960, height: 1375.2 },
      { x: 12, y: 0, width: 961, height: 1376 },
    ],
    // A box on whole pixels stays as it is, even with a rounding error in its last digits.
    [
      { x: 0, y: 8.0000001, width: 960, height: 719.9999999 },
      { x: 0, y: 8, width: 960, height: 720 },
    ],
  ])('covers %o with the whole pixels %o', (box, pixels) => {
    expect(enclosingPixels(box)).toEqual(pixels);
  });
});
