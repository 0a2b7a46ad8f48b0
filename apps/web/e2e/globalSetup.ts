// The end-to-end tests' world: the web app built for production (and its server entry), the
// reference server built and started on a free port with a fresh temporary database (seeded with the
// demo marketplace on start), serving that build with its history fallback and its server render.
// The tests get the server's address through `inject`.
//
// Vitest runs every project's global setup before the first test of the run, so this one does not
// wait for the server: seeding a fresh database took 13 to 15 s, in which the run's first group
// (the quick projects, long before the journeys' turn) could not start. The server starts and seeds
// beside them; its readiness (or its failure, with what it printed) is a file in the setup's folder,
// which each journey file's setup waits for (serverReady.setup.ts).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../../scripts/freePort.mjs';
import { testBuild } from '../../../scripts/vitest/testBuilds';
import { DEMO, expectNoPaymentDrift, finishNavbarTour } from './api';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server's own origin, `http://localhost:<port>` (the second brand is on `second.localhost`). */
    baseUrl: string;
    /**
     * Where the setup says how the server's start went: `ready` once it serves (seeded, the demo
     * accounts past the navbar tour), `failed` with its output if it did not start.
     */
    serverState: { ready: string; failed: string };
  }
}

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const testBuilds = path.join(repo, 'scripts/test-builds.mjs');
const run = promisify(execFile);

/** How long the server may take to migrate and seed a fresh database (PGlite takes seconds). */
const START_TIMEOUT_MS = 90_000;

/** Resolves once the server prints its 'running at' line; rejects if it exits or takes too long. */
async function started(server: ChildProcess, log: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`The server did not start within ${START_TIMEOUT_MS} ms:\n${log()}`));
    }, START_TIMEOUT_MS);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (code ${String(code)}) before it was ready:\n${log()}`));
    };
    server.once('exit', onExit);
    server.stdout?.on('data', () => {
      if (log().includes('running at')) {
        clearTimeout(timer);
        server.off('exit', onExit);
        resolve();
      }
    });
  });
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => {
    server.once('exit', () => {
      resolve();
    });
  });
  server.kill('SIGTERM');
  const timer = setTimeout(() => {
    server.kill('SIGKILL');
  }, 5_000);
  await exited;
  clearTimeout(timer);
}

/**
 * The production build into `<folder>/web`, its server entry into `<folder>/web-server`, and the
 * reference server's bundle (scripts/test-builds.mjs, which npm test runs during its checks), built
 * here when Vitest runs on its own. In its own process: Vitest sets NODE_ENV=test, which a build in
 * this process would take over (React's development build, not the real one).
 */
async function build(folder: string): Promise<void> {
  await run(process.execPath, [testBuilds, '--out', folder, 'web', 'web-server', 'api'], { cwd: repo });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const temp = await mkdtemp(path.join(tmpdir(), 'vo-web-e2e-'));
  // Under npm test, the builds were made during its checks (scripts/test-builds.mjs).
  const prebuiltWeb = testBuild('web');
  const prebuiltServer = testBuild('web-server');
  const webDir = prebuiltWeb ?? path.join(temp, 'web');
  const serverDir = prebuiltServer ?? path.join(temp, 'web-server');
  let server: ChildProcess | undefined;
  let readyAt: string | null = null;
  const teardown = async () => {
    try {
      // Every journey has run: the reconciliation finds no drift after all their payments (issue 43).
      if (readyAt !== null && server?.exitCode === null) await expectNoPaymentDrift(readyAt);
    } finally {
      if (server !== undefined) await stop(server);
      await rm(temp, { recursive: true, force: true });
    }
  };
  try {
    if (prebuiltWeb === undefined || prebuiltServer === undefined) await build(temp);
    // PGlite creates its own folder but not the parents.
    const dataDir = path.join(temp, 'data');
    await mkdir(dataDir);
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    // The server runs the Stripe sandbox beside it (local payments mode) on a port of its own.
    const sandboxPort = await freePort();
    let output = '';
    server = spawn(process.execPath, [path.join(repo, 'apps/api/dist/main.js')], {
      cwd: repo,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        // A fresh embedded database, seeded on start; never a PostgreSQL from the environment.
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PUBLIC_ORIGIN: origin,
        CORS_ORIGINS: `${origin},http://second.localhost:${port}`,
        WEB_DIR: webDir,
        WEB_SERVER_ENTRY: path.join(serverDir, 'entry-server.js'),
        DEMO_MODE: 'true',
        LOG: 'false',
        // The suite signs in some twenty times a minute from one address, past the sign-in page's
        // limit of ten: the server's own switch turns the limits off for this test server only.
        RATE_LIMITS: 'false',
        STRIPE_SECRET_KEY: '',
        STRIPE_SANDBOX_URL: `http://127.0.0.1:${sandboxPort}`,
      },
    });
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8');
    };
    server.stdout?.on('data', collect);
    server.stderr?.on('data', collect);
    const state = { ready: path.join(temp, 'server-ready'), failed: path.join(temp, 'server-failed') };
    void started(server, () => output)
      .then(async () => {
        // The demo accounts are returning users who have finished the navbar tour (see finishNavbarTour).
        for (const email of Object.values(DEMO)) await finishNavbarTour(origin, email);
        await writeFile(state.ready, origin);
        readyAt = origin;
      })
      .catch(async (error: unknown) => {
        await writeFile(state.failed, error instanceof Error ? error.message : String(error));
      })
      // Past the teardown (the run ended before the server was ready) there is no folder to tell.
      .catch(() => undefined);
    project.provide('baseUrl', origin);
    project.provide('serverState', state);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
