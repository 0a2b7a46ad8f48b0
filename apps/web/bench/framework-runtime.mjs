#!/usr/bin/env node
// What React Router's framework mode would add to the app's initial JavaScript (issue 40): the
// runtime the app loads today (createBrowserRouter, RouterProvider, matchRoutes, redirect) against
// the same with framework mode's HydratedRouter (its manifest, lazy route discovery, single fetch and
// turbo-stream decoding), each bundled as the app is built (Vite, minified, react-router's
// production build, React left out), gzipped. docs/framework-mode.md records the decision it backs.
// Usage: node apps/web/bench/framework-runtime.mjs [--json]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const routerRoot = dirname(createRequire(join(root, 'package.json')).resolve('react-router/package.json'));
const production = join(routerRoot, 'dist/production');

const TODAY = `import { createBrowserRouter, matchRoutes, redirect } from 'react-router';
import { RouterProvider } from 'react-router/dom';
export const used = [createBrowserRouter, RouterProvider, matchRoutes, redirect];`;
const FRAMEWORK = `import { createBrowserRouter, matchRoutes, redirect } from 'react-router';
import { HydratedRouter, RouterProvider } from 'react-router/dom';
export const used = [createBrowserRouter, RouterProvider, matchRoutes, redirect, HydratedRouter];`;

const dir = mkdtempSync(join(tmpdir(), 'framework-runtime-'));
async function gzippedSize(name, code) {
  const entry = join(dir, `${name}.js`);
  writeFileSync(entry, code);
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: join(production, 'index.mjs') },
        { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
      ],
    },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['es'], fileName: name },
      rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  return chunks
    .filter((chunk) => chunk.type === 'chunk')
    .reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0);
}

try {
  const today = await gzippedSize('today', TODAY);
  const framework = await gzippedSize('framework', FRAMEWORK);
  const result = { today, framework, added: framework - today };
  if (process.argv.includes('--json')) console.log(JSON.stringify(result));
  else {
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(`React Router as the app loads it today: ${kb(today)} gzipped`);
    console.log(`With framework mode's HydratedRouter:   ${kb(framework)} gzipped`);
    console.log(`Framework mode adds to the initial JavaScript: ${kb(result.added)}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
