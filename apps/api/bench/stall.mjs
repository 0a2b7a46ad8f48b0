#!/usr/bin/env node
// `npm run bench:stall`: a benchmark, not a test (issue 13, finding 1). Starts the real server on
// loopback (fresh embedded database), measures a trivial GET /api/attributes alone, then again
// while attackers send hostile JSON bodies (500,000 `[` and `]`, a body just under 1 MiB nested
// 32 levels deep in many small arrays, and 1 MiB of malformed text) back to back. Prints the
// trivial request's latency in both phases and the attack's own answer times, and exits 1 when
// the trivial request's p99 under attack exceeds BOUND_MS (default 250 ms).
//   STALL_SECONDS (default 10), STALL_ATTACKERS (default 4), BOUND_MS (default 250).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
execFileSync(process.execPath, [path.join(apiDir, 'scripts/build.mjs')], { stdio: 'inherit' });
const { createServer, loadConfig } = await import(path.join(apiDir, 'dist/index.js'));

const SECONDS = Number(process.env.STALL_SECONDS ?? 10);
const ATTACKERS = Number(process.env.STALL_ATTACKERS ?? 4);
const BOUND_MS = Number(process.env.BOUND_MS ?? 250);

const dir = mkdtempSync(path.join(tmpdir(), 'vo-stall-'));
const config = {
  ...loadConfig({}),
  port: 0,
  dataDir: path.join(dir, 'pglite'),
  storageDir: path.join(dir, 'files'),
  rateLimits: false,
};
const server = await createServer({ config });
const address = await server.app.listen({ host: '127.0.0.1', port: 0 });

const headers = { 'x-session-id': 'bench-stall-session' };
const attacks = {
  'nested 500k': `${'['.repeat(500_000)}${']'.repeat(500_000)}`,
  'deep arrays <1 MiB': `[${Array.from({ length: 15_000 }, () => `${'['.repeat(31)}${']'.repeat(31)}`).join(',')}]`,
  'malformed 1 MiB': `{"a":"${'x'.repeat(1024 * 1024 - 20)}`,
};

async function timed(fn) {
  const start = performance.now();
  const status = await fn();
  return { ms: performance.now() - start, status };
}

const trivial = () =>
  fetch(`${address}/api/attributes`, { headers }).then(async (r) => {
    await r.arrayBuffer();
    return r.status;
  });

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const summary = (samples) => {
  const ms = samples.map((s) => s.ms);
  return `n=${ms.length}, p50 ${percentile(ms, 50).toFixed(1)} ms, p99 ${percentile(ms, 99).toFixed(1)} ms, max ${Math.max(...ms).toFixed(1)} ms`;
};

async function probeFor(seconds) {
  const samples = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    samples.push(await timed(trivial));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return samples;
}

// Warm up, then the baseline.
for (let i = 0; i < 20; i++) await trivial();
const baseline = await probeFor(Math.max(2, SECONDS / 2));

let attacking = true;
const attackSamples = Object.fromEntries(Object.keys(attacks).map((k) => [k, []]));
const attackers = Array.from({ length: ATTACKERS }, async (_, i) => {
  const names = Object.keys(attacks);
  while (attacking) {
    const name = names[i % names.length];
    const body = attacks[name];
    attackSamples[name].push(
      await timed(() =>
        fetch(`${address}/api/samples/listen`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body,
        }).then(async (r) => {
          await r.arrayBuffer();
          return r.status;
        }),
      ),
    );
  }
});
const underAttack = await probeFor(SECONDS);
attacking = false;
await Promise.all(attackers);
await server.close();
rmSync(dir, { recursive: true, force: true });

console.log(`\nTrivial GET /api/attributes, ${ATTACKERS} attackers for ${SECONDS} s, loopback, PGlite`);
console.log(`  alone:        ${summary(baseline)}`);
console.log(`  under attack: ${summary(underAttack)}`);
for (const [name, samples] of Object.entries(attackSamples)) {
  const statuses = [...new Set(samples.map((s) => s.status))].join(',');
  if (samples.length > 0) console.log(`  attack "${name}" (answered ${statuses}): ${summary(samples)}`);
}
const p99 = percentile(
  underAttack.map((s) => s.ms),
  99,
);
const bad = underAttack.filter((s) => s.status !== 200).length;
if (p99 > BOUND_MS || bad > 0) {
  console.log(`FAIL: p99 ${p99.toFixed(1)} ms (bound ${BOUND_MS} ms), ${bad} trivial requests not 200`);
  process.exit(1);
}
console.log(`OK: p99 ${p99.toFixed(1)} ms within the bound of ${BOUND_MS} ms`);
