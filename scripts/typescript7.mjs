// TypeScript 7's command (`typescript7`, an npm alias of typescript@7: the native compiler), for the
// scripts that run it: the type check (typecheck.mjs) and the package builds (build-package.mjs).
// The package exports no bin path: its command is found beside its package.json.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export const typescript7Tsc = join(
  dirname(createRequire(import.meta.url).resolve('typescript7/package.json')),
  'bin/tsc',
);
