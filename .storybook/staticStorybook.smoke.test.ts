// The static Storybook a designer opens, tested as they would open it: build it once (`storybook
// build` into a temporary folder), serve it, and show every entry of its index (every story, every
// docs page) in Debian's Chromium. An entry fails when it does not render (an error or exception
// screen, a docs page that never reports rendered) or when the page's main thread is still blocked a
// few seconds after it rendered: a screen's docs once serialised the whole app into a source snippet
// and froze the tab for minutes.
//
// Each entry is opened as `iframe.html?id=<entry>` (what the manager's canvas loads); it is done once
// it shows (its play function is not waited for: the story tests run those), and the tab must then
// answer within five seconds. One page opens them one after another, from a browser cache that
// keeps the build's scripts, as a designer's browser does (`PAGES`). Expensive (a full build): its
// own Vitest project, `npx vitest run --project storybook-static`; see `smokeSelection` for what it
// opens.
//
// Tried and left: moving the page from entry to entry over Storybook's channel (`setCurrentStory`,
// what the manager sends) instead of opening each address. The preview reloads the whole page when
// it must tear down a story that is still loading, playing or checking, which a smoke test that
// does not wait for play functions meets at almost every other entry.
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testChromium, testChromiumArgs } from '../scripts/vitest/testBrowser';
import { testBuild } from '../scripts/vitest/testBuilds';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
/**
 * A static build to test instead of building one: `VO_STORYBOOK_STATIC=dist/storybook` for work on
 * this test; under npm test, the one its checks built (scripts/test-builds.mjs).
 */
const prebuilt = process.env['VO_STORYBOOK_STATIC'] ?? testBuild('storybook');
/**
 * How many pages show entries at once. One: measured at rest with the build cached by the browser,
 * 112 entries took 74 s on one page, 101 s on two and 119 s on three (each page's loads and play
 * functions compete for two cores, and an entry's page load is mostly the browser's own work).
 */
const PAGES = Number(process.env['VO_SMOKE_PAGES'] ?? 1);
/**
 * How long the designer's first page and the Button docs page may take to render (the entries have
 * `ENTRY_RENDER_TIMEOUT_MS` a try). A slow render is not what this test looks for (a blocked tab
 * after rendering is, `BLOCKED_AFTER_MS`); `npm test` runs it alone, last (.storybook/vitest.config.ts).
 */
const RENDER_TIMEOUT_MS = 60_000;
/**
 * How long one request for an entry may take to reach its document before it is made again (three
 * tries in all, `open` below). An entry's document arrives in well under a second, 1.3 s at the
 * slowest with a CPU-bound job beside the run; but once in that run (a clean clone, 2026-11-30) a
 * request never arrived at all and was only made again when the render's 60 s had run out: the
 * entry took 60.5 s, a sixth of the whole run's time in this project, and rendered at once when
 * asked again. A page that answers but never gets its next document is the browser's navigation
 * stalling, not the entry blocking its tab (that is `BLOCKED_AFTER_MS`, after the render).
 */
const NAVIGATION_TIMEOUT_MS = 15_000;
/**
 * How long one request's document may take to render its entry before the entry is asked for again
 * (within the same three tries). At rest an entry renders within 1.5 s of its request, and within
 * 1.4 s with a CPU-bound job beside the run; but in one such run (a clean clone, 2026-11-30) a screen
 * story's document arrived and never rendered in the 60 s it was then given (every entry, even a
 * component's, starts the mock API's service worker first, in `.storybook/preview.tsx`). An entry
 * that never renders fails all three tries; the run prints the entries that needed another.
 */
const ENTRY_RENDER_TIMEOUT_MS = 20_000;
/** How long the main thread may stay busy once an entry has rendered before the tab counts as blocked. */
const BLOCKED_AFTER_MS = 5_000;

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

interface Outcome {
  id: string;
  ms: number;
  problem?: string;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
};

