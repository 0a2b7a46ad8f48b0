#!/usr/bin/env node
// Type-checks TypeScript projects with the native compiler (TypeScript 7, installed as `typescript7`):
// it checks the repository's eight programs in about a third of the time `tsc` 5.9 took (measured at
// rest: 174 s -> under 60 s). Under npm test, oxlint's `--type-check` checks the programs (`npm
// run lint:types`) and this script only the SDK's, for its generated code, which no linter reads
// (`npm run typecheck:generated`). TypeScript 5.9 stays the repository's `typescript`:
// typescript-eslint and openapi-typescript use its JavaScript API, which TypeScript 7 does not
// offer, and the packed SDK is type-checked with it as a consumer would (scripts/sdk-package.test.ts).
// The SDK's and the machines' package builds emit with TypeScript 7 (scripts/build-package.mjs).
//
//   node scripts/typecheck.mjs <tsconfig> [<tsconfig> ...]   (paths from the working directory)
import { spawnSync } from 'node:child_process';
import { typescript7Tsc } from './typescript7.mjs';

const projects = process.argv.slice(2);
if (projects.length === 0) {
  console.error('usage: node scripts/typecheck.mjs <tsconfig> [<tsconfig> ...]');
  process.exit(2);
}

for (const project of projects) {
  const started = performance.now();
  const { status } = spawnSync(process.execPath, [typescript7Tsc, '-p', project, '--noEmit'], {
    stdio: 'inherit',
  });
  if (status !== 0) {
    console.error(`Type errors in ${project}.`);
    process.exit(status ?? 1);
  }
  console.log(`${project}: no type errors (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
