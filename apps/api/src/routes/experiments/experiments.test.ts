// experiments: a visitor's or user's variant is drawn once and kept (per x-session-id, per user,
// carried over at sign-in), bots by User-Agent always get Original and leave nothing behind, a
// tester sees [TEST] before the name, and the User lists the user's experiments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../testing/harness';
import { experimentAssignments } from '../../db/schema';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.dispose());

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const VARIANTS = ['Original', 'b', 'c', 'd'];

const cro = (o: { sessionId?: string; token?: string; userAgent?: string } = {}) =>
  server.call('getExperiment', {
    params: { name: 'category_pages_cro' },
    sessionId: o.sessionId ?? 'visitor-0000-0001',
    headers: { 'user-agent': o.userAgent ?? CHROME },
    ...(o.token ? { token: o.token } : {}),
  });

const storedFor = (sessionId: string) =>
  server.services.db
    .select()
    .from(experimentAssignments)
    .where(eq(experimentAssignments.sessionId, sessionId));

describe('getExperiment', () => {
  it('draws an anonymous visitor a variant once and gives the same one on every visit', async () => {
    const first = await cro({ sessionId: 'visitor-aaaa-0001' });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      name: 'category_pages_cro',
      variants: VARIANTS,
      current_variant: expect.any(String) as string,
      cached: false,
    });
    const variant = first.json['current_variant'];
    expect(VARIANTS).toContain(variant);
    for (let visit = 0; visit < 3; visit++) {
      const again = await cro({ sessionId: 'visitor-aaaa-0001' });
      expect(again.json).toMatchObject({ current_variant: variant, cached: true });
    }
    expect(await storedFor('visitor-aaaa-0001')).toHaveLength(1);
  });

  it('spreads visitors over every variant, Original first', async () => {
    const seen = new Set<unknown>();
    for (let i = 0; i < 60; i++) {
      const res = await cro({ sessionId: `visitor-spread-${String(i).padStart(4, '0')}` });
      expect((res.json['variants'] as string[])[0]).toBe('Original');
      seen.add(res.json['current_variant']);
    }
    // 60 fair draws over 4 variants all miss one with a probability below 1 in 10^7.
    expect([...seen].sort()).toEqual([...VARIANTS].sort());
  });

  it('keeps a signed-in user on one variant across sessions, and brings the visitor variant to sign-in', async () => {
    const visitor = await cro({ sessionId: 'visitor-bbbb-0001' });
    const maria = await server.user({ name: 'Maria Client' });
    const signedIn = await cro({ sessionId: 'visitor-bbbb-0001', token: maria.token });
    expect(signedIn.json).toMatchObject({ current_variant: visitor.json['current_variant'], cached: true });
    const otherDevice = await cro({ sessionId: 'phone-bbbb-0002', token: maria.token });
    expect(otherDevice.json).toMatchObject({
      current_variant: visitor.json['current_variant'],
      cached: true,
    });

    const john = await server.user();
    const drawn = await cro({ sessionId: 'visitor-cccc-0001', token: john.token });
    expect(drawn.json['cached']).toBe(false);
    for (const session of ['visitor-cccc-0002', 'visitor-cccc-0003']) {
      const again = await cro({ sessionId: session, token: john.token });
      expect(again.json).toMatchObject({ current_variant: drawn.json['current_variant'], cached: true });
    }

    const me = await server.call('getMe', { token: maria.token });
    expect(me.json['experiments']).toEqual([
      {
        name: 'category_pages_cro',
        variants: VARIANTS,
        current_variant: visitor.json['current_variant'],
        cached: true,
      },
    ]);
    expect(me.json['ab_tests']).toEqual({ category_pages_cro: visitor.json['current_variant'] });
  });

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Prerender (+https://github.com/prerender/prerender)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36 Rendertron',
  ])('gives the bot %s the Original and stores nothing', async (userAgent) => {
    const sessionId = `bot-${Math.abs(hash(userAgent)).toString(36)}-session`;
    for (let i = 0; i < 3; i++) {
      const res = await cro({ sessionId, userAgent });
      expect(res.json).toEqual({
        name: 'category_pages_cro',
        variants: VARIANTS,
        current_variant: 'Original',
        cached: false,
      });
    }
    expect(await storedFor(sessionId)).toEqual([]);
  });

  it('gives a signed-in user browsing through a prerender agent the Original too', async () => {
    const ana = await server.user();
    const res = await cro({ sessionId: 'prerendered-0001', token: ana.token, userAgent: 'Prerender' });
    expect(res.json['current_variant']).toBe('Original');
    expect((await server.call('getMe', { token: ana.token })).json['experiments']).toEqual([]);
  });

  it('shows a tester the experiment as [TEST], on the call and on their User', async () => {
    const tess = await server.user({ roles: ['client', 'tester'] });
    const res = await cro({ sessionId: 'tester-0000-0001', token: tess.token });
    expect(res.json).toMatchObject({ name: '[TEST] category_pages_cro', variants: VARIANTS });
    const me = await server.call('getMe', { token: tess.token });
    expect(me.json['experiments']).toEqual([
      {
        name: '[TEST] category_pages_cro',
        variants: VARIANTS,
        current_variant: res.json['current_variant'],
        cached: true,
      },
    ]);
    // ab_tests is keyed by the experiment itself, for every role.
    expect(me.json['ab_tests']).toEqual({ category_pages_cro: res.json['current_variant'] });
    const client = await server.user();
    expect((await cro({ sessionId: 'client-0000-0001', token: client.token })).json['name']).toBe(
      'category_pages_cro',
    );
  });

  it('answers 404 for an experiment that is not running and 400 for a malformed name', async () => {
    const missing = await server.call('getExperiment', { params: { name: 'homepage_hero' } });
    expect(missing.status).toBe(404);
    expect(missing.json['message']).toBe('No running experiment has this name.');
    const bad = await server.call('getExperiment', { params: { name: 'not a name!' } });
    expect(bad.status).toBe(400);
    const noSession = await server.call('getExperiment', {
      params: { name: 'category_pages_cro' },
      sessionId: null,
    });
    expect(noSession.status).toBe(400);
  });
});

function hash(text: string): number {
  let h = 0;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) | 0;
  return h;
}
