#!/usr/bin/env node
// One shard of `npm test`'s Vitest run, for a CI that spreads the suite over several machines
// (docs/testing.md, "Running the suite over several machines"):
//
//   npm run test:checks            one job: the lints, the type check, the packaging project
//   npm run test:shard -- 1/2      one job per machine: shard k of n of the test files
//   npm run test:merge             after them all, with every shard's .vitest-reports/ gathered
//                                  (`node scripts/test-shard.mjs --merge`)
//
// A shard builds what its slow projects load (scripts/test-builds.mjs: the app, its server entry,
// the API bundle and the static Storybook), then runs its part of the files with the pictures
// compared, as `npm test` does, and leaves its results in `.vitest-reports/blob-<k>-<n>.json` for
// the merge. Vitest splits the files, so every file runs in exactly one shard. The merge prints the
// whole run's result, and fails as the run would have, once it has checked that every shard of the
// run is there (scripts/shards.mjs).
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseShard, reportsFolder, unmergeable } from './shards.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs `node <args>` in the repository and resolves with its exit code. */
const node = (args, env = process.env) =>
  new Promise((exited) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
    child.on('close', (code, signal) => exited(code ?? (signal === null ? 1 : 128)));
  });

const vitest = 'node_modules/vitest/vitest.mjs';

if (process.argv[2] === '--merge') {
  let names = [];
  try {
    names = readdirSync(new URL(`../${reportsFolder}/`, import.meta.url));
  } catch {
    // No folder: no shard at all, which `unmergeable` says.
  }
  const problem = unmergeable(names);
  if (problem !== undefined) {
    console.error(problem);
    process.exit(2);
  }
  process.exit(await node([vitest, 'run', `--merge-reports=${reportsFolder}`]));
}

const shard = parseShard(process.argv.slice(2));
if ('error' in shard) {
  console.error(shard.error);
  process.exit(2);
}
const { index, count } = shard;

// Vitest's config reads the lifecycle to know that the builds are there and that the pictures are
// compared (scripts/vitest/testBuilds.ts): set here too, for `node scripts/test-shard.mjs 1/2`.
const env = { ...process.env, npm_lifecycle_event: 'test:shard' };

const built = await node(['scripts/test-builds.mjs'], env);
if (built !== 0) process.exit(built);
process.exit(
  await node(
    [
      vitest,
      'run',
      // The config adds the report the merge reads to the run's own reporters.
      `--shard=${String(index)}/${String(count)}`,
    ],
    env,
  ),
);
