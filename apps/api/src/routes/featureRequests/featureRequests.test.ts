// feature_request: testers (and admins) file requests, read them back and change them; a tester
// changes only their own; nobody else may call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';

let server: TestServer;
let tester: TestUser;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  tester = await server.user({ roles: ['tester'] });
  admin = await server.user({ roles: ['admin'] });
});
afterAll(() => server.dispose());

describe('feature requests', () => {
  it('a tester files a request (open, theirs), reads it back and changes its status', async () => {
    const filed = await server.call('createFeatureRequest', {
      token: tester.token,
      body: {
        title: '  Filter proposals by accent ',
        description: 'Let the client filter proposals by accent.',
        page_url: 'https://app.example.com/projects/abc/proposals',
      },
    });
    expect(filed.status).toBe(201);
    expect(filed.json).toMatchObject({
      title: 'Filter proposals by accent',
      status: 'open',
      user_id: tester.id,
      page_url: 'https://app.example.com/projects/abc/proposals',
    });
    const listed = await server.call('listFeatureRequests', { token: tester.token, query: { mine: true } });
    expect(listed.status).toBe(200);
    expect((listed.body as { id: number }[]).map((r) => r.id)).toEqual([filed.json['id']]);
    expect(listed.headers['total-rows']).toBe('1');
    const planned = await server.call('updateFeatureRequest', {
      token: tester.token,
      params: { id: Number(filed.json['id']) },
      body: { status: 'planned', page_url: null },
    });
    expect(planned.status).toBe(200);
    expect(planned.json).toMatchObject({
      status: 'planned',
      page_url: null,
      title: 'Filter proposals by accent',
    });
    const byStatus = await server.call('listFeatureRequests', {
      token: admin.token,
      query: { status: 'open' },
    });
    expect((byStatus.body as unknown[]).length).toBe(0);
  });

  it('another tester cannot change it (403), an admin can; an unknown id is 404', async () => {
    const filed = await server.call('createFeatureRequest', {
      token: tester.token,
      body: { title: 'Dark mode', description: 'A dark theme.' },
    });
    const id = Number(filed.json['id']);
    const other = await server.user({ roles: ['tester'] });
    const refused = await server.call('updateFeatureRequest', {
      token: other.token,
      params: { id },
      body: { status: 'done' },
    });
    expect(refused.status).toBe(403);
    expect(refused.json['message']).toBe(
      'Only the tester who filed this feature request, or an admin, can change it.',
    );
    const declined = await server.call('updateFeatureRequest', {
      token: admin.token,
      params: { id },
      body: { status: 'declined' },
    });
    expect(declined.json['status']).toBe('declined');
    const unknown = await server.call('updateFeatureRequest', {
      token: admin.token,
      params: { id: 999999 },
      body: { status: 'done' },
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses clients and voice actors (403), anonymous callers (401) and bad input (400)', async () => {
    const client = await server.user();
    const refused = await server.call('createFeatureRequest', {
      token: client.token,
      body: { title: 'Sneaky', description: 'Not a tester.' },
    });
    expect(refused.status).toBe(403);
    expect((await server.call('listFeatureRequests', { token: client.token })).status).toBe(403);
    expect((await server.call('listFeatureRequests')).status).toBe(401);
    const short = await server.call('createFeatureRequest', {
      token: tester.token,
      body: { title: 'ab', description: 'Too short a title.' },
    });
    expect(short.status).toBe(400);
    expect(short.json['message']).toMatch(/^title /);
    const empty = await server.call('updateFeatureRequest', {
      token: tester.token,
      params: { id: 1 },
      body: {},
    });
    expect(empty.status).toBe(400);
  });
});
