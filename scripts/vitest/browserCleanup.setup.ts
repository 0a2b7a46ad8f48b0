// The browser projects run a worker's test files in one frame and one module graph (isolate: false
// in vitest.config.ts). vitest-browser-react registers its unmount-before-each-test hook when the
// module is first imported, which then happens in the first file only: this setup file runs in
// every file and registers it there, so no file sees what an earlier file rendered.
import { afterAll, beforeEach } from 'vitest';
import { cleanup } from 'vitest-browser-react';

beforeEach(async () => {
  await cleanup();
});

afterAll(async () => {
  await cleanup();
});
