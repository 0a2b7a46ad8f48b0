// Issue 15, "fast on a phone": what travels to the browser. The built app's files go out as the
// build's brotli or gzip copy (by accept-encoding, with vary), hashed files cached as immutable,
// the HTML revalidated, a real favicon at /favicon.ico, and API answers compressed above 1 KB.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';
import { COMPRESS_THRESHOLD_BYTES } from './compression';
import { IMMUTABLE_CACHE } from './webAssets';

const webDir = mkdtempSync(path.join(tmpdir(), 'vo-web-dist-'));
const script = `export const names = [${Array.from({ length: 300 }, (_, i) => `"voice actor ${i}"`).join(',')}];\n`;
const html = `<!doctype html><html lang="en"><head><title>Voice-over marketplace</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}<script type="module" src="/assets/index-AbCd12_-.js"></script></body></html>`;
const favicon = Buffer.from([
  0, 0, 1, 0, 1, 0, 32, 32, 0, 0, 1, 0, 32, 0, 4, 0, 0, 0, 22, 0, 0, 0, 1, 2, 3, 4,
]);

let server: TestServer;

beforeAll(async () => {
  mkdirSync(path.join(webDir, 'assets'));
  const asset = path.join(webDir, 'assets/index-AbCd12_-.js');
  writeFileSync(asset, script);
  // The copies the build writes (apps/web build/precompress.ts); marked so the test can tell them apart.
  writeFileSync(`${asset}.br`, brotliCompressSync(`${script}// br\n`));
  writeFileSync(`${asset}.gz`, gzipSync(`${script}// gz\n`));
  writeFileSync(path.join(webDir, 'index.html'), html);
  writeFileSync(path.join(webDir, 'favicon.ico'), favicon);
  writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ config: { webDir } });
});

afterAll(async () => {
  await server.dispose();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: {
      'x-session-id': 'transport-session-01',
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
  });

describe('the built app’s files', () => {
  it('sends the brotli copy to a browser that accepts brotli, cached for a year as immutable', async () => {
    const response = await get('/assets/index-AbCd12_-.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(`${script}// br\n`);
  });

  it('sends the gzip copy when only gzip is accepted, and the plain file otherwise', async () => {
    const gzipped = await get('/assets/index-AbCd12_-.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(`${script}// gz\n`);
    expect(gzipped.headers['vary']).toMatch(/accept-encoding/i);

    const plain = await get('/assets/index-AbCd12_-.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    // A shared cache must not hand this plain copy to a browser that accepts brotli.
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE_CACHE);
  });

  it('sends the app’s HTML compressed and revalidated on every visit', async () => {
    const response = await get('/search?languages=3', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(html);
  });

  it('answers /favicon.ico with the icon, not the app’s HTML', async () => {
    const ico = await get('/favicon.ico');
    expect(ico.statusCode).toBe(200);
    expect(ico.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect([...ico.rawPayload]).toEqual([...favicon]);
    expect(ico.headers['cache-control']).toBe('no-cache');
    // An icon without a precompressed copy is compressed on the way (ICO is a compressible type).
    const compressed = await get('/favicon.ico', 'br, gzip');
    expect(compressed.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect([...brotliDecompressSync(compressed.rawPayload)]).toEqual([...favicon]);

    const svg = await get('/favicon.svg');
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });
});

describe('API answers', () => {
  it('are compressed above 1 KB for a client that accepts it, and sent as they are below', async () => {
    for (let i = 0; i < 6; i++) await server.user({ provider: true, name: `Compressed Voice ${i}` });
    const page = await get('/api/providers/search', 'gzip, br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['vary']).toMatch(/accept-encoding/i);
    const list = JSON.parse(brotliDecompressSync(page.rawPayload).toString()) as unknown[];
    expect(list).toHaveLength(6);
    expect(JSON.stringify(list).length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const gzipped = await get('/api/providers/search', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(list);

    const small = await get('/api/providers/search?keywords=nobodyatall', 'gzip, br');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual([]);
  });
});
