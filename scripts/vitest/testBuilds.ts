// Where `npm test` put the builds the slow projects need (scripts/test-builds.mjs runs during its
// checks, and before each shard of `npm run test:shard`): the end-to-end setup, the app's bundle
// budget and the static Storybook smoke test use them instead of building again inside the Vitest
// run. Outside those two (a plain `npx vitest …`) there are none, and each builds what it needs itself.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('../../.test-builds', import.meta.url));

/**
 * Whether this process runs under `npm test`, whose checks have already built the test builds and
 * type-checked every package, or one shard of it (scripts/test-shard.mjs, which builds them first and
 * leaves the checks to a job of their own). `npx` sets its own lifecycle event.
 */
export const underNpmTest = (): boolean =>
  ['test', 'test:shard'].includes(process.env['npm_lifecycle_event'] ?? '');

/** The path of a build `npm test` made (`web`, `web-server`, `storybook`), or undefined outside it. */
export function testBuild(name: 'web' | 'web-server' | 'storybook'): string | undefined {
  if (!underNpmTest()) return undefined;
  const path = join(folder, name);
  // npm test builds it before Vitest starts: a missing one is a broken script, not a reason to build.
  if (!existsSync(path)) throw new Error(`npm test should have built ${path} (scripts/test-builds.mjs).`);
  return path;
}
