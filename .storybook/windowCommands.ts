// A browser command of the story projects (vitest.config.ts): the story's own frame cannot resize the
// browser window it runs in, so the visual check asks the server side, which holds Playwright's page.
// The Playwright provider adds its page to the command context.
import type {} from '@vitest/browser-playwright';
import type { BrowserCommand } from 'vitest/node';

/** Sets the height of the browser window the story frame is drawn in; answers the height it had. */
export const setWindowHeight: BrowserCommand<[height: number]> = async ({ page }, height) => {
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.setViewportSize({ width: size.width, height });
  return size.height;
};
