// Visual regression, offline: after a story has rendered and its play function and axe check have
// passed, the page is compared with the baseline committed beside the story file
// (`__visual__/<story id>.<brand>.png`, resolved in .storybook/vitest.config.ts). Playwright disables CSS
// animations and hides the caret for the capture; the comparison tolerates a few pixels.
// `npm run visual:update` rewrites the baselines on purpose.
//
// The second brand skin (the `storybook-second` project) runs one story of each file, the one
// tagged `second-brand`, and pictures it: it shows that the component takes the brand's tokens. The
// component's states are pictured in the main brand, and a state does not take other tokens in the
// second brand than in the main one (.storybook/vitest.config.ts says what checks the tokens' contrast).
//
// A story that must show the wall clock (a real timer firing) names what to leave out of the
// picture with `parameters.visual.mask`: CSS selectors whose boxes are painted over. Everything
// else on its page is still compared.
//
// A journey story whose end state looks like what another story of the same screen already
// pictures (it leaves the screen and comes back, say) sets `parameters.visual.picture` to false:
// its play function and axe check still run, and no second picture of the same look is kept.
//
// A story of a recording that never answers (the loading state) sets `parameters.visual.awaitMedia`
// to false: its picture is taken without waiting for the recording's length (below), which it would
// wait out for 3 s every run.
import { afterEach } from 'vitest';
import { commands, page } from 'vitest/browser';
import type {} from './visual.commands';

interface VisualParameters {
  mask?: string[];
  picture?: false;
  awaitMedia?: false;
}

/** Waits for the browser to paint twice: React has re-rendered what the last events changed. */
const twoFrames = () =>
  new Promise<void>((painted) => {
    requestAnimationFrame(() => {
      requestAnimationFrame(() => {
        painted();
      });
    });
  });

// Whether a focused element shows its focus ring depends on the last real input to the test page
// (keyboard or pointer), and a worker's story files share one page (isolate: false in
// .storybook/vitest.config.ts): a story whose picture would show a ring on the control it clicked takes the
// focus off it before the capture (VoiceActorDirectory's Letter). A real key press cannot reset it
// reliably: Chromium does not count a modifier alone, and with two story frames in the page a key
// reaches only the one that has the focus.
afterEach(async (context) => {
  const { task } = context;
  // A story that already failed has nothing trustworthy to compare.
  if (task.result?.state === 'fail') return;
  const storyId: unknown = (task.meta as { storyId?: unknown }).storyId;
  if (typeof storyId !== 'string') return;
  // The Storybook test harness puts the composed story on the test context.
  const story = (context as { story?: { parameters?: { visual?: VisualParameters } } }).story;
  if (story?.parameters?.visual?.picture === false) return;
  // Each masked element is found again at capture time by a test id of its own: a locator built
  // from the element (its role and text) stops matching once a ticking clock changes its text,
  // and the mask would silently drop out of the picture.
  let masked = 0;
  const mask = (story?.parameters?.visual?.mask ?? []).flatMap((selector) =>
    Array.from(document.querySelectorAll<HTMLElement>(selector), (element) => {
      element.dataset['testid'] ??= `visual-mask-${String((masked += 1))}`;
      return element.dataset['testid'];
    }),
  );
  // Web fonts and images settle before the capture, so a slow load never reads as a change.
  await document.fonts.ready;
  await Promise.all(
    Array.from(document.images)
      .filter((image) => !image.complete)
      .map((image) => image.decode().catch(() => undefined)),
  );
  // A player shows 'loading' until its recording's length is known: the picture waits for each
  // recording's metadata (or its failure), so it never depends on which came first. A recording that
  // never answers is given up on after a few seconds (a story of the loading state says so, above).
  const awaitMedia = story?.parameters?.visual?.awaitMedia !== false;
  const players = awaitMedia ? document.querySelectorAll<HTMLMediaElement>('audio, video') : [];
  const media = Array.from(players).filter(
    (element) =>
      element.preload !== 'none' &&
      element.currentSrc !== '' &&
      element.readyState < HTMLMediaElement.HAVE_METADATA &&
      element.error === null,
  );
  if (media.length > 0) {
    await Promise.all(
      media.map(
        (element) =>
          new Promise<void>((settle) => {
            const done = () => {
              settle();
            };
            element.addEventListener('loadedmetadata', done, { once: true });
            element.addEventListener('error', done, { once: true });
            setTimeout(done, 3_000);
          }),
      ),
    );
    // React re-renders the players on the next frames.
    await twoFrames();
  }
  // Chromium paints only the part of the story's frame that the page around it shows, so a page
  // taller than the frame came out blank under the fold and most of a long screen was never
  // compared. For the capture the frame grows to the page's height, and the page around it is resized
  // so that Vitest keeps drawing the frame at the scale every baseline was drawn at.
  // A page that grows while the frame grows (a last answer rendering) is measured again, so the
  // frame ends as tall as the page and the capture starts at its top: once a profile editor grew by
  // 700 px after the measure, and the picture showed its lower part, scrolled.
  const { innerWidth: width, innerHeight: height } = window;
  let framed = height;
  for (let tries = 0; tries < 3; tries += 1) {
    const fullHeight = Math.ceil(document.documentElement.scrollHeight);
    if (fullHeight <= framed) break;
    framed = fullHeight;
    await commands.stretchTester(width, fullHeight);
    await page.viewport(width, fullHeight);
    await twoFrames();
  }
  const grow = framed > height;
  window.scrollTo(0, 0);
  try {
    const brand = (globalThis as { __VO_STORY_BRAND__?: string }).__VO_STORY_BRAND__ ?? 'main';
    const outcome = await commands.comparePicture(storyId, brand, mask);
    if (!outcome.pass) throw new Error(outcome.message);
  } finally {
    if (grow) {
      await page.viewport(width, height);
      await commands.stretchTester();
    }
  }
});
