// Live project pages over a real websocket (both databases): a proposal sent, a like, a comment and a
// question reach the project's owners as project-updated messages (the document's SocketMessage),
// likes and comments reach the proposal's voice actor too, and nobody else hears of them.
import { describe, expect, it } from 'vitest';
import { compileResponseValidator } from '../../contract/validation';
import {
  casting,
  client,
  coOwner,
  sent,
  server,
  stranger,
  useOffersServer,
  voice,
} from '../../routes/offers/offers.fixtures';
import type { TestUser } from '../../testing/harness';
import { listen, openSocket, tokenQuery, type TestSocket } from '../../testing/socket';

useOffersServer();

const isSocketMessage = compileResponseValidator('#/components/schemas/SocketMessage');

/** A socket of `user` past its first counters, and every later message it gets. */
async function listening(base: string, user: TestUser): Promise<{ socket: TestSocket; updates: unknown[] }> {
  const socket = openSocket(base, tokenQuery(user.token));
  await socket.opened;
  await socket.next();
  if (user.providerId !== null) await socket.next();
  const updates: unknown[] = [];
  void (async () => {
    for (;;) {
      const message = await socket.next().catch(() => null);
      if (message === null) return;
      updates.push(message);
    }
  })();
  return { socket, updates };
}

const changes = (updates: unknown[], projectId: number) =>
  updates
    .filter(
      (m): m is { event: string; project_id: number; change: string } =>
        typeof m === 'object' && m !== null && (m as { event?: string }).event === 'project-updated',
    )
    .filter((m) => m.project_id === projectId)
    .map((m) => m.change);

describe('project-updated pushes', () => {
  it('tells the owners of a new audition, a like, a comment and a question; the voice actor of the like and comment', async () => {
    const base = await listen(server);
    const project = await casting();
    const [owner, colleague, actor, outsider] = await Promise.all([
      listening(base, client),
      listening(base, coOwner),
      listening(base, voice),
      listening(base, stranger),
    ]);

    const id = await sent(voice, project.id);
    expect(
      (await server.call('createVote', { token: coOwner.token, body: { offer_id: id, direction: 'up' } }))
        .status,
    ).toBe(201);
    expect(
      (
        await server.call('createOfferComment', {
          token: client.token,
          params: { id },
          body: { message: 'Lovely.' },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await server.call('createProjectQuestion', {
          token: voice.token,
          params: { id: project.id },
          body: { provider_id: voice.providerId ?? 0, message: 'Which accent?' },
        })
      ).status,
    ).toBe(201);

    await expect
      .poll(() => changes(owner.updates, project.id))
      .toEqual(['offers', 'votes', 'comments', 'questions']);
    await expect
      .poll(() => changes(colleague.updates, project.id))
      .toEqual(['offers', 'votes', 'comments', 'questions']);
    await expect.poll(() => changes(actor.updates, project.id)).toEqual(['votes', 'comments']);
    const first = owner.updates.find((m) => (m as { event?: string }).event === 'project-updated');
    expect(isSocketMessage(first), JSON.stringify(isSocketMessage.errors)).toBe(true);
    expect(first).toMatchObject({ public_hash: project.publicHash, dummy: false });
    expect(changes(outsider.updates, project.id)).toEqual([]);
    for (const s of [owner, colleague, actor, outsider]) s.socket.close();
  });
});
