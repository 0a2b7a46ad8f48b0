// The api package's public entry: build a server, its configuration, the seed and the benchmark's
// database scaling (used by bench/bench-api.mjs through the bundled dist/index.js).
export { createServer } from './server';
export type { Server } from './server';
export { loadConfig } from './config';
export type { Config } from './config';
export { seedIfEmpty } from './seed';
export { scaleProviders } from './bench/scale';
