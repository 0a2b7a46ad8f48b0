// Setup of every journey file: waits until the server the global setup started is ready (seeded,
// the demo accounts set up), or fails the file with what the server printed when it did not start.
// The global setup does not wait for it, so that the run's first groups start meanwhile
// (globalSetup.ts says why).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { beforeAll, inject } from 'vitest';

/** How long the server may take to start, seed and set up the demo accounts on a loaded machine. */
const READY_TIMEOUT_MS = 120_000;

// The project's files share one module graph (isolate: false), so this setup runs again for each
// file: the wait happens once per worker.
let ready: Promise<void> | undefined;

async function serverReady(): Promise<void> {
  const { ready: readyFile, failed } = inject('serverState');
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (existsSync(readyFile)) return;
    if (existsSync(failed)) throw new Error(await readFile(failed, 'utf8'));
    if (Date.now() > deadline) {
      throw new Error(`The server at ${inject('baseUrl')} was not ready within ${READY_TIMEOUT_MS} ms.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(() => (ready ??= serverReady()), READY_TIMEOUT_MS + 5_000);
