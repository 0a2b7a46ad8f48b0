// What the Vitest projects of the packages share (each package's vitest.config.ts lists its own
// projects; the root vitest.config.ts runs them all): the source condition of the workspace
// packages, Debian's Chromium, the groups the projects run in, and the React browser project.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { testChromium, testChromiumArgs } from './testBrowser';
import { underNpmTest } from './testBuilds';

// Debian's Chromium (its headless shell and the flags every test launch passes, in
// scripts/vitest/testBrowser.ts); no browser is downloaded. A fresh provider object per project
// (sharing one mislabels).
/**
 * The workspace packages (@vo/sdk, @vo/machines) export their TypeScript source under the
 * "@vo/source" condition and their built dist/ (for projects outside the monorepo) under "import":
 * every project reads the source, in the browser and in Node, so no test needs a package build.
 */
export const source = {
  resolve: { conditions: ['@vo/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@vo/source', ...defaultServerConditions] } },
};

/** A path of this repository, absolute: the projects also run from a package folder (`npm test -w`). */
export const at = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

export const chromium = (extraArgs: string[] = []) =>
  playwright({
    launchOptions: {
      executablePath: testChromium,
      args: [...testChromiumArgs, ...extraArgs],
    },
  });

// Two cores serve the whole suite: projects run in groups, one after another, so that at most two
// browsers and one Node project share the machine at a time (all at once, the load average sat at
// 8-12 and tests that wait for the page timed out). Within a group the projects run together.
// `npm test` prints each project's wall time (scripts/timingsReporter.ts); docs/testing.md keeps the table.
export const group = {
  /**
   * The quick Node projects (one worker, one after another) beside the app's behavioural tests
   * (`web`, a browser) and the SDK's small browser file.
   */
  quick: 0,
  /**
   * The API on PGlite, then on PostgreSQL, beside the component library's behavioural tests and its
   * stories in the main brand (a browser each), every project on two workers (`componentsWorkers`).
   */
  components: 1,
  /**
   * The end-to-end journeys beside the app's stories (screens, machine and docs pages). The
   * journeys wait on one server and one page at a time and keep about one core busy (their
   * Chromium, the server and the worker together, measured at rest): after the API projects they
   * ran alone for about 400 s with the other core nearly idle. The app's behavioural tests (`web`,
   * now in the quick group) ran here once, a third browser for the group's first 150 s: the first
   * story file took 5 to 7 times its time at rest (the profile editor's `Editor` 22 and 34 s in two
   * green CI runs). The second brand's stories run here too, on one page: alone in a group of
   * their own, on two pages, they kept the cores 85% busy for about 40 s, while this group ended on
   * the app's stories alone on one page for as long (a clean clone of 2026-11-30: the journeys done
   * at 320 s, the app's stories at 360 s).
   */
  app: 2,
  /** The static Storybook smoke test, alone: whether a tab is blocked cannot be told on a loaded machine. */
  alone: 3,
} as const;

/**
 * How many files each project of the components group runs at once (Vitest wants one count for all
 * the projects of a group). With one each, the group ended on the main brand's stories alone on one
 * page for its last 25 s, and kept the cores 86% busy; with two (two pages of each browser, two API
 * files side by side, each on its own database) 97%, and the group took 129 s against 143 s at rest
 * (2026-11-30, this machine, the four projects run by themselves).
 */
export const componentsWorkers = 2;

/**
 * A project of React component tests in Chromium with the real styles (vanilla-extract).
 * `optimizeDeps` are bundled before the first test, `setupFiles` run before each file, and `workers`
 * is how many files run at once (Vitest's own count when omitted).
 */
export const reactBrowserProject = (
  name: string,
  root: string,
  groupOrder: number,
  {
    optimizeDeps = [],
    setupFiles = [],
    workers,
  }: { optimizeDeps?: string[]; setupFiles?: string[]; workers?: number } = {},
) => ({
  ...source,
  plugins: [react(), vanillaExtractPlugin()],
  // Pre-bundled up front: discovering them mid-run reloads the page under a running test (with the
  // shared module graph, every later file of the worker then failed: CI, a fresh clone's first run).
  // Every component's styles use the sprinkles runtime, so each project lists it.
  optimizeDeps: { include: ['@vanilla-extract/sprinkles/createRuntimeSprinkles', ...optimizeDeps] },
  test: {
    name,
    root: at(root),
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    sequence: { groupOrder },
    ...(workers === undefined ? {} : { maxWorkers: workers }),
    // `expect.element` and `expect.poll` wait for what the user would see. Their 1 s default was
    // shorter than a loaded two-core machine takes to settle a session or paint a route, and tests
    // failed on time rather than on behaviour (the router's 403 test stayed on /finance).
    expect: { poll: { timeout: 10_000 } },
    // A worker's test files share one frame and one module graph (loading them per file was most
    // of the project's time); each test still renders into a fresh, empty document body.
    isolate: false,
    setupFiles: [at('scripts/vitest/browserCleanup.setup.ts'), ...setupFiles],
    browser: {
      enabled: true,
      headless: true,
      provider: chromium(),
      instances: [{ browser: 'chromium' as const }],
    },
  },
});

/**
 * The SDK's and the machines' type tests (`*.test-d.ts`, `expectTypeOf`) are part of their packages'
 * TypeScript programs, so the type check (`npm run lint:types`, oxlint's `--type-check`; `npm run
 * typecheck`) already fails on a broken one. Vitest's own typecheck compiled the same two programs
 * again (32 s in the quick group): under `npm test`, whose checks run that type check first, it is
 * left out; `npx vitest` still reports them as tests.
 */
export const typeTests = {
  enabled: !underNpmTest(),
  include: ['src/**/*.test-d.ts'],
  tsconfig: './tsconfig.json',
};
