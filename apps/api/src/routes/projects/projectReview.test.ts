// The owners' side of reviewing a casting, against a real server (both databases): private notes,
// the comments across its proposals, and the client home's recently liked proposals; each with who
// may not read or write them.
import { describe, expect, it } from 'vitest';
import {
  admin,
  casting,
  client,
  coOwner,
  offer,
  sent,
  server,
  stranger,
  useOffersServer,
  voice,
  otherVoice,
} from '../offers/offers.fixtures';

useOffersServer();

const like = (token: string, offerId: number) =>
  server.call('createVote', { token, body: { offer_id: offerId, direction: 'up' } });
const comment = (token: string, offerId: number, message: string) =>
  server.call('createOfferComment', { token, params: { id: offerId }, body: { message } });

describe('project notes', () => {
  it('owners write and read them newest first; voice actors and strangers may not', async () => {
    const project = await casting();
    await sent(voice, project.id);
    const first = await server.call('createProjectNote', {
      token: client.token,
      params: { id: project.publicHash },
      body: { message: '  Shortlist Vera.  ' },
    });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      message: 'Shortlist Vera.',
      author: { id: client.id, name: 'Morgan Client' },
    });
    server.clock.advance(60_000);
    await server.call('createProjectNote', {
      token: coOwner.token,
      params: { id: project.id },
      body: { message: 'Agreed, wait for the Spanish takes.' },
    });

    const notes = await server.call('listProjectNotes', { token: coOwner.token, params: { id: project.id } });
    expect(notes.status).toBe(200);
    expect(notes.headers['total-rows']).toBe('2');
    expect((notes.body as { message: string }[]).map((n) => n.message)).toEqual([
      'Agreed, wait for the Spanish takes.',
      'Shortlist Vera.',
    ]);
    expect(
      (await server.call('listProjectNotes', { token: admin.token, params: { id: project.id } })).status,
    ).toBe(200);

    for (const outsider of [voice, stranger]) {
      const read = await server.call('listProjectNotes', {
        token: outsider.token,
        params: { id: project.id },
      });
      expect(read.status).toBe(403);
      const write = await server.call('createProjectNote', {
        token: outsider.token,
        params: { id: project.id },
        body: { message: 'Sneaky' },
      });
      expect(write.status).toBe(403);
    }
    const blank = await server.call('createProjectNote', {
      token: client.token,
      params: { id: project.id },
      body: { message: '   ' },
    });
    expect(blank.status).toBe(422);
    expect(blank.json['message']).toBe('Write the note before saving it.');
    expect(
      (await server.call('listProjectNotes', { token: client.token, params: { id: 'nohashhere' } })).status,
    ).toBe(404);
  });
});

describe('comments across a project’s proposals', () => {
  it('lists the owners’ comments on every proposal, oldest first, not the voice actors’', async () => {
    const project = await casting();
    const a = await sent(voice, project.id);
    const b = await sent(otherVoice, project.id);
    expect((await comment(client.token, a, 'Lovely warmth.')).status).toBe(201);
    server.clock.advance(1000);
    expect((await comment(voice.token, a, 'Thank you!')).status).toBe(201);
    server.clock.advance(1000);
    expect((await comment(coOwner.token, b, 'A bit fast.')).status).toBe(201);

    const res = await server.call('listProjectComments', { token: client.token, params: { id: project.id } });
    expect(res.status).toBe(200);
    expect(res.headers['total-rows']).toBe('2');
    expect((res.body as { offer_id: number; message: string }[]).map((c) => [c.offer_id, c.message])).toEqual(
      [
        [a, 'Lovely warmth.'],
        [b, 'A bit fast.'],
      ],
    );
    expect(
      (await server.call('listProjectComments', { token: voice.token, params: { id: project.id } })).status,
    ).toBe(403);
  });
});

describe('recently liked proposals', () => {
  it('groups the caller’s likes by project, most recent like first, trash left out', async () => {
    const older = await casting({ name: 'Older casting' });
    const newer = await casting({ name: 'Newer casting' });
    const o1 = await sent(voice, older.id);
    const n1 = await sent(voice, newer.id);
    const n2 = await sent(otherVoice, newer.id);
    expect((await like(client.token, n1)).status).toBe(201);
    server.clock.advance(1000);
    expect((await like(client.token, o1)).status).toBe(201);
    server.clock.advance(1000);
    expect((await like(client.token, n2)).status).toBe(201);
    // The co-owner's like is theirs, not the client's.
    expect((await like(coOwner.token, o1)).status).toBe(201);

    const res = await server.call('listRecentlyLikedProjects', { token: client.token, query: {} });
    expect(res.status).toBe(200);
    const groups = res.body as { project: { name: string }; offers: { id: number }[] }[];
    const mine = groups.filter(
      (g) => g.project.name === 'Older casting' || g.project.name === 'Newer casting',
    );
    expect(mine.map((g) => [g.project.name, g.offers.map((o) => o.id)])).toEqual([
      ['Newer casting', [n2, n1]],
      ['Older casting', [o1]],
    ]);

    // A proposal moved to the trash leaves the block.
    expect((await server.call('deleteOffer', { token: client.token, params: { id: n2 } })).status).toBe(204);
    const after = await server.call('listRecentlyLikedProjects', { token: client.token, query: {} });
    const newerGroup = (after.body as { project: { name: string }; offers: { id: number }[] }[]).find(
      (g) => g.project.name === 'Newer casting',
    );
    expect(newerGroup?.offers.map((o) => offer(o).id)).toEqual([n1]);

    const onlyVoice = await server.user({ roles: ['provider'], provider: true, name: 'Pia Provider' });
    const refused = await server.call('listRecentlyLikedProjects', { token: onlyVoice.token, query: {} });
    expect(refused.status).toBe(403);
  });
});
