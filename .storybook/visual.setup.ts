// Visual regression, offline: after a story has rendered and its play function and axe check have
// passed, the page is compared with the baseline committed beside the story file
// (`__visual__/<story id>.<brand>.png`, resolved in vitest.config.ts). Playwright disables CSS
// animations and hides the caret for the capture; the comparison tolerates a few pixels.
// `npm run visual:update` rewrites the baselines on purpose.
//
// A story that must show the wall clock (a real timer firing) names what to leave out of the
// picture with `parameters.visual.mask`: CSS selectors whose boxes are painted over. Everything
// else on its page is still compared.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

interface VisualParameters {
  mask?: string[];
}

afterEach(async (context) => {
  const { task } = context;
  // A story that already failed has nothing trustworthy to compare.
  if (task.result?.state === 'fail') return;
  const storyId: unknown = (task.meta as { storyId?: unknown }).storyId;
  if (typeof storyId !== 'string') return;
  // The Storybook test harness puts the composed story on the test context.
  const story = (context as { story?: { parameters?: { visual?: VisualParameters } } }).story;
  // Each masked element is found again at capture time by a test id of its own: a locator built
  // from the element (its role and text) stops matching once a ticking clock changes its text,
  // and the mask would silently drop out of the picture.
  let masked = 0;
  const mask = (story?.parameters?.visual?.mask ?? []).flatMap((selector) =>
    Array.from(document.querySelectorAll<HTMLElement>(selector), (element) => {
      element.dataset['testid'] ??= `visual-mask-${String((masked += 1))}`;
      return page.getByTestId(element.dataset['testid']);
    }),
  );
  // Web fonts and images settle before the capture, so a slow load never reads as a change.
  await document.fonts.ready;
  await Promise.all(
    Array.from(document.images)
      .filter((image) => !image.complete)
      .map((image) => image.decode().catch(() => undefined)),
  );
  await expect
    .element(page.elementLocator(document.body))
    .toMatchScreenshot(storyId, mask.length > 0 ? { screenshotOptions: { mask } } : {});
});
