// One Vitest run for the whole repository: each package lists its projects in its own
// vitest.config.ts (what they share is scripts/vitest/projects.ts); here are the repository's own
// (tooling, packaging) and the reporters. Projects run in groups (scripts/vitest/projects.ts, `group`).
import { defineConfig } from 'vitest/config';
import { projects as api } from './apps/api/vitest.config';
import { projects as web } from './apps/web/vitest.config';
import { projects as stories } from './.storybook/vitest.config';
import { projects as machines } from './packages/machines/vitest.config';
import { projects as sdk } from './packages/sdk/vitest.config';
import { projects as ui } from './packages/ui/vitest.config';
import { at, group, source } from './scripts/vitest/projects';
import { underNpmTest } from './scripts/vitest/testBuilds';

/** Whether this run is one shard of the files (`--shard=k/n`). */
const runningShard = process.argv.some((argument) => argument.startsWith('--shard'));

/** The `packaging` project's files (scripts/: the packed SDK and the ui bundle budget). */
const packagingTests = ['scripts/sdk-package.test.ts', 'scripts/bundle-budget.test.ts'];

export default defineConfig({
  test: {
    // A shard's run (`--shard`, scripts/test-shard.mjs) also leaves its results for the merge, in
    // Vitest's own place for them (`.vitest-reports/blob-<k>-<n>.json`, scripts/shards.mjs).
    reporters: ['default', at('scripts/timingsReporter.ts'), ...(runningShard ? ['blob'] : [])],
    projects: [
      ...sdk,
      ...ui,
      ...machines,
      ...stories,
      ...api,
      ...web,
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
    ],
  },
});
