#!/usr/bin/env node
// SDK benchmark (not a test): run with `npm run bench:sdk`.
//  1. Size: the client core plus openapi-fetch, bundled and minified as an app would ship it,
//     gzipped. Budget: 6 KB.
//  2. Overhead: the median time of a call through the client (headers, 401 watch, typed
//     openapi-fetch) against a bare fetch of the same URL, on a loopback HTTP server.
import { build } from 'esbuild';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 6 * 1024;
const CALLS = Number(process.env.BENCH_CALLS ?? 2000);
const sdk = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(path.join(tmpdir(), 'vo-sdk-bench-'));

async function bundle(minify) {
  const entry = path.join(work, 'entry.ts');
  writeFileSync(
    entry,
    `export { createApiClient, createMemoryTokenStorage } from ${JSON.stringify(path.join(sdk, 'src/index.ts'))};\n`,
  );
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    treeShaking: true,
  });
  const [file] = result.outputFiles;
  return file.contents;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

// Interleaves the two calls so that JIT warm-up, GC and socket reuse weigh on both alike.
async function measure(calls) {
  const times = calls.map(() => []);
  for (let i = 0; i < 300; i += 1) for (const { call } of calls) await call(); // warm-up
  for (let i = 0; i < CALLS; i += 1) {
    for (const [index, { call }] of calls.entries()) {
      const start = process.hrtime.bigint();
      await call();
      times[index].push(Number(process.hrtime.bigint() - start) / 1000);
    }
  }
  return calls.map(({ label }, index) => {
    const result = { label, medianUs: median(times[index]) };
    console.log(`${label.padEnd(28)} median ${result.medianUs.toFixed(1)} µs`);
    return result;
  });
}

try {
  const minified = await bundle(true);
  const gzipped = gzipSync(minified, { level: 9 }).length;
  console.log(
    `SDK core + openapi-fetch: ${minified.length} B minified, ${gzipped} B gzipped (budget ${BUDGET_BYTES} B)`,
  );

  const body = JSON.stringify({ id: 4821, username: 'maria.lopez.vo', name: 'Maria Lopez' });
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const base = `http://127.0.0.1:${port}/api`;

  const runtime = path.join(work, 'sdk.mjs');
  writeFileSync(runtime, await bundle(false));
  const { createApiClient, createMemoryTokenStorage } = await import(pathToFileURL(runtime).href);
  const client = createApiClient({
    baseUrl: base,
    tokens: createMemoryTokenStorage({ accessToken: 'a'.repeat(200), refreshToken: 'r'.repeat(64) }),
    sessionId: () => '3f1c2a9e-7b4d-4e2a-9c1f-5d6e7f8a9b0c',
  });

  const [bare, sdkCall] = await measure([
    {
      label: 'bare fetch',
      call: async () => {
        const res = await fetch(`${base}/users/me`, {
          headers: { authorization: `Bearer ${'a'.repeat(200)}`, 'x-session-id': '3f1c2a9e' },
        });
        await res.json();
      },
    },
    { label: 'sdk api.GET + unwrap', call: () => client.unwrap(client.api.GET('/users/me')) },
  ]);
  server.close();
  console.log(
    `Per-call overhead: ${(sdkCall.medianUs - bare.medianUs).toFixed(1)} µs median over ${CALLS} calls`,
  );
  if (gzipped > BUDGET_BYTES) {
    console.error(`Over budget by ${gzipped - BUDGET_BYTES} B`);
    process.exitCode = 1;
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
