// Shared ownership links against a real server (both databases): an owner makes one, a signed-in
// visitor opens it and becomes another owner who reviews, likes, comments and chooses the winner as
// the posting client does; every refusal (anonymous, stranger, booking, unknown project, a mistyped,
// forged, widened or expired id, a voice actor who auditioned) answers with its message; a viewer
// of the shared lists (/pv, /c) cannot like.
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPayload } from '../../auth/crypto';
import { projects } from '../../db/schema';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { multipart } from '../../testing/multipart';
import { insertProject } from '../../testing/projects';

const DAY = 24 * 60 * 60 * 1000;
const clip = readFileSync(new URL('../../../seed/audio/commercial-juice-en-us.mp3', import.meta.url));

let server: TestServer;
let client: TestUser;
let colleague: TestUser;
let voice: TestUser;
let stranger: TestUser;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  client = await server.user({ roles: ['client'], name: 'Morgan Client' });
  colleague = await server.user({ roles: ['client'], name: 'Sam Colleague' });
  voice = await server.user({ provider: true, roles: ['client'], name: 'Vera Voice' });
  stranger = await server.user({ roles: ['client'], name: 'Sid Stranger' });
  admin = await server.user({ roles: ['admin'], name: 'Ada Admin' });
});
afterAll(() => server.dispose());

/** An active casting of the client alone (unless told otherwise). */
const casting = (fields: { type?: string; owners?: number[] } = {}) =>
  insertProject(server.services.db, {
    owners: [client.id],
    deadline: new Date(server.clock.now.getTime() + 5 * DAY),
    name: 'Harbor Lights trailer',
    ...fields,
  });

const makeLink = (token: string | null, projectIds: (string | number)[]) =>
  server.call('createShareControlLink', {
    token,
    body: { project_ids: projectIds.map(String) },
  });

/** A link the client made for the projects: its encoded id. */
async function linkFor(...projectIds: (string | number)[]): Promise<string> {
  const res = await makeLink(client.token, projectIds);
  expect(res.status).toBe(201);
  return String(res.json['id']);
}

const accept = (token: string | null, id: string) =>
  server.call('acceptShareControlLink', { token, params: { id } });

/** The project's owners as one of them reads them. */
const ownersOf = async (id: number, owner: TestUser = client) => {
  const res = await server.call('getProject', { token: owner.token, params: { id } });
  return res.json['user_id'];
};

/** A voice actor's audition to the project (a recording, sent). */
async function sentAudition(user: TestUser, projectId: number): Promise<number> {
  const res = await server.call('createOffer', {
    token: user.token,
    payload: multipart({ project_id: projectId }, [
      { field: 'custom_sample_file', filename: 'take.mp3', contentType: 'audio/mpeg', content: clip },
    ]),
  });
  expect(res.status).toBe(201);
  return Number(res.json['id']);
}

describe('createShareControlLink', () => {
  it('gives an owner a signed id holding the casting, working for 30 days', async () => {
    const project = await casting();
    const res = await makeLink(client.token, [project.publicHash]);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      project_ids: [project.id],
      expires_at: new Date(server.clock.now.getTime() + 30 * DAY).toISOString(),
    });
    // Readable ids, signed: nothing in it but the castings and the date.
    const [payload] = String(res.json['id']).split('.');
    expect(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())).toEqual({
      p: [project.id],
      e: Math.floor((server.clock.now.getTime() + 30 * DAY) / 1000),
    });
  });

  it('lets a shared owner and an admin make one, for several castings at once', async () => {
    const first = await casting({ owners: [client.id, colleague.id] });
    const second = await casting({ owners: [client.id, colleague.id] });
    const shared = await makeLink(colleague.token, [first.id, second.publicHash]);
    expect(shared.status).toBe(201);
    expect(shared.json['project_ids']).toEqual([first.id, second.id]);
    expect((await makeLink(admin.token, [first.id])).status).toBe(201);
  });

  it('refuses the anonymous, a stranger, a booking and an unknown project, each with its message', async () => {
    const project = await casting();
    const booking = await casting({ type: 'booking' });
    expect((await makeLink(null, [project.id])).status).toBe(401);

    const strangers = await makeLink(stranger.token, [project.id]);
    expect(strangers.status).toBe(403);
    expect(strangers.json['message']).toBe('Only the casting’s owners share its ownership.');
    // One casting the caller does not own spoils the link: it cannot be widened that way either.
    const own = await casting({ owners: [stranger.id] });
    expect((await makeLink(stranger.token, [own.id, project.id])).status).toBe(403);

    const bookings = await makeLink(client.token, [booking.id]);
    expect(bookings.status).toBe(409);
    expect(bookings.json['message']).toBe('Only a casting’s ownership is shared: a booking has one client.');

    const unknown = await makeLink(client.token, ['nosuchhash1']);
    expect(unknown.status).toBe(404);
    expect(unknown.json['message']).toBe('Project not found.');
  });
});

