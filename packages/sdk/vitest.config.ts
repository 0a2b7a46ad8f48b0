// The SDK's tests: in Node, and the upload path in Chromium. The root vitest.config.ts runs these
// projects with every other package's; `npx vitest` in this folder runs them alone.
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { at, chromium, group, source, typeTests } from '../../scripts/vitest/projects';
import { uploadFixture } from './testing/uploadFixture';

export const projects: TestProjectInlineConfiguration[] = [
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
];

export default defineConfig({ test: { projects } });
