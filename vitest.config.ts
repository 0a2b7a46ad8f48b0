import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, transformWithOxc, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { uploadFixture } from './packages/sdk/testing/uploadFixture';
import { comparePicture, stretchTester } from './.storybook/visual.commands';
import { testChromium, testChromiumArgs } from './scripts/vitest/testBrowser';
import { underNpmTest } from './scripts/vitest/testBuilds';

// Debian's Chromium (its headless shell and the flags every test launch passes, in
// scripts/vitest/testBrowser.ts); no browser is downloaded. A fresh provider object per project
// (sharing one mislabels).
/**
 * The workspace packages (@vo/sdk, @vo/machines) export their TypeScript source under the
 * "@vo/source" condition and their built dist/ (for projects outside the monorepo) under "import":
 * every project reads the source, in the browser and in Node, so no test needs a package build.
 */
const source = {
  resolve: { conditions: ['@vo/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@vo/source', ...defaultServerConditions] } },
};

/** A path of this repository, absolute: the projects also run from a package folder (`npm test -w`). */
const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const chromium = (extraArgs: string[] = []) =>
  playwright({
    launchOptions: {
      executablePath: testChromium,
      args: [...testChromiumArgs, ...extraArgs],
    },
  });

// A play function clicks through Testing Library, whose events are untrusted (dispatched by script),
// so Chromium's autoplay policy refused `audio.play()` and no story could show a player playing.
// The story projects lift that rule; the ui and web projects keep the browser's default, since their
// clicks go through Playwright (trusted) and already count as the gesture a real user makes.
const storyBrowserArgs = ['--autoplay-policy=no-user-gesture-required'];

