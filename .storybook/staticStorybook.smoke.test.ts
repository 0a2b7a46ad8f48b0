// The static Storybook a designer opens, tested as they would open it: build it once (`storybook
// build` into a temporary folder), serve it, and show every entry of its index (every story, every
// docs page) in Debian's Chromium. An entry fails when it does not render (an error or exception
// screen, a docs page that never reports rendered) or when the page's main thread is still blocked a
// few seconds after it rendered: a screen's docs once serialised the whole app into a source snippet
// and froze the tab for minutes.
//
// Each page loads `iframe.html?id=<first entry>` once, then moves from entry to entry the way
// Storybook's own manager does (the preview channel's `setCurrentStory`), which is what a designer
// clicking through the sidebar does; a story is done once it has rendered (its play function is not
// waited for: the story tests run those). A few pages share the index. Expensive (a full build):
// its own Vitest project, `npx vitest run --project storybook-static`.
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
/** How many pages show entries at once (two cores: more only queue). */
const PAGES = Number(process.env['VO_SMOKE_PAGES'] ?? 3);
/** How long an entry may take to render on a loaded machine. */
const RENDER_TIMEOUT_MS = 30_000;
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

/** `storybook build` into `outputDir`, as `npm run build-storybook` does (not in Vitest's mode). */
async function buildStorybook(outputDir: string): Promise<void> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
  const child = spawn('npx', ['storybook', 'build', '--quiet', '-o', outputDir], {
    cwd: repositoryRoot,
    env: { ...env, NODE_ENV: 'production', STORYBOOK_DISABLE_TELEMETRY: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((exited) => child.on('close', exited));
  if (code !== 0) throw new Error(`storybook build failed (${String(code)}):\n${output.slice(-4_000)}`);
}

/**
 * Installed in each page: shows one entry through the preview's channel and settles with null once it
 * rendered, or with what went wrong. Runs in the browser (no imports).
 */
function installShow(renderTimeoutMs: number): void {
  type Listener = (payload: unknown) => void;
  interface Channel {
    on(event: string, listener: Listener): void;
    off(event: string, listener: Listener): void;
    emit(event: string, payload: unknown): void;
  }
  const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
    .__STORYBOOK_ADDONS_CHANNEL__;
  const describe = (payload: unknown) =>
    typeof payload === 'object' && payload !== null
      ? [
          (payload as { title?: unknown; name?: unknown }).title ?? (payload as { name?: unknown }).name,
          (payload as { description?: unknown; message?: unknown }).description ??
            (payload as { message?: unknown }).message,
        ]
          .filter((part) => typeof part === 'string')
          .join(': ')
      : String(payload);
  (window as unknown as { __voShow: unknown }).__voShow = (id: string, viewMode: 'story' | 'docs') =>
    new Promise<string | null>((settle) => {
      const listeners: [string, Listener][] = [];
      let sawRendering = false;
      const done = (problem: string | null) => {
        for (const [event, listener] of listeners) channel.off(event, listener);
        clearTimeout(timer);
        settle(problem);
      };
      const on = (event: string, listener: Listener) => {
        listeners.push([event, listener]);
        channel.on(event, listener);
      };
      const timer = setTimeout(() => {
        done(`did not render within ${String(renderTimeoutMs)} ms`);
      }, renderTimeoutMs);
      on('storyErrored', (payload) => {
        done(`render error: ${describe(payload)}`);
      });
      on('storyThrewException', (payload) => {
        done(`exception: ${describe(payload)}`);
      });
      on('storyMissing', () => {
        done('missing from the index');
      });
      if (viewMode === 'docs') {
        on('docsRendered', (rendered) => {
          if (rendered === id) done(null);
        });
      } else {
        on('storyRenderPhaseChanged', (payload) => {
          const { newPhase, storyId } = payload as { newPhase: string; storyId: string };
          if (storyId !== id) return;
          if (newPhase === 'rendering') sawRendering = true;
          else if (newPhase === 'errored') done('errored');
          else if (newPhase === 'completed' || (sawRendering && newPhase !== 'aborted')) done(null);
        });
      }
      channel.emit('setCurrentStory', { storyId: id, viewMode });
    });
}

/** A page in a fresh browser context at the desktop size. */
async function firstContextFor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

/** Settles once the page runs a task again: a blocked main thread never answers within `ms`. */
async function answersWithin(page: Page, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const roundTrip = page
    .evaluate(() => new Promise<void>((ran) => setTimeout(ran, 0)))
    .then(
      () => true,
      () => false,
    );
  const late = new Promise<boolean>((settle) => {
    timer = setTimeout(() => {
      settle(false);
    }, ms);
  });
  const answered = await Promise.race([roundTrip, late]);
  clearTimeout(timer);
  return answered;
}

describe('the static Storybook', () => {
  let outputDir = '';
  let origin = '';
  let server: Server | undefined;
  let browser: Browser | undefined;
  let entries: IndexEntry[] = [];
  let buildMs = 0;

  beforeAll(async () => {
    outputDir = await mkdtemp(join(tmpdir(), 'vo-storybook-'));
    const started = performance.now();
    await buildStorybook(outputDir);
    buildMs = performance.now() - started;
    const index = JSON.parse(await readFile(join(outputDir, 'index.json'), 'utf8')) as {
      entries: Record<string, IndexEntry>;
    };
    entries = Object.values(index.entries);
    ({ server, origin } = await serve(outputDir));
    browser = await chromium.launch({
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--autoplay-policy=no-user-gesture-required'],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((closed) => server?.close(closed));
    if (outputDir !== '') await rm(outputDir, { recursive: true, force: true });
  });

  it('shows every story and docs page without an error or a blocked tab', async () => {
    if (browser === undefined) throw new Error('beforeAll launches the browser.');
    expect(entries.filter((entry) => entry.title.startsWith('Screens/')).length).toBeGreaterThan(0);
    const queue = [...entries];
    const outcomes: Outcome[] = [];

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
    await docsPage.getByRole('button', { name: 'Save changes' }).first().waitFor({ timeout: RENDER_TIMEOUT_MS });
    const buttonDocsHeight = await docsPage.evaluate(() => document.documentElement.scrollHeight);
    await docsPage.context().close();
    expect(buttonDocsHeight).toBeLessThan(6_000);

    const started = performance.now();
    const worker = async (): Promise<void> => {
      if (browser === undefined) return;
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${origin}/iframe.html`);
      await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
      await page.evaluate(installShow, RENDER_TIMEOUT_MS);
      for (let entry = queue.shift(); entry !== undefined; entry = queue.shift()) {
        const shown = performance.now();
        const problem = await page.evaluate(
          ([id, viewMode]) =>
            (
              window as unknown as { __voShow: (id: string, mode: string) => Promise<string | null> }
            ).__voShow(id, viewMode),
          [entry.id, entry.type] as const,
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
          // A frozen page cannot show the next entry: the rest go to a fresh one.
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
        `static Storybook: built in ${(buildMs / 1000).toFixed(1)} s; ${String(outcomes.length)} entries shown in ` +
          `${((performance.now() - started) / 1000).toFixed(1)} s on ${String(PAGES)} pages`,
        `Components/Button docs page ${String(buttonDocsHeight)} px tall`,
        `first page (${first.id}) shown ${(firstShownMs / 1000).toFixed(2)} s after opening iframe.html`,
        `slowest: ${slowest.map(({ id, ms }) => `${id} ${(ms / 1000).toFixed(1)} s`).join(', ')}`,
      ].join('\n'),
    );
    expect(outcomes.filter((outcome) => outcome.problem !== undefined)).toEqual([]);
    expect(outcomes.map(({ id }) => id).sort()).toEqual(entries.map(({ id }) => id).sort());
  });
});
