// Visual regression, offline: after a story has rendered and its play function and axe check have
// passed, the page is compared with the baseline committed beside the story file
// (`__visual__/<story id>.<brand>.png`, resolved in vitest.config.ts). Playwright disables CSS
// animations and hides the caret for the capture; the comparison tolerates a small pixel ratio.
// `npm run visual:update` rewrites the baselines on purpose.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

afterEach(async ({ task }) => {
  // A story that already failed has nothing trustworthy to compare.
  if (task.result?.state === 'fail') return;
  const storyId: unknown = (task.meta as { storyId?: unknown }).storyId;
  if (typeof storyId !== 'string') return;
  // Web fonts and images settle before the capture, so a slow load never reads as a change.
  await document.fonts.ready;
  await Promise.all(
    Array.from(document.images)
      .filter((image) => !image.complete)
      .map((image) => image.decode().catch(() => undefined)),
  );
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(storyId);
});
