#!/usr/bin/env node
// Bundles the server (src/main.ts) into dist/main.js, and the package entry (src/index.ts, used by
// the benchmark) into dist/index.js, with esbuild (the options: serverBundle.mjs).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { serverBuildOptions } from './serverBundle.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
await build(serverBuildOptions(root, ['src/main.ts', 'src/index.ts'], 'dist'));