/** A static file server over `root` on a free loopback port. */
async function serve(root: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    stat(file).then(
      (found) => {
        if (!found.isFile()) throw new Error('not a file');
        response.writeHead(200, {
          'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
          'content-length': found.size,
          // As a static host serves a build: its files may be kept, so that a page opened again
          // takes the preview's scripts from the browser's cache instead of loading and compiling
          // them anew (without it each entry fetched every chunk again: 1.5 s an entry here).
          'cache-control': 'public, max-age=3600',
          'last-modified': found.mtime.toUTCString(),
        });
        createReadStream(file).pipe(response);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The server has no port.');
  return { server, origin: `http://localhost:${String(address.port)}` };
}

/** `storybook build` into `<folder>/storybook` (scripts/test-builds.mjs, as npm test's checks build it). */
async function buildStorybook(folder: string): Promise<string> {
  const child = spawn(
    process.execPath,
    [join(repositoryRoot, 'scripts/test-builds.mjs'), '--out', folder, 'storybook'],
    {
      cwd: repositoryRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((exited) => child.on('close', exited));
  if (code !== 0) throw new Error(`storybook build failed (${String(code)}):\n${output.slice(-4_000)}`);
  return join(folder, 'storybook');
}

/**
 * Runs in the page (no imports): true once the entry is on screen, the error's text when Storybook
 * shows its error display instead, else false (still preparing).
 */
function rendered(viewMode: 'story' | 'docs'): true | string | false {
  const body = document.body;
  if (body.classList.contains('sb-show-errordisplay')) {
    return document.querySelector('#error-message')?.textContent ?? 'error display';
  }
  if (viewMode === 'docs') return document.querySelector('#storybook-docs .sbdocs-content') !== null;
  return (
    body.classList.contains('sb-show-main') &&
    (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0
  );
}

/**
 * What the test opens. Every entry of the build (about 660) took more than ten minutes on this
 * two-core machine under load, well past a budget of about three: so every docs page (each
 * component's page renders all its stories, without their play functions), and the first story of
 * each screen (a screen once froze the tab) and of each machine page (those have no docs page).
 * `VO_SMOKE_ALL=1` opens every entry.
 */
function smokeSelection(all: IndexEntry[]): IndexEntry[] {
  if (process.env['VO_SMOKE_ALL'] === '1') return all;
  const firstOfTitle = new Set<string>();
  return all.filter((entry) => {
    if (entry.type === 'docs') return true;
    if (!entry.title.startsWith('Screens/') && !entry.title.startsWith('Machines/')) return false;
    if (firstOfTitle.has(entry.title)) return false;
    firstOfTitle.add(entry.title);
    return true;
  });
}

/** A page in a fresh browser context at the desktop size. */
async function firstContextFor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

/**
 * Settles once the page runs a task again: a blocked main thread never answers within `ms`. A round
 * trip that fails because the document was replaced meanwhile (the preview reloaded itself) is a
 * page that moved on, not a blocked one: the new document is asked, within the same `ms`. Counting
 * that failure as blocked failed a clean clone's run on a docs page whose whole entry, render and
 * check together, took 595 ms.
 */
async function answersWithin(page: Page, ms: number): Promise<boolean> {
  const deadline = performance.now() + ms;
  for (;;) {
    const remaining = deadline - performance.now();
    if (remaining <= 0) return false;
    let timer: NodeJS.Timeout | undefined;
    const roundTrip = page
      .evaluate(() => new Promise<void>((ran) => setTimeout(ran, 0)))
      .then(
        () => 'answered' as const,
        () => 'replaced' as const,
      );
    const late = new Promise<'late'>((settle) => {
      timer = setTimeout(() => {
        settle('late');
      }, remaining);
    });
    const outcome = await Promise.race([roundTrip, late]);
    clearTimeout(timer);
    if (outcome !== 'replaced') return outcome === 'answered';
    // The next document is still loading: give it a moment before asking it.
    await new Promise((waited) => setTimeout(waited, 50));
  }
}

describe('the static Storybook', () => {
  let outputDir = '';
  let origin = '';
  let server: Server | undefined;
  let browser: Browser | undefined;
  let entries: IndexEntry[] = [];
  let buildMs = 0;

  beforeAll(async () => {
    let root = prebuilt;
    if (root === undefined) {
      outputDir = await mkdtemp(join(tmpdir(), 'vo-storybook-'));
      const started = performance.now();
      root = await buildStorybook(outputDir);
      buildMs = performance.now() - started;
    }
    const index = JSON.parse(await readFile(join(root, 'index.json'), 'utf8')) as {
      entries: Record<string, IndexEntry>;
    };
    entries = smokeSelection(Object.values(index.entries));
    ({ server, origin } = await serve(root));
    browser = await chromium.launch({
      executablePath: testChromium,
      args: [...testChromiumArgs, '--autoplay-policy=no-user-gesture-required'],
    });
  });

  afterAll(async () => {
    await browser?.close();
    // When the setup failed before serving, there is no server to wait for (waiting hung the run).
    const serving = server;
    if (serving !== undefined) await new Promise((closed) => serving.close(closed));
    if (outputDir !== '') await rm(outputDir, { recursive: true, force: true });
  });

  it('shows every story and docs page without an error or a blocked tab', async () => {
    if (browser === undefined) throw new Error('beforeAll launches the browser.');
    expect(entries.filter((entry) => entry.title.startsWith('Screens/')).length).toBeGreaterThan(0);
    const queue = [...entries];
    const outcomes: Outcome[] = [];
    /** The entries whose request was made again, once per retry (printed with the run's costs). */
    const askedAgain: string[] = [];

    // The designer's first wait: a fresh page opening the first page of the sidebar (the introduction),
    // from the request to its heading on screen.
    const first = entries.find((entry) => entry.id === 'docs-introduction--docs') ?? entries[0];
    if (first === undefined) throw new Error('The index is empty.');
    const firstContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const firstPage = await firstContext.newPage();
    const opened = performance.now();
    await firstPage.goto(`${origin}/iframe.html?id=${first.id}&viewMode=${first.type}`);
    await firstPage
      .locator(first.type === 'docs' ? '#storybook-docs h1' : '#storybook-root > *')
      .first()
      .waitFor({ timeout: RENDER_TIMEOUT_MS });
    const firstShownMs = performance.now() - opened;
    await firstContext.close();

    // A component's docs page draws each example on a padded canvas as tall as itself (it was a
    // screen high each: the Button page measured 10,334 px).
    const docsPage = await firstContextFor(browser);
    await docsPage.goto(`${origin}/iframe.html?id=components-button--docs&viewMode=docs`);
    await docsPage
      .getByRole('button', { name: 'Save changes' })
      .first()
      .waitFor({ timeout: RENDER_TIMEOUT_MS });
    const buttonDocsHeight = await docsPage.evaluate(() => document.documentElement.scrollHeight);
    await docsPage.context().close();
    expect(buttonDocsHeight).toBeLessThan(6_000);

    const started = performance.now();
    const worker = async (): Promise<void> => {
      if (browser === undefined) return;
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      for (let entry = queue.shift(); entry !== undefined; entry = queue.shift()) {
        const shown = performance.now();
        const url = `${origin}/iframe.html?id=${entry.id}&viewMode=${entry.type}`;
        // The entry before may still move its page as this one is requested (a link its play
        // function followed, the preview reloading itself), which aborts the request: asked again
        // then, up to three times (a clean clone with a CPU-bound job beside it met two in a row).
        // The entry says itself when it has rendered (`rendered`): the document is waited for, not
        // every recording and picture it loads.
        const open = async (attempt = 1): Promise<true | string | false> => {
          try {
            await page
              .goto(url, { waitUntil: 'domcontentloaded', timeout: NAVIGATION_TIMEOUT_MS })
              .catch(async (error: unknown) => {
                // Interrupted by a navigation to this very address (the previous entry's page
                // moving to it as it went, seen on a loaded machine three times in a row): that
                // navigation is the one to wait for, not a reason to ask again.
                if (!String(error).includes(`interrupted by another navigation to "${url}"`)) throw error;
                await page.waitForURL(url, { waitUntil: 'domcontentloaded', timeout: NAVIGATION_TIMEOUT_MS });
              });
            const handle = await page.waitForFunction(rendered, entry.type, {
              timeout: ENTRY_RENDER_TIMEOUT_MS,
            });
            return await handle.jsonValue();
          } catch (error: unknown) {
            // Aborted (`net::ERR_ABORTED`), interrupted by the other navigation, stalled, or a
            // document that never rendered: asked for again (an error display is an answer, above).
            if (attempt >= 3) throw error;
            askedAgain.push(entry.id);
            return open(attempt + 1);
          }
        };
        const problem = await open().then(
          (outcome) => (outcome === true ? null : `render error: ${outcome}`),
          (error: unknown) => `did not render: ${String(error).split('\n')[0] ?? ''}`,
        );
        const blocked = problem === null && !(await answersWithin(page, BLOCKED_AFTER_MS));
        outcomes.push({
          id: entry.id,
          ms: performance.now() - shown,
          ...(problem !== null
            ? { problem }
            : blocked
              ? { problem: `the tab was still blocked ${String(BLOCKED_AFTER_MS)} ms after it rendered` }
              : {}),
        });
        if (blocked) {
          // A frozen page cannot open the next entry: the rest go to a fresh one.
          await context.close();
          return worker();
        }
      }
      await context.close();
    };
    await Promise.all(Array.from({ length: PAGES }, worker));

    const slowest = [...outcomes].sort((a, b) => b.ms - a.ms).slice(0, 5);
    // The cost of this test and the designer's first wait, in the run's output.
    console.info(
      [
        `static Storybook: ${prebuilt === undefined ? `built in ${(buildMs / 1000).toFixed(1)} s` : `prebuilt ${prebuilt}`}; ${String(outcomes.length)} entries shown in ` +
          `${((performance.now() - started) / 1000).toFixed(1)} s on ${String(PAGES)} pages`,
        `Components/Button docs page ${String(buttonDocsHeight)} px tall`,
        `first page (${first.id}) shown ${(firstShownMs / 1000).toFixed(2)} s after opening iframe.html`,
        `slowest: ${slowest.map(({ id, ms }) => `${id} ${(ms / 1000).toFixed(1)} s`).join(', ')}`,
        `requests made again: ${askedAgain.length === 0 ? 'none' : askedAgain.join(', ')}`,
      ].join('\n'),
    );
    expect(outcomes.filter((outcome) => outcome.problem !== undefined)).toEqual([]);
    expect(outcomes.map(({ id }) => id).sort()).toEqual(entries.map(({ id }) => id).sort());
  });
});
