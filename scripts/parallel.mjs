#!/usr/bin/env node
// Runs npm scripts at the same time and fails when one of them fails. `npm test` runs its checks
// (document lint, ESLint, oxlint's type-aware lint, the format check, TypeScript, the generated-code check,
// the test builds, the packaging project) with it: most are one single-threaded process, so one after
// another they left a core idle on a 2-core machine. Each script's output is printed whole when it
// ends, never interleaved with another's.
//
//   node scripts/parallel.mjs lint typecheck generate:check
//
// `a+b` is one lane: b runs after a has passed (npm test puts about half of its checks' CPU time in
// each of its two lanes, so that they end together).
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/parallel.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = performance.now();

const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((settle) => {
        const chunks = [];
        const runLane = async () => {
          for (const name of script.split('+')) {
            const code = await new Promise((exited) => {
              const child = spawn(npm, ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
              child.stdout.on('data', (chunk) => chunks.push(chunk));
              child.stderr.on('data', (chunk) => chunks.push(chunk));
              child.on('error', (error) => {
                chunks.push(Buffer.from(`${error.message}\n`));
              });
              child.on('close', exited);
            });
            const seconds = ((performance.now() - started) / 1000).toFixed(1);
            chunks.push(Buffer.from(`(${name} ended after ${seconds} s)\n`));
            if (code !== 0) return code;
          }
          return 0;
        };
        void runLane().then((code) => {
          const seconds = ((performance.now() - started) / 1000).toFixed(1);
          process.stdout.write(
            `\n── ${script}: ${code === 0 ? 'passed' : `failed (exit ${String(code)})`} after ${seconds} s ──\n`,
          );
          const output = Buffer.concat(chunks);
          process.stdout.write(output);
          settle({ passed: code === 0, output });
        });
      }),
  ),
);

// A failed lane's output is printed again after every lane has ended: a CI log is often read from
// its tail only, and the other lanes' output (a Storybook build's thousand lines) would otherwise
// push the failure out of it (a stop's CI failed with nothing of the failing check in its tail).
const failed = scripts.filter((_, index) => !results[index].passed);
if (failed.length > 0) {
  for (const [index, script] of scripts.entries()) {
    if (results[index].passed) continue;
    process.stdout.write(`\n── again, the failed lane ${script} ──\n`);
    process.stdout.write(results[index].output.subarray(-20_000));
  }
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
