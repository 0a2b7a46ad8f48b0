import { describe, expect, it } from 'vitest';
import { createApiClient } from './core';
import { createMemoryTokenStorage } from './tokens';
import type { UploadProgress } from './xhr';

// Runs in Chromium against the fixture endpoint of testing/uploadFixture.ts (real XHR, real HTTP).
const BASE = `${location.origin}/api`;
const MB = 1024 * 1024;

function sampleForm(bytes: number): FormData {
  const form = new FormData();
  form.append('name', 'Warm narration');
  form.append(
    'file',
    new Blob([new Uint8Array(bytes).fill(65)], { type: 'audio/mpeg' }),
    'warm-narration.mp3',
  );
  return form;
}

const client = () =>
  createApiClient({
    baseUrl: BASE,
    tokens: createMemoryTokenStorage({ accessToken: 'access-1', refreshToken: 'refresh-1' }),
    sessionId: () => 'session-0001',
  });

interface Received {
  bytes: number;
  fileBytes: number;
  multipart: boolean;
  authorization: string | null;
  session: string | null;
}

describe('multipart upload', () => {
  it('sends the whole file as multipart with the pipeline headers, reporting progress up to 100%', async () => {
    const progress: UploadProgress[] = [];
    const result = await client().upload('/providers/4821/samples', {
      body: sampleForm(4 * MB),
      onProgress: (p) => progress.push(p),
    });
    const received = result.data as Received;
    expect(result.response.status).toBe(201);
    expect(received).toMatchObject({
      fileBytes: 4 * MB,
      multipart: true,
      authorization: 'Bearer access-1',
      session: 'session-0001',
    });
    expect(progress.length).toBeGreaterThan(0);
    const last = progress.at(-1);
    expect(last?.fraction).toBe(1);
    expect(last?.loaded).toBe(received.bytes);
    expect(progress.every((p, i) => i === 0 || p.loaded >= (progress[i - 1]?.loaded ?? 0))).toBe(true);
  });

  it('aborts an upload under way and rejects with AbortError', async () => {
    const controller = new AbortController();
    const pending = client().upload('/providers/4822/samples', {
      body: sampleForm(64 * 1024),
      signal: controller.signal,
    });
    setTimeout(() => {
      controller.abort();
    }, 100);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('refuses to start when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      client().upload('/providers/4821/samples', { body: sampleForm(10), signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('refreshes on NotTokenError and replays the upload with the whole file', async () => {
    const result = await client().upload('/providers/4823/samples', { body: sampleForm(256 * 1024) });
    expect(result.response.status).toBe(201);
    expect(result.data).toMatchObject({ fileBytes: 256 * 1024, authorization: 'Bearer access-2' });
  });

  it('rejects with the server error of a refused upload', async () => {
    await expect(client().upload('/providers/4824/samples', { body: sampleForm(10) })).rejects.toMatchObject({
      status: 413,
      code: 'file_too_large',
      message: 'The file is larger than 200 MB.',
    });
  });
});
