// The server-rendered page's absolute addresses come from the server's configuration, never from the
// request (security issue 38, finding 4): a request naming another Host, or another host in its
// target, still gets the canonical link and schema.org url on PUBLIC_ORIGIN, so a cache or a crawler
// that keeps the page keeps the marketplace's own address. The second brand's host (a configured
// site origin) gets its own. Plain HTTP, as a crawler: fetch() cannot send another Host.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { baseUrl, secondBrandUrl } from './support';

/** The head of the page the server answers `target` with, sent to the test server as `host`. */
async function headFor(target: string, host: string): Promise<{ status: number; head: string }> {
  const server = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const sent = request(
      { hostname: server.hostname, port: server.port, path: target, headers: { host } },
      (response) => {
        let html = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          html += chunk;
        });
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, head: html.split('</head>')[0] ?? '' });
        });
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

const canonicalOf = (head: string): string | undefined =>
  /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1];

/** The schema.org data's `url` (the profile's Person). */
function jsonLdUrlOf(head: string): unknown {
  const data: unknown = JSON.parse(
    /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(head)?.[1] ?? 'null',
  );
  return typeof data === 'object' && data !== null && 'url' in data ? data.url : undefined;
}

describe('the absolute addresses of a server-rendered page', () => {
  it('are on PUBLIC_ORIGIN whatever Host the request names', async () => {
    const { status, head } = await headFor('/voice-actor/1', 'evil.example');
    expect(status).toBe(200);
    expect(canonicalOf(head)).toBe(`${baseUrl()}/voice-actor/1`);
    expect(jsonLdUrlOf(head)).toBe(`${baseUrl()}/voice-actor/1`);
    expect(head).not.toContain('evil.example');
  });

  it('are on PUBLIC_ORIGIN when the request target names another host', async () => {
    const own = new URL(baseUrl()).host;
    // HTTP's absolute form, as a proxy sends it: the path is the page's, the host is not.
    const absolute = await headFor('http://evil.example/voice-actor/1', own);
    expect(canonicalOf(absolute.head)).toBe(`${baseUrl()}/voice-actor/1`);
    expect(jsonLdUrlOf(absolute.head)).toBe(`${baseUrl()}/voice-actor/1`);
    // A path starting with two slashes, which a URL read against the server's address takes as a host.
    const doubled = await headFor('//evil.example/voice-actor/1', own);
    expect(doubled.head).not.toContain('evil.example');
  });

  it('are on the second brand’s own origin when the request names its host', async () => {
    const { status, head } = await headFor('/voice-actor/1', new URL(secondBrandUrl()).host);
    expect(status).toBe(200);
    expect(head).toContain('| CastVoices</title>');
    expect(canonicalOf(head)).toBe(`${secondBrandUrl()}/voice-actor/1`);
    expect(jsonLdUrlOf(head)).toBe(`${secondBrandUrl()}/voice-actor/1`);
  });
});
