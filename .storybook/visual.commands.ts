// Commands the visual capture runs in Node, on the Playwright page that holds the story's frame.
import type { Page } from 'playwright-core';
import type { BrowserCommand } from 'vitest/node';
// The Playwright provider's types add `page` (the page around the story's frame) to the context.
import type {} from '@vitest/browser-playwright';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /**
     * Sizes the page around the story's frame so that a frame of `frameWidth` × `frameHeight` fits
     * it at the scale Vitest drew the frame at until now; without arguments, puts the page back.
     * Vitest scales the frame down to fit that page, and Chromium paints only what the page shows:
     * a frame taller than the page came out blank below it.
     */
    stretchTester: (frameWidth?: number, frameHeight?: number) => Promise<void>;
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
