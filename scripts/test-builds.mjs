#!/usr/bin/env node
// The builds the slow test projects need, in one place. `npm test` makes them once during its checks
// (in the lane opposite ESLint and oxlint, before the packaging project)
// instead of inside the Vitest run, where every core is already taken; a project run on its own
// (`npx vitest …`) calls this script for the parts it needs, into a folder of its own. The parts:
//   web         the app's production build: the end-to-end server serves it, the bundle budget
//               measures it;
//   web-server  its server-render entry (`vite build --ssr`);
//   api         the reference server's bundle, apps/api/dist (as `npm run build -w @vo/api`);
//   storybook   the static Storybook the smoke test opens.
// Vitest uses npm test's builds only under `npm test` (scripts/vitest/testBuilds.ts).
//
//   node scripts/test-builds.mjs [--out <folder>] [part ...]   (default: .test-builds/, every part)
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = outAt === -1 ? join(repo, '.test-builds') : resolve(args[outAt + 1] ?? '');
const named = args.filter((_, index) => outAt === -1 || (index !== outAt && index !== outAt + 1));
const vite = join(repo, 'node_modules/vite/bin/vite.js');
// Built for production, also when called from a Vitest process (NODE_ENV=test would give React's
// development build, and Storybook builds differently in Vitest's mode).
const production = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST'))),
  NODE_ENV: 'production',
};
const web = { cwd: join(repo, 'apps/web'), env: production };

const parts = {
  web: () =>
    execFileSync(
      process.execPath,
      [vite, 'build', '--outDir', join(out, 'web'), '--emptyOutDir', '--logLevel', 'warn'],
      { stdio: 'inherit', ...web },
    ),
  'web-server': () =>
    execFileSync(
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
      { stdio: 'inherit', ...web },
    ),
  api: () =>
    execFileSync(process.execPath, [join(repo, 'apps/api/scripts/build.mjs')], {
      stdio: 'inherit',
      cwd: repo,
    }),
  storybook: () =>
    execFileSync('npx', ['storybook', 'build', '--quiet', '-o', join(out, 'storybook')], {
      stdio: 'inherit',
      cwd: repo,
      env: { ...production, STORYBOOK_DISABLE_TELEMETRY: '1' },
    }),
};

const unknown = named.filter((name) => !(name in parts));
if (unknown.length > 0) {
  console.error(`Unknown part(s): ${unknown.join(', ')}. Parts: ${Object.keys(parts).join(', ')}.`);
  process.exit(2);
}
for (const name of named.length > 0 ? named : Object.keys(parts)) {
  const started = performance.now();
  parts[name]();
  console.log(`${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
