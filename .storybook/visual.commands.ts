// Commands the visual capture runs in Node, on the Playwright page that holds the story's frame.
import { dirname, join, relative } from 'node:path';
import type { Page } from 'playwright-core';
import type { BrowserCommand } from 'vitest/node';
// The Playwright provider's types add `page` (the page around the story's frame) to the context.
import type {} from '@vitest/browser-playwright';
import { enclosingPixels, matchPicture, type PictureOutcome } from './picture';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /**
     * Sizes the page around the story's frame so that a frame of `frameWidth` × `frameHeight` fits
     * it at the scale Vitest drew the frame at until now; without arguments, puts the page back.
     * Vitest scales the frame down to fit that page, and Chromium paints only what the page shows:
     * a frame taller than the page came out blank below it.
     */
    stretchTester: (frameWidth?: number, frameHeight?: number) => Promise<void>;
    /** Compares the story's picture with its baseline (`comparePicture` below). */
    comparePicture: (storyId: string, brand: string, maskTestIds: string[]) => Promise<PictureOutcome>;
  }
}

const firstSize = new WeakMap<Page, { width: number; height: number }>();

export const stretchTester: BrowserCommand<[frameWidth?: number, frameHeight?: number]> = async (
  context,
  frameWidth,
  frameHeight,
) => {
  const { page } = context;
  const size = firstSize.get(page) ?? page.viewportSize();
  if (size === null) throw new Error('The tester page has no fixed viewport to stretch.');
  firstSize.set(page, size);
  if (frameWidth === undefined || frameHeight === undefined) {
    await page.setViewportSize(size);
    return;
  }
  // Vitest writes the scale it drew the frame at on the frame's holder.
  const frame = await (await context.frame()).frameElement();
  const scale = Number(await frame.evaluate((element) => element.parentElement?.dataset['scale']));
  if (!(scale > 0)) throw new Error('The story frame has no scale to keep.');
  // The width binds the scale exactly (Vitest takes the smaller of the two ratios); the height
  // leaves a pixel of room so it never does.
  await page.setViewportSize({
    width: Math.round(frameWidth * scale),
    height: Math.ceil(frameHeight * scale) + 1,
  });
};

/**
 * Captures the story's frame (its body, as tall as `stretchTester` made it) and compares it with the
 * baseline `__visual__/<storyId>.<brand>.png` beside the story file (`.storybook/picture.ts`). The
 * elements with the given test ids are painted over (a ticking clock). A capture that differs is
 * taken again while the page still changes (a late paint), for up to 10 s, and the last one decides.
 */
export const comparePicture: BrowserCommand<[storyId: string, brand: string, maskTestIds: string[]]> = async (
  context,
  storyId,
  brand,
  maskTestIds,
) => {
  const { testPath } = context;
  if (testPath === undefined) throw new Error('A picture belongs to a story file.');
  const root = context.project.config.root;
  // The baselines' names: the story id with each run of dashes made one (the names Vitest's
  // screenshot matcher gave them).
  const name = `${storyId.replace(/[^\w-]+/g, '').replace(/-{2,}/g, '-')}.${brand}`;
  const paths = {
    baseline: join(dirname(testPath), '__visual__', `${name}.png`),
    attachments: join(root, '.vitest-attachments', 'visual', relative(root, dirname(testPath)), name),
  };
  const update = context.project.serializedConfig.snapshotOptions.updateSnapshot;
  const body = await context.iframe.locator('body').boundingBox();
  if (body === null) throw new Error('The story frame shows no body to picture.');
  const box = enclosingPixels(body);
  const capture = () =>
    context.page.screenshot({
      clip: box,
      animations: 'disabled',
      caret: 'hide',
      mask: maskTestIds.map((id) => context.iframe.getByTestId(id)),
    });
  const givingUp = Date.now() + 10_000;
  let actual = await capture();
  let outcome = await matchPicture(actual, paths, update);
  while (!outcome.pass && outcome.reason !== 'missing' && Date.now() < givingUp) {
    const again = await capture();
    if (again.equals(actual)) break;
    actual = again;
    outcome = await matchPicture(actual, paths, update);
  }
  return outcome;
};
