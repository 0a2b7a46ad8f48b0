// Commands the visual capture runs in Node, on the Playwright page that holds the story's frame.
import type { Page } from 'playwright-core';
import type { BrowserCommand } from 'vitest/node';
// The Playwright provider's types add `page` (the page around the story's frame) to the context.
import type {} from '@vitest/browser-playwright';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /**
     * Makes the page around the story's frame `factor` times its first height (1 puts it back).
     * Vitest scales the frame down to fit that page, and Chromium paints only what the page shows:
     * a frame taller than the page came out blank below it.
     */
    stretchTester: (factor: number) => Promise<void>;
  }
}

const firstSize = new WeakMap<Page, { width: number; height: number }>();

export const stretchTester: BrowserCommand<[factor: number]> = async ({ page }, factor) => {
  const size = firstSize.get(page) ?? page.viewportSize();
  if (size === null) throw new Error('The tester page has no fixed viewport to stretch.');
  firstSize.set(page, size);
  await page.setViewportSize({ width: size.width, height: Math.floor(size.height * factor) });
};
