// GET /providers/{id}/pending_invitations: the voice actor dashboard's activity block reads the
// invitations still waiting for the voice actor's answer, newest first, three a page by default; only
// the voice actor and admins read them.
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../testing/harness';
import {
  admin,
  casting,
  client,
  list,
  otherVoice,
  server,
  stored,
  useInvitationsServer,
  voice,
  voiceId,
} from './invitations.fixtures';

useInvitationsServer();

const pending = (user: TestUser | null, query: Record<string, number> = {}, id = voiceId()) =>
  server.call('listProviderPendingInvitations', { token: user?.token ?? null, params: { id }, query });

describe('pending invitations', () => {
  it('lists the requested and opened ones newest first, three a page, with the paging headers', async () => {
    const project = await casting();
    const older = await stored(project.id, { status: 'requested' }, 50);
    const opened = await stored((await casting()).id, { status: 'opened', openedAt: new Date() }, 40);
    await stored((await casting()).id, { status: 'accepted' }, 30);
    await stored((await casting()).id, { status: 'declined' }, 20);
    await stored((await casting()).id, { status: 'archived' }, 15);
    const direct = await stored((await casting()).id, { status: 'requested', type: 'direct' }, 10);
    const newer = await stored((await casting()).id, { status: 'requested' }, 5);

    const first = await pending(voice);
    expect(first.status).toBe(200);
    expect(list(first.body).map((i) => i.id)).toEqual([newer.id, direct.id, opened.id]);
    expect(first.headers['total-rows']).toBe('4');
    expect(first.headers['page-size']).toBe('3');
    const second = await pending(voice, { page: 2 });
    expect(list(second.body).map((i) => i.id)).toEqual([older.id]);
    expect(list(second.body)[0]).toMatchObject({ status: 'requested', project: { id: project.id } });
  });

  it('is the voice actor’s and the admins’ only', async () => {
    expect((await pending(admin)).status).toBe(200);
    expect((await pending(otherVoice)).status).toBe(403);
    expect((await pending(client)).status).toBe(403);
    expect((await pending(null)).status).toBe(401);
    expect((await pending(voice, {}, 987_654)).status).toBe(404);
  });
});
