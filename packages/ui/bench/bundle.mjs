#!/usr/bin/env node
// `npm run bench:ui`: production builds (Vite, as the app builds) of small pages that use the
// library, to measure what components cost. Prints the gzipped JavaScript each heavy component
// adds on top of React, and checks the page the issue names (AudioPlayer, ProviderCard and a chart
// loaded on demand) against the app's budget: initial JavaScript at most 150 KB gzipped, the chart
// code outside the initial chunks, and no msw or faker anywhere. Exits 1 when a check fails.
//   --json prints the measurements as JSON; --page measures only the page and its checks, as JSON
//   (the bundle test: one build instead of 14).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export const BUDGET_KB = 150;
const repo = fileURLToPath(new URL('../../..', import.meta.url));

const heavy = [
  ['AudioPlayer', '@vo/ui'],
  ['ProviderCard', '@vo/ui'],
  ['SamplePlaylist', '@vo/ui'],
  ['ProposalCard', '@vo/ui'],
  ['MessageThread', '@vo/ui'],
  ['MessageComposer', '@vo/ui'],
  ['PlanComparison', '@vo/ui'],
  ['PaymentMethodFields', '@vo/ui'],
  ['PayoutMethodForm', '@vo/ui'],
  ['EarningsChart', '@vo/ui/charts'],
  ['VisibilityChart', '@vo/ui/charts'],
  ['DecileScale', '@vo/ui/charts'],
];

const shell = `import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n`;
const mount = `createRoot(document.getElementById('root')).render(createElement('div'));\n`;

/** Builds one entry; returns gzipped bytes of the initial JS, the lazy JS and all CSS, and the code. */
async function measure(name, source) {
  // Inside the repository, so the entry resolves react and @vo/ui like the app does.
  const dir = mkdtempSync(path.join(repo, 'packages/ui/bench', `.build-${name}-`));
  const entry = path.join(dir, 'entry.js');
  writeFileSync(entry, source);
  try {
    const output = await build({
      configFile: false,
      logLevel: 'silent',
      root: repo,
      plugins: [react(), vanillaExtractPlugin()],
      build: { write: false, minify: true, target: 'es2022', rollupOptions: { input: entry } },
    });
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
    const byName = new Map(chunks.filter((c) => c.type === 'chunk').map((c) => [c.fileName, c]));
    const initial = new Set();
    const visit = (file) => {
      if (initial.has(file)) return;
      initial.add(file);
      for (const dep of byName.get(file)?.imports ?? []) visit(dep);
    };
    for (const c of byName.values()) if (c.isEntry) visit(c.fileName);
    const gz = (code) => gzipSync(code).length;
    let initialJs = 0;
    let lazyJs = 0;
    let css = 0;
    let allCode = '';
    for (const c of chunks) {
      const code = c.type === 'chunk' ? c.code : String(c.source);
      if (c.type === 'chunk') {
        allCode += code;
        if (initial.has(c.fileName)) initialJs += gz(code);
        else lazyJs += gz(code);
      } else if (c.fileName.endsWith('.css')) css += gz(code);
    }
    return { initialJs, lazyJs, css, allCode };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The page the issue names, and its three checks: one build. */
export async function measurePage() {
  const page = await measure(
    'page',
    `${shell}import { AudioPlayer, ProviderCard } from '@vo/ui';\nwindow.__keep = [AudioPlayer, ProviderCard, () => import('@vo/ui/charts')];\n${mount}`,
  );
  const leaked = /\bmsw\b|@faker-js|faker\.(person|string|number|helpers)/.test(page.allCode);
  const chartInInitial = page.lazyJs === 0;
  return {
    page: { initialJs: page.initialJs, lazyChartJs: page.lazyJs, css: page.css },
    checks: {
      withinBudget: page.initialJs <= BUDGET_KB * 1024,
      chartLazy: !chartInInitial,
      noMocks: !leaked,
    },
  };
}

/** What each heavy component adds to React alone (one build each), then the page. */
export async function measureAll() {
  const base = await measure('react', `${shell}${mount}`);
  const components = {};
  for (const [name, from] of heavy) {
    const m = await measure(
      name,
      `${shell}import { ${name} } from '${from}';\nwindow.__keep = ${name};\n${mount}`,
    );
    components[name] = { addedJs: m.initialJs - base.initialJs, css: m.css };
  }
  return { reactJs: base.initialJs, components, ...(await measurePage()) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `--page`: the page and its checks only (the bundle test asserts nothing else), one build of 14.
  const pageOnly = process.argv.includes('--page');
  const result = pageOnly ? await measurePage() : await measureAll();
  if (pageOnly || process.argv.includes('--json')) {
    console.log(JSON.stringify(result));
  } else {
    console.log(`React + react-dom alone: ${kb(result.reactJs)} KB gzipped JS\n`);
    console.log('| component | JS it adds (gzip) | its CSS (gzip) |\n|---|---|---|');
    for (const [name, m] of Object.entries(result.components))
      console.log(`| ${name} | ${kb(m.addedJs)} KB | ${kb(m.css)} KB |`);
    console.log(
      `\nPage with AudioPlayer + ProviderCard + a chart on demand: initial JS ${kb(result.page.initialJs)} KB (budget ${BUDGET_KB} KB), chart chunk ${kb(result.page.lazyChartJs)} KB loaded on demand, CSS ${kb(result.page.css)} KB`,
    );
    console.log(
      `Checks: within budget ${result.checks.withinBudget}, chart lazy ${result.checks.chartLazy}, no msw/faker ${result.checks.noMocks}`,
    );
  }
  if (!Object.values(result.checks).every(Boolean)) process.exit(1);
}
