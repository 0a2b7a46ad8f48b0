#!/usr/bin/env node
// Bundles the server (src/main.ts) into dist/main.js, and the package entry (src/index.ts, used by
// the benchmark) into dist/index.js, with esbuild. Dependencies stay external:
// Node resolves them from node_modules at run time (PGlite loads its WebAssembly from its package).
// The workspace packages (@vo/machines: the lifecycle rules) are bundled in from their TypeScript
// source (the "@vo/source" export condition).
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
  // The workspace packages' TypeScript source (their "@vo/source" export condition), not their dist/.
  conditions: ['@vo/source'],
  plugins: [
    {
      name: 'external-but-workspace',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.kind === 'entry-point' || args.path.startsWith('@vo/')
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
  sourcemap: true,
  logLevel: 'warning',
});
