#!/usr/bin/env node
// The app shell's bundle budget (issue 7): a production build of apps/web, then
//  - the initial JavaScript (the entry chunk and every chunk it imports statically, as the browser
//    loads them before the first screen) must be at most 150 KB gzipped;
//  - no chunk may contain msw or faker (mocks belong to tests and stories only).
// Prints a table of every chunk; `--json` prints one JSON line instead. Exits 1 when a check fails.
// Usage: node apps/web/bench/bundle-budget.mjs [--json] [--no-build]
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 150 * 1024;
const root = fileURLToPath(new URL('..', import.meta.url));
// Its own output folder: `npm test` builds the app for the end-to-end tests at the same time.
const dist = join(root, '.budget-build');
const json = process.argv.includes('--json');

if (!process.argv.includes('--no-build')) {
  execFileSync(
    process.execPath,
    [
      join(root, '../../node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      dist,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    {
      cwd: root,
      stdio: json ? 'ignore' : 'inherit',
      // Run under Vitest, NODE_ENV is 'test', which would build React's development code.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gzipOf = (file) => gzipSync(readFileSync(join(dist, file))).length;

// The entry and its static imports, transitively: what loads before the first screen.
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initial = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || initial.has(chunk.file)) return;
  initial.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);

const chunks = readdirSync(join(dist, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .map((name) => {
    const file = `assets/${name}`;
    const code = readFileSync(join(dist, file), 'utf8');
    return {
      file,
      gzip: gzipOf(file),
      initial: initial.has(file),
      mocks: /\bmsw\b|@faker-js|faker\.(person|string|number|helpers)/.test(code),
    };
  })
  .sort((a, b) => b.gzip - a.gzip);

const initialJs = chunks.filter((c) => c.initial).reduce((sum, c) => sum + c.gzip, 0);
const lazyJs = chunks.filter((c) => !c.initial).reduce((sum, c) => sum + c.gzip, 0);
const leaked = chunks.filter((c) => c.mocks).map((c) => c.file);
const checks = { withinBudget: initialJs <= BUDGET_BYTES, noMocks: leaked.length === 0 };
const result = { initialJs, lazyJs, budget: BUDGET_BYTES, chunks, leaked, checks };

const kb = (bytes) => (bytes / 1024).toFixed(1);
if (json) {
  console.log(JSON.stringify(result));
} else {
  console.log('| chunk | gzip KB | initial |\n|---|---|---|');
  for (const c of chunks) console.log(`| ${c.file} | ${kb(c.gzip)} | ${c.initial ? 'yes' : ''} |`);
  console.log(
    `\nInitial JS: ${kb(initialJs)} KB gzipped (budget ${kb(BUDGET_BYTES)} KB); lazy JS: ${kb(lazyJs)} KB.`,
  );
  console.log(
    `No msw or faker in any chunk: ${checks.noMocks}${leaked.length ? ` (found in ${leaked.join(', ')})` : ''}`,
  );
}
process.exitCode = checks.withinBudget && checks.noMocks ? 0 : 1;
