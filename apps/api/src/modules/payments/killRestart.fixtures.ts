// The kill -9 test's server process (killRestart.test.ts): the server bundled once from the source
// under test (as apps/api/scripts/build.mjs makes dist/main.js), started as a child process that a
// crash point may kill, with how it ended; and the card tokenizing the pay screen does at the sandbox.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { build } from 'esbuild';
import { serverBuildOptions } from '../../../scripts/serverBundle.mjs';
import type { Sandbox } from '@vo/stripe-sandbox';
import type { CrashPoint } from './crashPoints';

/**
 * How long the server may take to start (migrations checked, no seed: the database has users). A few
 * seconds at rest; a run beside other test runs on two cores (load 12) once took over 30 s.
 */
const START_TIMEOUT_MS = 60_000;

/**
 * Bundles apps/api/src/main.ts into `outdir` (under apps/api/dist, so it finds the api package and
 * its dependencies as dist/main.js does): each restart then starts in about a second.
 */
export async function bundleServer(apiDir: string, outdir: string): Promise<void> {
  await build(serverBuildOptions(apiDir, ['src/main.ts'], outdir));
}

export interface ServerProcess {
  /** Starts the server (killing itself at `crashAt` when given); resolves once it serves. */
  start: (crashAt?: CrashPoint) => Promise<void>;
  /** How the server ended: its signal (SIGKILL from a crash point, SIGTERM from stop) or exit code. */
  ended: () => Promise<string>;
  /** Stops it as an operator does (SIGTERM), if it runs. */
  stop: () => Promise<void>;
}

/** The server of `bundleDir` run with `env`, started and stopped as the test says. */
export function serverProcess(options: {
  bundleDir: string;
  cwd: string;
  env: () => Record<string, string>;
}): ServerProcess {
  let server: ChildProcess | undefined;
  let output = '';
  const ended = async (): Promise<string> => {
    const child = server;
    if (child === undefined) return 'not started';
    if (child.exitCode !== null || child.signalCode !== null)
      return String(child.signalCode ?? child.exitCode);
    return new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        resolve(String(signal ?? code));
      });
    });
  };
  return {
    ended,
    async start(crashAt) {
      output = '';
      const child = spawn(
        process.execPath,
        ['--enable-source-maps', path.join(options.bundleDir, 'main.js')],
        {
          cwd: options.cwd,
          stdio: ['ignore', 'pipe', 'pipe'],
          env: { ...process.env, ...options.env(), VO_CRASH_AT: crashAt ?? '' },
        },
      );
      server = child;
      const collect = (chunk: Buffer) => {
        output += chunk.toString('utf8');
      };
      child.stderr.on('data', collect);
      // Ready when it prints its "running at" line (it listens by then), as the e2e setup waits.
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(new Error(`The server did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
        }, START_TIMEOUT_MS);
        const onExit = (code: number | null, signal: string | null) => {
          clearTimeout(timer);
          reject(new Error(`The server exited (${String(code ?? signal)}) before it served:\n${output}`));
        };
        child.once('exit', onExit);
        child.stdout.on('data', (chunk: Buffer) => {
          collect(chunk);
          if (output.includes('running at')) {
            clearTimeout(timer);
            child.off('exit', onExit);
            resolve();
          }
        });
      });
    },
    async stop() {
      if (server === undefined || server.exitCode !== null || server.signalCode !== null) return;
      const done = ended();
      server.kill('SIGTERM');
      await done;
    },
  };
}

/** The sandbox's events of a type about one project (its objects' metadata name the project). */
export function projectEventsAt(sandbox: Sandbox, type: string, projectId: number) {
  return sandbox
    .events()
    .filter((event) => event['type'] === type)
    .map((event) => ({
      eventId: String(event['id']),
      object: (event['data'] as { object: Record<string, unknown> }).object,
    }))
    .filter(
      ({ object }) => (object['metadata'] as Record<string, string>)['project_id'] === String(projectId),
    );
}

/** The ids of the processor's objects an event type was sent about, for one project. */
export const processorEventsAt = (sandbox: Sandbox, type: string, projectId: number): string[] =>
  projectEventsAt(sandbox, type, projectId).map(({ object }) => String(object['id']));
