// Audio served with HTTP range requests, as a player seeking in a sample asks for it.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';
import { multipart } from '../testing/multipart';
import { parseRange } from './audio';

const clip = readFileSync(new URL('../../seed/audio/ivr-bank-en-us.mp3', import.meta.url));

describe('parseRange', () => {
  it('reads the three forms of a byte range', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('finds a range past the end unsatisfiable', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });

  it('ignores what it does not understand, sending the whole file', () => {
    expect(parseRange(undefined, 1000)).toBeNull();
    expect(parseRange('items=0-1', 1000)).toBeNull();
    expect(parseRange('bytes=0-1,5-9', 1000)).toBeNull();
    expect(parseRange('bytes=9-1', 1000)).toBeNull();
    expect(parseRange('bytes=-', 1000)).toBeNull();
  });
});

describe('GET /files/audio/:id', () => {
  let server: TestServer;
  let path: string;
  beforeAll(async () => {
    server = await startTestServer();
    const actor = await server.user({ provider: true });
    const res = await server.call('createProviderSample', {
      params: { id: actor.providerId ?? 0 },
      payload: multipart({ name: 'IVR greeting', type: 'audio' }, [
        { field: 'file', filename: 'ivr.mp3', contentType: 'audio/mpeg', content: clip },
      ]),
      token: actor.token,
    });
    path = new URL(String(res.json['file'])).pathname;
  });
  afterAll(() => server.dispose());

  const get = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    server.app.inject({ method, url: path, headers });

  it('serves the whole file with its type, length and range support', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['content-length']).toBe(String(clip.length));
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.equals(clip)).toBe(true);
  });

  it('answers a range with 206 and exactly those bytes', async () => {
    const res = await get({ range: 'bytes=100-1123' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-1123/${clip.length}`);
    expect(res.headers['content-length']).toBe('1024');
    expect(res.rawPayload.equals(clip.subarray(100, 1124))).toBe(true);
  });

  it('answers an open-ended and a suffix range', async () => {
    const tail = await get({ range: `bytes=${clip.length - 10}-` });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(clip.subarray(clip.length - 10))).toBe(true);
    const suffix = await get({ range: 'bytes=-500' });
    expect(suffix.headers['content-range']).toBe(
      `bytes ${clip.length - 500}-${clip.length - 1}/${clip.length}`,
    );
    expect(suffix.rawPayload.equals(clip.subarray(clip.length - 500))).toBe(true);
  });

  it('answers 416 with the length for a range past the end', async () => {
    const res = await get({ range: `bytes=${clip.length}-` });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${clip.length}`);
    expect(res.json()).toMatchObject({ code: 'range_not_satisfiable' });
  });

  it('sends the whole file when If-Range no longer matches, and 304 for a cached copy', async () => {
    const stale = await get({ range: 'bytes=0-9', 'if-range': '"some-other-version"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(clip.length);
    const etag = String(stale.headers['etag']);
    const fresh = await get({ range: 'bytes=0-9', 'if-range': etag });
    expect(fresh.statusCode).toBe(206);
    expect((await get({ 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await get({}, 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(clip.length));
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const unknown = await server.app.inject({ method: 'GET', url: '/files/audio/AAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'file_not_found', message: 'Audio file not found.' });
    expect((await server.app.inject({ method: 'GET', url: '/files/audio/..%2Fetc' })).statusCode).toBe(404);
  });
});
