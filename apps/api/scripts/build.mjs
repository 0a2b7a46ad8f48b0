#!/usr/bin/env node
// Bundles the server (src/main.ts) into dist/main.js, and the package entry (src/index.ts, used by
// the benchmark) into dist/index.js, with esbuild. Dependencies stay external:
// Node resolves them from node_modules at run time (PGlite loads its WebAssembly from its package).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
await build({
  absWorkingDir: root,
  entryPoints: ['src/main.ts', 'src/index.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
