// The one Storybook's stories as tests (play function, axe, and under `npm test` the picture),
// in both brands, and the static Storybook's smoke test.
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { transformWithOxc, type Plugin } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { at, chromium, componentsWorkers, group, source } from '../scripts/vitest/projects';
import { underNpmTest } from '../scripts/vitest/testBuilds';
import { comparePicture, stretchTester } from './visual.commands';

// A play function clicks through Testing Library, whose events are untrusted (dispatched by script),
// so Chromium's autoplay policy refused `audio.play()` and no story could show a player playing.
// The story projects lift that rule; the ui and web projects keep the browser's default, since their
// clicks go through Playwright (trusted) and already count as the gesture a real user makes.
const storyBrowserArgs = ['--autoplay-policy=no-user-gesture-required'];

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
    root: at('.'),
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

export const projects: TestProjectInlineConfiguration[] = [
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
];

export default defineConfig({ test: { projects } });