describe('acceptShareControlLink', () => {
  it('adds the visitor as the next owner, once; the posting client stays first', async () => {
    const project = await casting();
    const id = await linkFor(project.publicHash);

    const opened = await accept(colleague.token, id);
    expect(opened.status).toBe(200);
    expect(opened.json['added']).toEqual([project.id]);
    const [shown] = opened.json['projects'] as { public_hash: string; user_id: number[] }[];
    expect(shown).toMatchObject({ public_hash: project.publicHash, user_id: [client.id, colleague.id] });

    // Again, and by an owner already: nothing changes.
    const again = await accept(colleague.token, id);
    expect(again.status).toBe(200);
    expect(again.json['added']).toEqual([]);
    expect((await accept(client.token, id)).json['added']).toEqual([]);
    expect(await ownersOf(project.id)).toEqual([client.id, colleague.id]);

    // Another visitor comes after them.
    expect((await accept(stranger.token, id)).json['added']).toEqual([project.id]);
    expect(await ownersOf(project.id)).toEqual([client.id, colleague.id, stranger.id]);
  });

  it('makes a shared owner review, like, comment and choose the winner as the client does', async () => {
    const project = await casting();
    const offerId = await sentAudition(voice, project.id);
    // Before: the colleague is a stranger to the casting.
    expect(
      (
        await server.call('createVote', {
          token: colleague.token,
          body: { offer_id: offerId, direction: 'up' },
        })
      ).status,
    ).toBe(403);

    expect((await accept(colleague.token, await linkFor(project.id))).status).toBe(200);
    const listed = await server.call('listOffers', {
      token: colleague.token,
      query: { project_id: project.publicHash },
    });
    const [seen] = listed.body as { allowed_actions?: string[] }[];
    expect(seen?.allowed_actions).toEqual(
      expect.arrayContaining(['set_as_winner', 'set_as_listened', 'set_as_reviewed', 'delete']),
    );
    expect(
      (await server.call('setOfferAsListened', { token: colleague.token, params: { id: offerId } })).json,
    ).toMatchObject({ listened: true, status: 'reviewed' });
    const like = await server.call('createVote', {
      token: colleague.token,
      body: { offer_id: offerId, direction: 'up' },
    });
    expect(like.status).toBe(201);
    const comment = await server.call('createOfferComment', {
      token: colleague.token,
      params: { id: offerId },
      body: { message: 'My favourite so far.' },
    });
    expect(comment.status).toBe(201);
    expect(
      (
        await server.call('listOffers', {
          token: colleague.token,
          query: { project_id: project.id, trash: true },
        })
      ).status,
    ).toBe(200);
    const winner = await server.call('setOfferAsWinner', { token: colleague.token, params: { id: offerId } });
    expect(winner.status).toBe(200);
    expect(winner.json['winner']).toBe(true);
    // The client sees what the shared owner did.
    const offer = await server.call('getOffer', { token: client.token, params: { id: offerId } });
    expect(offer.json).toMatchObject({ winner: true, upvotes: 1, votes: [colleague.id] });
  });

  it('refuses a viewer of the shared lists a like: the anonymous and a signed-in non-owner', async () => {
    const project = await casting();
    const offerId = await sentAudition(voice, project.id);
    // They read the list (the /pv and /c views) ...
    expect(
      (await server.call('listOffers', { token: null, query: { project_id: project.publicHash } })).status,
    ).toBe(200);
    // ... and may not vote on what they read.
    const anonymous = await server.call('createVote', {
      token: null,
      body: { offer_id: offerId, direction: 'up' },
    });
    expect(anonymous.status).toBe(401);
    const outsider = await server.call('createVote', {
      token: stranger.token,
      body: { offer_id: offerId, direction: 'up' },
    });
    expect(outsider.status).toBe(403);
    expect(outsider.json['message']).toBe('Only the project’s owners vote on its proposals.');
  });

  it('refuses the anonymous (401) and a mistyped, cut, forged or widened id (404, its message)', async () => {
    const project = await casting();
    const other = await casting({ owners: [stranger.id] });
    const id = await linkFor(project.id);
    expect((await accept(null, id)).status).toBe(401);

    const invalid =
      'This ownership link is not valid: check that it was copied whole, or ask the casting’s owner for a new one.';
    for (const bad of [
      'not-a-link',
      id.slice(0, -3),
      // Widened: another casting's id in the payload under the original signature.
      `${Buffer.from(JSON.stringify({ p: [project.id, other.id], e: 4102444800 })).toString('base64url')}.${id.split('.')[1] ?? ''}`,
      // Signed by someone who does not know the server's secret.
      signPayload({ p: [other.id], e: 4102444800 }, 'not-the-server-secret', 'share-control:v1'),
      // Signed by the server for another purpose.
      signPayload({ p: [other.id], e: 4102444800 }, server.services.tokenSecret, 'logout'),
    ]) {
      const res = await accept(colleague.token, bad);
      expect(res.status, bad).toBe(404);
      expect(res.json).toMatchObject({ code: 'share_link_invalid', message: invalid });
    }
    expect(await ownersOf(other.id, stranger)).toEqual([stranger.id]);
  });

  it('answers 404 when the casting is gone', async () => {
    const project = await casting();
    const id = await linkFor(project.id);
    await server.services.db.delete(projects).where(eq(projects.id, project.id));
    const gone = await accept(colleague.token, id);
    expect(gone.status).toBe(404);
    expect(gone.json['message']).toBe('The casting this ownership link shares no longer exists.');
  });

  it('refuses a voice actor who auditioned (403), and an owner may not audition', async () => {
    const project = await casting();
    await sentAudition(voice, project.id);
    const refused = await accept(voice.token, await linkFor(project.id));
    expect(refused.status).toBe(403);
    expect(refused.json['message']).toBe(
      'You auditioned for this casting: a voice actor cannot become an owner of a casting they auditioned for.',
    );
    expect(await ownersOf(project.id)).toEqual([client.id]);

    // The same voice actor may own a casting they did not audition for; then they cannot audition.
    const another = await casting();
    expect((await accept(voice.token, await linkFor(another.id))).status).toBe(200);
    const audition = await server.call('createOffer', {
      token: voice.token,
      payload: multipart({ project_id: another.id }, [
        { field: 'custom_sample_file', filename: 'take.mp3', contentType: 'audio/mpeg', content: clip },
      ]),
    });
    expect(audition.status).toBe(403);
    expect(audition.json['message']).toBe(
      'You own this casting: its owners review auditions, not send them.',
    );
  });

  // Last: the clock moves past every session's access token too.
  it('refuses a link 30 days after it was made (404, its message)', async () => {
    const project = await casting();
    const id = await linkFor(project.id);
    await server.advanceTime(30 * DAY + 1000);
    const token = (await server.user({ roles: ['client'] })).token;
    const expired = await accept(token, id);
    expect(expired.status).toBe(404);
    expect(expired.json).toMatchObject({
      code: 'share_link_expired',
      message: 'This ownership link has expired: ask the casting’s owner for a new one.',
    });
  });
});
