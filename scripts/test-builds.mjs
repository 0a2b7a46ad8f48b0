#!/usr/bin/env node
// What the slow test projects need built before they can test, built once by `npm test` during its
// checks (after the type check, while ESLint alone keeps one core busy) instead of inside the Vitest
// run, where every core is already taken. Into .test-builds/ (git ignores it):
//   web/         the app's production build: the end-to-end server serves it, the bundle budget
//                measures it (one build where there were two);
//   web-server/  its server-render entry (`vite build --ssr`);
//   storybook/   the static Storybook the smoke test opens;
// and the reference server's bundle, apps/api/dist (as `npm run build -w @vo/api`).
// Vitest uses them only under `npm test` (scripts/vitest/testBuilds.ts); `npx vitest …` on its own
// builds what a project needs itself, as before.
//
//   node scripts/test-builds.mjs
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
const out = join(repo, '.test-builds');
const vite = join(repo, 'node_modules/vite/bin/vite.js');
const production = { ...process.env, NODE_ENV: 'production' };

/** Runs one build step, printing how long it took. */
function step(name, file, args, options) {
  const started = performance.now();
  execFileSync(file, args, { stdio: 'inherit', ...options });
  console.log(`${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const web = { cwd: join(repo, 'apps/web'), env: production };
step(
  'web',
  process.execPath,
  [vite, 'build', '--outDir', join(out, 'web'), '--emptyOutDir', '--logLevel', 'warn'],
  web,
);
step(
  'web-server',
  process.execPath,
  [
    vite,
    'build',
    '--ssr',
    'src/entry-server.tsx',
    '--outDir',
    join(out, 'web-server'),
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ],
  web,
);
step('api', process.execPath, [join(repo, 'apps/api/scripts/build.mjs')], { cwd: repo });
step('storybook', 'npx', ['storybook', 'build', '--quiet', '-o', join(out, 'storybook')], {
  cwd: repo,
  env: { ...production, STORYBOOK_DISABLE_TELEMETRY: '1' },
});
