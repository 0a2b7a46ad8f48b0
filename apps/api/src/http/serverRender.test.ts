// The address the server render gets (security issue 38, finding 4): the page's canonical link and
// schema.org url are built from it, so it is a configured origin (the brand's, by the request's
// host, else PUBLIC_ORIGIN), never the Host header or request target a visitor sent.
// The web app's own head (canonical link, JSON-LD) from that address is apps/web/e2e/siteOrigin.e2e.test.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestServer, type TestServer } from '../testing/harness';
import { pageUrl, siteOrigin } from './serverRender';

const origins = {
  publicOrigin: 'https://voicemarket.example',
  siteOrigins: ['https://voicemarket.example', 'https://castvoices.example', 'http://second.localhost:8080'],
};

describe('the origin a page is rendered on', () => {
  it('is the configured origin whose host (hostname and port) the request names', () => {
    expect(siteOrigin(origins, 'castvoices.example')).toBe('https://castvoices.example');
    expect(siteOrigin(origins, 'CastVoices.Example')).toBe('https://castvoices.example');
    // The scheme's default port may be named.
    expect(siteOrigin(origins, 'castvoices.example:443')).toBe('https://castvoices.example');
    expect(siteOrigin(origins, 'second.localhost:8080')).toBe('http://second.localhost:8080');
  });

  it('is PUBLIC_ORIGIN for any other host, another port of a known one, or none', () => {
    for (const host of [
      'evil.example',
      'evil.example:443',
      'second.localhost:9999',
      'second.localhost',
      'castvoices.example.evil.example',
      'castvoices.example@evil.example',
      'not a host',
      '',
      undefined,
    ]) {
      expect(siteOrigin(origins, host)).toBe('https://voicemarket.example');
    }
  });

  it('takes only the path and query from the request target', () => {
    expect(pageUrl('https://voicemarket.example', '/voice-actor/1?page=2').href).toBe(
      'https://voicemarket.example/voice-actor/1?page=2',
    );
    // A path that `new URL(target, base)` would read as another host, and HTTP's absolute form.
    expect(pageUrl('https://voicemarket.example', '//evil.example/voice-actor/1').host).toBe(
      'voicemarket.example',
    );
    expect(pageUrl('https://voicemarket.example', 'http://evil.example/voice-actor/1').href).toBe(
      'https://voicemarket.example/voice-actor/1',
    );
  });
});

describe('SITE_ORIGINS', () => {
  it("defaults to PUBLIC_ORIGIN, with the machine's other loopback names and the second brand on second.localhost on a developer machine", () => {
    expect(loadConfig({}).siteOrigins).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
      'http://second.localhost:8080',
    ]);
    expect(loadConfig({ PORT: '3000' }).siteOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://second.localhost:3000',
    ]);
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://voicemarket.example' }).siteOrigins).toEqual([
      'https://voicemarket.example',
    ]);
  });

  it('lists the origins given, and refuses one that is not an http(s) origin', () => {
    expect(
      loadConfig({ SITE_ORIGINS: 'https://voicemarket.example/, https://castvoices.example' }).siteOrigins,
    ).toEqual(['https://voicemarket.example', 'https://castvoices.example']);
    expect(() => loadConfig({ SITE_ORIGINS: 'castvoices.example' })).toThrow(
      'SITE_ORIGINS: "castvoices.example" is not an http(s) origin',
    );
  });
});

describe('the history fallback’s server render', () => {
  let server: TestServer;
  let webDir: string;
  beforeAll(async () => {
    // A built web app whose server entry answers with the address it was asked to render: what the
    // real one builds the canonical link and the schema.org url from (apps/web/src/lib/head.ts).
    webDir = mkdtempSync(path.join(tmpdir(), 'vo-render-'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    const entry = path.join(webDir, 'entry-server.mjs');
    writeFileSync(
      entry,
      'export async function render(request) { return { status: 200, html: request.url }; }\n',
    );
    server = await startTestServer({
      config: {
        publicOrigin: 'http://localhost:8080',
        siteOrigins: ['http://localhost:8080', 'http://second.localhost:8080'],
        webDir,
        webServerEntry: entry,
      },
    });
  });
  afterAll(async () => {
    await server.dispose();
    rmSync(webDir, { recursive: true, force: true });
  });

  const rendered = async (url: string, host: string) =>
    (await server.app.inject({ method: 'GET', url, headers: { host } })).body;

  it('renders a request with a foreign Host on PUBLIC_ORIGIN', async () => {
    expect(await rendered('/voice-actor/1', 'evil.example')).toBe('http://localhost:8080/voice-actor/1');
    expect(await rendered('/voice-actor/1', 'localhost:8080')).toBe('http://localhost:8080/voice-actor/1');
  });

  it('renders the second brand on its configured origin', async () => {
    expect(await rendered('/voice-actor/1?page=2', 'second.localhost:8080')).toBe(
      'http://second.localhost:8080/voice-actor/1?page=2',
    );
  });

  it('never takes a host from the request target', async () => {
    expect(await rendered('//evil.example/voice-actor/1', 'localhost:8080')).toBe(
      'http://localhost:8080//evil.example/voice-actor/1',
    );
  });
});
