#!/usr/bin/env node
// `npm run bench:api`: a benchmark, not a test. For each database (embedded PGlite, and the
// PostgreSQL of BENCH_DATABASE_URL / TEST_DATABASE_URL when set), it builds a fresh database,
// seeds the demo marketplace, scales it to 100,000 voice actors, starts the real server on
// loopback, and runs autocannon against a trivial endpoint, providers/{id}, and providers/search
// with filters and keywords. Prints req/s and p99 latency side by side.
//   BENCH_PROVIDERS (default 100000), BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
execFileSync(process.execPath, [path.join(apiDir, 'scripts/build.mjs')], { stdio: 'inherit' });
const { createServer, loadConfig, seedIfEmpty, scaleProviders } = await import(
  path.join(apiDir, 'dist/index.js')
);

const PROVIDERS = Number(process.env.BENCH_PROVIDERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

async function prepare(kind) {
  const dir = mkdtempSync(path.join(tmpdir(), 'vo-bench-'));
  let databaseUrl;
  let drop = async () => undefined;
  if (kind === 'postgres') {
    const name = `vo_bench_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      const again = new pg.Client({ connectionString: pgUrl });
      await again.connect();
      // No FORCE (the role may not terminate an autovacuum worker): retry until the database is free.
      for (let attempt = 0; attempt < 20; attempt++) {
        try {
          await again.query(`DROP DATABASE IF EXISTS ${name}`);
          break;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
      await again.end();
    };
  }
  const config = {
    ...loadConfig({}),
    port: 0,
    databaseUrl,
    dataDir: path.join(dir, 'pglite'),
    storageDir: path.join(dir, 'files'),
    rateLimits: false,
  };
  const started = Date.now();
  const server = await createServer({ config });
  await seedIfEmpty(server.services, {});
  await scaleProviders(server.services.db, PROVIDERS);
  const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
  console.log(
    `${kind}: ${PROVIDERS.toLocaleString('en')} voice actors ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return {
    address,
    close: async () => {
      await server.close();
      await drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function run(url) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'x-session-id': 'bench-session-01' },
  });
  const bad = result.non2xx + result.errors;
  return { rps: result.requests.average, p99: result.latency.p99, bad };
}

const scenarios = [
  ['trivial: GET /api/services', '/api/services'],
  ['GET /api/providers/{id}?populate', '/api/providers/{id}?populate=samples,locations'],
  ['search: languages + voice age/gender', '/api/providers/search?languages={lang}&voice_age_genders={vag}'],
  ['search: keywords (full text)', '/api/providers/search?keywords=narration'],
];

const kinds = ['pglite', ...(pgUrl ? ['postgres'] : [])];
if (!pgUrl)
  console.log(
    'No BENCH_DATABASE_URL or TEST_DATABASE_URL: PostgreSQL skipped (./scripts/ci-postgres.sh starts one).',
  );
const results = {};
for (const kind of kinds) {
  const target = await prepare(kind);
  // Real ids from the scaled database, so every request does real work.
  const sample = await fetch(`${target.address}/api/providers/search?size=1&keywords=bench`, {
    headers: { 'x-session-id': 'bench-session-01' },
  }).then((r) => r.json());
  const providerId = sample[0]?.id ?? 1;
  const attrs = await fetch(`${target.address}/api/attributes/all`, {
    headers: { 'x-session-id': 'bench-session-01' },
  }).then((r) => r.json());
  const lang = attrs.languages?.[0]?.id ?? 1;
  const vag = attrs.voice_age_genders?.[0]?.id ?? 1;
  results[kind] = {};
  for (const [label, pathTemplate] of scenarios) {
    const url = `${target.address}${pathTemplate.replace('{id}', providerId).replace('{lang}', lang).replace('{vag}', vag)}`;
    results[kind][label] = await run(url);
  }
  await target.close();
}

const pad = (s, n) => String(s).padEnd(n);
const cell = (r) =>
  r
    ? `${Math.round(r.rps).toLocaleString('en')} req/s, p99 ${r.p99} ms${r.bad ? ` (${r.bad} non-2xx!)` : ''}`
    : '-';
console.log(
  `\n${PROVIDERS.toLocaleString('en')} voice actors, ${CONNECTIONS} connections, ${SECONDS} s each, loopback`,
);
console.log(`| ${pad('endpoint', 38)} | ${kinds.map((k) => pad(k, 30)).join(' | ')} |`);
console.log(`|${'-'.repeat(40)}|${kinds.map(() => '-'.repeat(32)).join('|')}|`);
for (const [label] of scenarios) {
  console.log(`| ${pad(label, 38)} | ${kinds.map((k) => pad(cell(results[k][label]), 30)).join(' | ')} |`);
}