// Two cores serve the whole suite: projects run in groups, one after another, so that at most two
// browsers and one Node project share the machine at a time (all at once, the load average sat at
// 8-12 and tests that wait for the page timed out). Within a group the projects run together.
// `npm test` prints each project's wall time (scripts/timingsReporter.ts); docs/testing.md keeps the table.
const group = {
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
const componentsWorkers = 2;

/**
 * A project of React component tests in Chromium with the real styles (vanilla-extract).
 * `optimizeDeps` are bundled before the first test, `setupFiles` run before each file, and `workers`
 * is how many files run at once (Vitest's own count when omitted).
 */
const reactBrowserProject = (
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

// Visual baselines are compared by `npm test` (and each of its shards) and the `visual` scripts; a
// developer running one story file with `npx vitest` is not asked for screenshots of work in progress.
// `VO_VISUAL=1 npx vitest …` turns them on for a direct run.
const visual =
  process.env['VO_VISUAL'] === '1' ||
  underNpmTest() ||
  ['visual', 'visual:update'].includes(process.env['npm_lifecycle_event'] ?? '');

/**
 * React's production build for one story project, as the static Storybook renders (`vite build`):
 * the app's screens are large trees, and React's development build (its checks, warnings and
 * component stacks) and XState's made their stories slower (`storybook-app` at rest, 154 stories:
 * 150 s of story time against 130 s, every picture the same).
 *
 * Not by `define`: Vitest copies a JSON `define` of `process.env.*` into its own process's
 * environment, so every project whose dependencies were bundled afresh took the production build
 * (a clean clone's `ui` tests lost `act`); a define written as an expression, which Vitest leaves
 * alone, Vite's client also sets in the browser, as a `process` global (with it, the run hung before
 * its first story). Here each place that reads the mode gets it for this project
 * alone: the dependency bundle (React, React DOM, the router, React Query), the export conditions
 * (XState's production build), the JSX transform (`jsx` rather than `jsxDEV`, which React's
 * production JSX runtime does not have) and the dependencies served as they are, Storybook's React
 * renderer among them (it renders without `act` on the production build, which has none, so a play
 * function waits for what the user would see). The bundle lives in a cache folder of its own: the
 * Storybook plugin gives every project of the preview one, and two projects bundling React
 * differently would rebundle it over each other.
 */
const productionReact = (project: string): Plugin => ({
  name: 'vo:production-react',
  // A plugin of the normal order: after the Storybook plugin (whose `cacheDir` it replaces), and
  // its transform before Vite's client transform, which writes Vitest's own mode ("test") there.
  config: (config) => {
    const resolve = config.resolve;
    if (resolve?.conditions !== undefined) {
      // Replaced in place: a returned list would be merged with this one, keeping both.
      resolve.conditions = resolve.conditions.map((condition) =>
        condition === 'development|production' ? 'production' : condition,
      );
    }
    return {
      cacheDir: at(`node_modules/.cache/vitest-${project}`),
      optimizeDeps: {
        rolldownOptions: { transform: { define: { 'process.env.NODE_ENV': '"production"' } } },
      },
      oxc: { jsx: { development: false } },
    };
  },
  async transform(code, id) {
    if (!id.includes('/node_modules/') || !code.includes('process.env.NODE_ENV')) return null;
    const { code: replaced, map } = await transformWithOxc(code, id, {
      lang: 'js',
      define: { 'process.env.NODE_ENV': '"production"' },
      sourcemap: true,
    });
    return { code: replaced, map: map ?? null };
  },
});

/**
 * The story projects: the main brand, and the second brand skin (its setup file sets the brand, and
 * its pictures have baselines of their own, `__visual__/<story id>.second.png`). `exclude` drops
 * story files from a project (the Storybook plugin keeps it); `pages` is how many pages of the
 * browser run story files at once; `tags` picks the stories it runs; `react` is the build of React
 * (and XState) the stories render with (`productionReact`).
 */
const storyProject = (
  name: string,
  setupFiles: string[],
  groupOrder: number,
  exclude: string[] = [],
  {
    pages,
    tags,
    react = 'development',
  }: { pages?: number; tags?: { include: string[] }; react?: 'development' | 'production' } = {},
) => ({
  ...source,
  plugins: [
    storybookTest({ configDir: at('.storybook'), ...(tags === undefined ? {} : { tags }) }),
    ...(react === 'production' ? [productionReact(name)] : []),
  ],
  test: {
    name,
    exclude,
    sequence: { groupOrder },
    // How many pages of the browser run story files at once (each loads the preview once); by
    // default Vitest's own count (the cores less one). Projects of one group must agree on it.
    ...(pages === undefined ? {} : { maxWorkers: pages }),
    setupFiles: [
      at('.storybook/warmUp.setup.ts'),
      ...setupFiles,
      ...(visual ? [at('.storybook/visual.setup.ts')] : []),
    ],
    // A story's whole test (render, play, axe): each wait inside it has its own bound (findBy and
    // waitFor), so this only catches a story that never ends. The playing stories listen to their
    // recordings in real time, and the first file of a project runs while its group starts (two
    // browsers, two Vite servers and the journeys' server at once): in a green CI run the profile
    // editor's stories, first of `storybook-app`, took 8 to 22 s each against 1 to 4 s at rest, and
    // one run before had `Editor` pass 30 s. Room for that, as the Node projects have.
    testTimeout: 60_000,
    // All of a worker's story files share one frame and one module graph. With a fresh frame per
    // file, loading the preview (brand styles, decorators, mocks) was half the project's time:
    // packages/ui/src/components went from 300 s to 94 s. Each story renders into a fresh root,
    // and a screen gets its own memory storage and query cache (apps/web/src/testing/storyApp.tsx).
    // What the page itself keeps across files, the last input's modality (focus rings), cannot be
    // reset: .storybook/visual.setup.ts says how a story keeps its picture independent of it.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: chromium(storyBrowserArgs),
      instances: [{ browser: 'chromium' as const }],
      // Failure screenshots go to the attachments folder, never beside the baselines.
      screenshotFailures: false,
      // The pictures are compared by a command of their own (.storybook/picture.ts says why), with
      // the baselines beside the stories (`__visual__/<story id>.<brand>.png`) and what a failed
      // comparison leaves in `.vitest-attachments/visual/`.
      commands: { stretchTester, comparePicture },
    },
  },
});

/**
 * The API's files that PGlite runs when PostgreSQL runs them all (CI). The two are the same
 * PostgreSQL behind the same Drizzle queries; what differs is the driver (how rows, numbers, dates
 * and JSON come back), one connection instead of a pool (transactions, locks and concurrent
 * requests), and what the demo serves on PGlite (`npm start`). Here: every operation's answers,
 * happy or not, checked against the document (contract: the driver's shapes); the
 * job queue and the invitation waves on it; search (full text, the word table's triggers, ranking);
 * sign-in and refresh rotation (transactions, reuse under concurrent refreshes); the rate limits'
 * and listens' counters under concurrent requests; live updates. Running the other files on both
 * engines tested the same SQL twice: the API on PGlite took 138 s at rest, on PostgreSQL 82 s. The
 * journeys (web-e2e) run on PGlite too, on a database their server seeds as `npm start` does: the
 * seed's own file (what it holds, the same on every fresh database; 10 s of PGlite's 48 s at rest)
 * runs on PostgreSQL only, and so does the fuzz test (random and hostile bodies for every operation:
 * what it adds to the contract test is the server's validation and error paths, which are the same
 * code on both engines; on PGlite it was 19 s of the API's 91 s in a clean clone).
 */
const pgliteWithPostgres = [
  'src/contract/contract.test.ts',
  'src/jobs/queue.test.ts',
  'src/modules/invitations/invitationWaves.test.ts',
  'src/routes/providers/providers.test.ts',
  'src/routes/auth/auth.test.ts',
  'src/auth/refresh.test.ts',
  'src/routes/auth/rateLimit.test.ts',
  'src/http/limits.test.ts',
  'src/http/hardening.test.ts',
  'src/live/socket.test.ts',
];
// A file renamed or moved would otherwise drop out of the PGlite run without a word.
for (const file of pgliteWithPostgres) {
  if (!existsSync(at(`apps/api/${file}`)))
    throw new Error(`vitest.config.ts: pgliteWithPostgres names ${file}, which is gone.`);
}

/**
 * Whether this run merges the shards' reports (`npm run test:merge`): it then knows every project a
 * shard may have run, the API on PostgreSQL among them, even where no PostgreSQL is configured. A
 * project the merge does not know is left out of its count without a word (its failures too).
 */
const mergingShards = process.argv.some((argument) => argument.startsWith('--merge-reports'));

/** Whether this run is one shard of the files (`--shard=k/n`). */
const runningShard = process.argv.some((argument) => argument.startsWith('--shard'));

/** The `packaging` project's files (scripts/: the packed SDK and the ui bundle budget). */
const packagingTests = ['scripts/sdk-package.test.ts', 'scripts/bundle-budget.test.ts'];

/**
 * The SDK's and the machines' type tests (`*.test-d.ts`, `expectTypeOf`) are part of their packages'
 * TypeScript programs, so the type check (`npm run lint:types`, oxlint's `--type-check`; `npm run
 * typecheck`) already fails on a broken one. Vitest's own typecheck compiled the same two programs
 * again (32 s in the quick group): under `npm test`, whose checks run that type check first, it is
 * left out; `npx vitest` still reports them as tests.
 */
const typeTests = {
  enabled: !underNpmTest(),
  include: ['src/**/*.test-d.ts'],
  tsconfig: './tsconfig.json',
};

// One Vitest run for the whole repository; each package adds its projects here.
export default defineConfig({
  test: {
    // A shard's run (`--shard`, scripts/test-shard.mjs) also leaves its results for the merge, in
    // Vitest's own place for them (`.vitest-reports/blob-<k>-<n>.json`, scripts/shards.mjs).
    reporters: ['default', at('scripts/timingsReporter.ts'), ...(runningShard ? ['blob'] : [])],
    projects: [
      {
        ...source,
        test: {
          name: 'sdk',
          root: at('packages/sdk'),
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.browser.test.ts'],
          // A worker's files share one module graph, as the API's do: importing it again for every
          // file was most of the quick group (its Node projects, at rest: 47 s -> 23 s, 1,102 tests
          // passing in three shuffled file orders). Every file restores what it stubs (globals,
          // timers), so no file sees another's.
          isolate: false,
          sequence: { groupOrder: group.quick },
          typecheck: typeTests,
        },
      },
      {
        ...source,
        plugins: [uploadFixture()],
        test: {
          name: 'sdk-browser',
          root: at('packages/sdk'),
          include: ['src/**/*.browser.test.ts'],
          sequence: { groupOrder: group.quick },
          browser: {
            enabled: true,
            headless: true,
            provider: chromium(),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      // The component library's behavioural tests, rendered in Chromium with its real styles.
      reactBrowserProject('ui', 'packages/ui', group.components, { workers: componentsWorkers }),
      {
        ...source,
        test: {
          name: 'machines',
          root: at('packages/machines'),
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // One module graph for the worker's files, as sdk's (above).
          isolate: false,
          sequence: { groupOrder: group.quick },
          typecheck: typeTests,
        },
      },
      // Every story of .storybook/main.ts as a test in Chromium: its play function, then axe
      // (`parameters.a11y.test: 'error'` in preview fails a story with a violation), then, under
      // `npm test`, its screenshot against the baseline.
      // Two projects of the same preview, in different groups: the component library's stories
      // beside the ui tests and the API projects (two pages, `componentsWorkers`), and the app's
      // screens with the machine and docs pages beside the end-to-end journeys (one page).
      storyProject('storybook', [], group.components, ['.storybook/**', 'apps/**'], {
        pages: componentsWorkers,
      }),
      // One page, as the journeys beside it: Vitest runs the projects of a group with one worker
      // count, and `fileParallelism: false` makes the journeys' one. On this 2-core machine the
      // default (the cores less one) is one too; on a machine with more cores the two differed and
      // Vitest refused to start the run ("different 'maxWorkers' but same 'sequence.groupOrder'").
      storyProject('storybook-app', [], group.app, ['packages/**'], { pages: 1, react: 'production' }),
      // The Components and Marketplace stories in the second brand skin: one story of each file, the
      // one tagged `second-brand` (render, play function, axe, picture). It shows that the component
      // takes the brand's tokens. The component's other states take no other tokens in this brand
      // than in the main one, where each is pictured, and the tokens' pairs are checked for WCAG AA
      // contrast in both brands by the ui project (packages/ui/src/theme): running every story again
      // here (439 of them, 128 s at rest) proved no more than these 73. The docs pages, the machine
      // pages and the app's screens are built from those components, so they run in the main brand
      // only. A tooling test keeps one tagged story in every file (.storybook/storyTags.test.ts).
      // Beside the journeys and the app's stories, on one page (`group.app` says why).
      storyProject(
        'storybook-second',
        [at('.storybook/second-brand.setup.ts')],
        group.app,
        ['.storybook/**', 'apps/**'],
        { pages: 1, tags: { include: ['second-brand'] } },
      ),
      // The reference server's contract, auth and fuzz tests, each file on a fresh database:
      // embedded PGlite, and a real PostgreSQL too when TEST_DATABASE_URL is set (CI). With both,
      // PostgreSQL runs every file and PGlite the files that meet what differs between the two
      // engines (`pgliteWithPostgres`); without PostgreSQL, PGlite runs every file.
      {
        ...source,
        test: {
          name: 'api',
          root: at('apps/api'),
          environment: 'node',
          include: process.env['TEST_DATABASE_URL'] ? pgliteWithPostgres : ['src/**/*.test.ts'],
          sequence: { groupOrder: group.components },
          maxWorkers: componentsWorkers,
          // Each file starts its own server on its own database, so files share nothing but
          // the module graph: loaded once per worker, with the validators compiled once
          // (importing the server and compiling them was about 3 s of every file).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          env: { TEST_DATABASE_URL: '' },
        },
      },
      ...(process.env['TEST_DATABASE_URL'] || mergingShards
        ? [
            {
              ...source,
              test: {
                name: 'api-postgres',
                root: at('apps/api'),
                environment: 'node',
                include: ['src/**/*.test.ts'],
                sequence: { groupOrder: group.components },
                maxWorkers: componentsWorkers,
                isolate: false,
                testTimeout: 60_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      // The app's route table, guards, redirects, error policy and shell, rendered in Chromium.
      reactBrowserProject('web', 'apps/web', group.quick, {
        optimizeDeps: [
          'react-router',
          'react-router/dom',
          '@tanstack/react-query',
          'xstate',
          '@xstate/react',
          '@vanilla-extract/dynamic',
          'vitest-browser-react',
          // The typed mock API of the tests (@vo/sdk/mocks) answers through msw with faker's data.
          'msw',
          '@faker-js/faker',
        ],
        // The app's screens load before the first test (apps/web/src/testing/warmUp.setup.ts).
        setupFiles: [at('apps/web/src/testing/warmUp.setup.ts')],
      }),
      {
        ...source,
        // The global setup runs in Vitest's own environment, which has its own resolve conditions:
        // without the source condition it needed the packages built first (their dist/).
        environments: { __vitest__: { resolve: source.ssr.resolve } },
        // End to end: the built app on the real server (fresh seeded PGlite) in Debian's Chromium.
        test: {
          name: 'web-e2e',
          root: at('apps/web'),
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          sequence: { groupOrder: group.app },
          globalSetup: [at('apps/web/e2e/globalSetup.ts')],
          setupFiles: [at('apps/web/e2e/serverReady.setup.ts')],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One server, one browser per file; files run one after another (2 cores).
          fileParallelism: false,
          // The files share one module graph (Playwright, the SDK, the helpers, imported once): each
          // file still launches its own browser and gives each test new contexts. At rest the
          // project's import time went from 24 s to 2 s, its wall time from 310 s to 290 s.
          isolate: false,
        },
      },
      {
        ...source,
        test: {
          name: 'tooling',
          root: at('.'),
          environment: 'node',
          include: [
            'scripts/**/*.test.ts',
            'openapi/**/*.test.ts',
            '*.test.ts',
            '.storybook/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
          ],
          exclude: ['.storybook/**/*.smoke.test.ts', ...packagingTests],
          // One module graph for the worker's files, as sdk's (above).
          isolate: false,
          sequence: { groupOrder: group.quick },
          testTimeout: 60_000,
        },
      },
      // What an outside project gets: the packed SDK installed and type-checked in a scratch
      // project, and the component library's bundle budget. Each is builds and type checks in
      // child processes (about 55 s), nothing of the Vitest run: `npm test` runs this project
      // during its checks (`test:packaging`, after the test builds, in the lane opposite the lints)
      // and leaves it out of the main run, where it held up every later group (and so does a shard
      // of it, whose checks are a job of their own).
      ...(underNpmTest()
        ? []
        : [
            {
              test: {
                name: 'packaging',
                root: at('.'),
                environment: 'node',
                include: packagingTests,
                sequence: { groupOrder: group.quick },
                testTimeout: 120_000,
              },
            },
          ]),
      {
        // The static Storybook as a designer opens it: one build, then every story and docs page in
        // Chromium, failing on an error or a tab still blocked after rendering. Expensive (a full
        // `storybook build`), and last, alone: beside the two story projects (three browsers and a
        // build, load average 16 to 18 on two cores) a docs page took over 60 s to load, a screen
        // kept its tab busy for 5 s, and a screen story of the story projects timed out.
        test: {
          name: 'storybook-static',
          root: at('.'),
          environment: 'node',
          include: ['.storybook/**/*.smoke.test.ts'],
          sequence: { groupOrder: group.alone },
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
