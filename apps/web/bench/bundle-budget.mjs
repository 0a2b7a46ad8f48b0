#!/usr/bin/env node
// The app's bundle budgets (issues 7 and 15): a production build of apps/web, then
//  - the initial JavaScript (the entry chunk and every chunk it imports statically, as the browser
//    loads them before the first screen) must be at most 150 KB gzipped;
//  - each route's chunk (a screen of src/features loaded by the route table), with the chunks it
//    imports that the initial JavaScript does not hold (what opening that route first loads), must
//    be at most 30 KB gzipped;
//  - no chunk may contain msw or faker (mocks belong to tests and stories only).
// Prints a table of every chunk and one of the routes; `--json` prints one JSON line instead.
// Exits 1 when a check fails.
// Usage: node apps/web/bench/bundle-budget.mjs [--json] [--no-build] [--dist <a build of apps/web>]
// (`--dist` measures that build instead of making one: npm test's, from scripts/test-builds.mjs).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 150 * 1024;
export const ROUTE_BUDGET_BYTES = 30 * 1024;
const root = fileURLToPath(new URL('..', import.meta.url));
// Its own output folder when it builds (npm test passes the build its checks made, --dist).
const distArgument = process.argv.indexOf('--dist');
const given = distArgument === -1 ? undefined : process.argv[distArgument + 1];
const dist = given ?? join(root, '.budget-build');
const json = process.argv.includes('--json');

if (given === undefined && !process.argv.includes('--no-build')) {
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

// Route chunks: each screen's route module (src/features/<feature>/<screen>.route.ts, loaded by the
// route table) with the page it loads, and every chunk they import that the initial JavaScript does
// not hold: what opening that route first loads.
const gzipByFile = new Map(chunks.map((c) => [c.file, c.gzip]));
/** The files `keys` load (their chunks and static imports, transitively) beyond `loaded`. */
const filesOf = (keys, loaded) => {
  const loads = new Set();
  const add = (k) => {
    const c = manifest[k];
    if (!c || loaded.has(c.file) || loads.has(c.file)) return;
    loads.add(c.file);
    for (const imported of c.imports ?? []) add(imported);
  };
  for (const key of keys) add(key);
  return loads;
};
const sizeOf = (files) => [...files].reduce((sum, file) => sum + (gzipByFile.get(file) ?? 0), 0);
const ROUTE_MODULE = /^src\/features\/[^/]+\/[^/]+\.route\.ts$/;
// A nested route's screen is named after its layout's (`project.questions` inside `project`, see
// src/routes/screen.ts): opening it loads the layout's modules too.
const routeKeys = new Map(
  Object.keys(manifest)
    .filter((key) => ROUTE_MODULE.test(key))
    .map((key) => [key.slice(key.lastIndexOf('/') + 1, -'.route.ts'.length), key]),
);
const withLayouts = (name) => {
  const layout = name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : undefined;
  const own = routeKeys.get(name);
  return [...(layout === undefined ? [] : withLayouts(layout)), ...(own === undefined ? [] : [own])];
};
const routes = [...routeKeys]
  .map(([name, key]) => [key, manifest[key], withLayouts(name)])
  .map(([key, chunk, keys]) => {
    const loads = filesOf(
      keys.flatMap((k) => [k, ...(manifest[k].dynamicImports ?? [])]),
      initial,
    );
    return {
      route: key.replace(/^src\/features\//, ''),
      file: chunk.file,
      own: gzipByFile.get(chunk.file) ?? 0,
      total: sizeOf(loads),
      loads,
    };
  })
  .sort((a, b) => b.total - a.total);
// Parts a screen loads later (a tab, a section below the fold): what each adds to its screen's.
const pages = new Set(routes.flatMap((r) => manifest[`src/features/${r.route}`]?.dynamicImports ?? []));
const later = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith('src/features/'))
  .filter(([key]) => !ROUTE_MODULE.test(key) && !pages.has(key))
  .map(([key, chunk]) => {
    const screens = routes.filter((r) =>
      [...r.loads].some((file) =>
        Object.values(manifest).some((c) => c.file === file && (c.dynamicImports ?? []).includes(key)),
      ),
    );
    const loaded = new Set([...initial, ...screens.flatMap((r) => [...r.loads])]);
    return {
      part: key.replace(/^src\/features\//, ''),
      file: chunk.file,
      adds: sizeOf(filesOf([key], loaded)),
    };
  })
  .sort((a, b) => b.adds - a.adds);
const overBudget = routes.filter((r) => r.total > ROUTE_BUDGET_BYTES).map((r) => r.route);

const initialJs = chunks.filter((c) => c.initial).reduce((sum, c) => sum + c.gzip, 0);
const lazyJs = chunks.filter((c) => !c.initial).reduce((sum, c) => sum + c.gzip, 0);
const leaked = chunks.filter((c) => c.mocks).map((c) => c.file);
const checks = {
  withinBudget: initialJs <= BUDGET_BYTES,
  routesWithinBudget: overBudget.length === 0,
  noMocks: leaked.length === 0,
};
const result = {
  initialJs,
  lazyJs,
  budget: BUDGET_BYTES,
  routeBudget: ROUTE_BUDGET_BYTES,
  chunks,
  routes: routes.map(({ loads: _loads, ...route }) => route),
  later,
  overBudget,
  leaked,
  checks,
};

const kb = (bytes) => (bytes / 1024).toFixed(1);
if (json) {
  console.log(JSON.stringify(result));
} else {
  console.log('| chunk | gzip KB | initial |\n|---|---|---|');
  for (const c of chunks) console.log(`| ${c.file} | ${kb(c.gzip)} | ${c.initial ? 'yes' : ''} |`);
  console.log(
    `\nInitial JS: ${kb(initialJs)} KB gzipped (budget ${kb(BUDGET_BYTES)} KB); lazy JS: ${kb(lazyJs)} KB.`,
  );
  console.log('\n| route chunk | own gzip KB | with its chunks KB | budget |\n|---|---|---|---|');
  for (const r of routes)
    console.log(
      `| ${r.route} | ${kb(r.own)} | ${kb(r.total)} | ${r.total <= ROUTE_BUDGET_BYTES ? 'ok' : 'OVER'} (${kb(ROUTE_BUDGET_BYTES)}) |`,
    );
  console.log('\n| loaded later | adds gzip KB |\n|---|---|');
  for (const part of later) console.log(`| ${part.part} | ${kb(part.adds)} |`);
  console.log(
    `Every route chunk within ${kb(ROUTE_BUDGET_BYTES)} KB: ${checks.routesWithinBudget}${overBudget.length ? ` (over: ${overBudget.join(', ')})` : ''}`,
  );
  console.log(
    `No msw or faker in any chunk: ${checks.noMocks}${leaked.length ? ` (found in ${leaked.join(', ')})` : ''}`,
  );
}
process.exitCode = checks.withinBudget && checks.routesWithinBudget && checks.noMocks ? 0 : 1;
