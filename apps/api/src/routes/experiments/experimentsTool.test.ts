// The experiments tool: testers and admins list the running experiments with the variants' counts
// and their own variant, and choose their own variant; nobody else may.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.dispose());

describe('experiments tool', () => {
  it('a tester sees each experiment, the counts of its variants and their own variant, then chooses one', async () => {
    const tester = await server.user({ roles: ['tester'] });
    const visitor = await server.call('getExperiment', {
      params: { name: 'category_pages_cro' },
      sessionId: 'visitor-session-0001',
    });
    const drawn = String(visitor.json['current_variant']);
    const before = await server.call('listExperiments', { token: tester.token });
    expect(before.status).toBe(200);
    expect(before.json[0]).toMatchObject({ name: 'category_pages_cro', current_variant: null });
    const counts = (before.json[0] as { variants: { name: string; assigned: number }[] }).variants;
    expect(counts.map((v) => v.name)).toEqual(['Original', 'b', 'c', 'd']);
    expect(counts.find((v) => v.name === drawn)?.assigned).toBe(1);
    expect(before.headers['total-rows']).toBe('1');

    const chosen = await server.call('setExperimentVariant', {
      token: tester.token,
      params: { name: 'category_pages_cro' },
      body: { variant: 'c' },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.json['current_variant']).toBe('c');
    const again = await server.call('setExperimentVariant', {
      token: tester.token,
      params: { name: 'category_pages_cro' },
      body: { variant: 'd' },
    });
    expect(again.json['current_variant']).toBe('d');
    // The page that runs the experiment now shows the tester the chosen variant.
    const page = await server.call('getExperiment', {
      token: tester.token,
      params: { name: 'category_pages_cro' },
    });
    expect(page.json).toMatchObject({
      name: '[TEST] category_pages_cro',
      current_variant: 'd',
      cached: true,
    });
  });

  it('refuses an unknown experiment (404) or variant (422), and callers who are not staff (403)', async () => {
    const admin = await server.user({ roles: ['admin'] });
    const unknown = await server.call('setExperimentVariant', {
      token: admin.token,
      params: { name: 'nothing_running' },
      body: { variant: 'b' },
    });
    expect(unknown.status).toBe(404);
    const variant = await server.call('setExperimentVariant', {
      token: admin.token,
      params: { name: 'category_pages_cro' },
      body: { variant: 'z' },
    });
    expect(variant.status).toBe(422);
    expect(variant.json['message']).toBe(
      'The experiment category_pages_cro has no variant z: it has Original, b, c, d.',
    );
    const client = await server.user();
    expect((await server.call('listExperiments', { token: client.token })).status).toBe(403);
    const refused = await server.call('setExperimentVariant', {
      token: client.token,
      params: { name: 'category_pages_cro' },
      body: { variant: 'b' },
    });
    expect(refused.status).toBe(403);
    expect((await server.call('listExperiments')).status).toBe(401);
  });
});
