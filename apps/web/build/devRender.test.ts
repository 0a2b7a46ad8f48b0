import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { fileURLToPath } from 'node:url';
import { SERVER_PAYLOAD_ID } from '../src/app/serverPayload';
import { asksForPage } from './devRender';

const page = (url: string, accept = 'text/html,application/xhtml+xml', method = 'GET') => ({
  method,
  url,
  headers: { accept },
});

describe('which requests the dev server renders', () => {
  it('renders a browser’s page requests, not modules, files, the API or other methods', () => {
    expect(asksForPage(page('/voice-over-rates?tab=2'))).toBe(true);
    expect(asksForPage(page('/'))).toBe(true);
    expect(asksForPage(page('/src/main.tsx'))).toBe(false);
    expect(asksForPage(page('/@vite/client'))).toBe(false);
    expect(asksForPage(page('/api/providers'))).toBe(false);
    expect(asksForPage(page('/favicon.svg'))).toBe(false);
    expect(asksForPage(page('/search', 'application/json'))).toBe(false);
    expect(asksForPage(page('/search', 'text/html', 'POST'))).toBe(false);
  });
});

describe('npm run dev', () => {
  let server: ViteDevServer;
  let origin: string;

  beforeAll(async () => {
    server = await createServer({
      root: fileURLToPath(new URL('..', import.meta.url)),
      configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
      logLevel: 'silent',
      // Port 0 picks a free port; no file watching, no dependency scan (the test reloads nothing).
      server: { port: 0, strictPort: false, watch: null, hmr: false },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    await server.listen();
    const address = server.httpServer?.address();
    if (address === null || address === undefined || typeof address === 'string') throw new Error('No port.');
    origin = `http://localhost:${String(address.port)}`;
  }, 120_000);

  afterAll(async () => {
    await server.close();
  });

  it('sends a public page rendered on the server, with its head, as the built server does', async () => {
    const response = await fetch(`${origin}/script-timer-calculator`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      '<title>Script timer calculator: how long is my voice-over? | VoiceMarket</title>',
    );
    expect(html).toMatch(/<h1[^>]*>[^<]*Script timer/);
    // The page's data for hydration, and Vite's client for hot reload.
    expect(html).toContain(`id="${SERVER_PAYLOAD_ID}"`);
    expect(html).toContain('/@vite/client');
  }, 60_000);

  it('sends a guarded page as the app’s shell, for the browser to render', async () => {
    const response = await fetch(`${origin}/dashboard/projects`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
  }, 60_000);
});
