// The app's behavioural tests in Chromium, and the journeys end to end against the real server.
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { at, group, reactBrowserProject, source } from '../../scripts/vitest/projects';

export const projects: TestProjectInlineConfiguration[] = [
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
];

export default defineConfig({ test: { projects } });
