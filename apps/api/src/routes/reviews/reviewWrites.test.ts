// Writing reviews and responses (issue 42): only the parties of a completed booking review each other
// (the client its voice actor, the voice actor its client), once each per booking, and only when the
// list's x-access-add-review says allowed; the author edits and deletes their review; the reviewed
// party alone responds, edits and deletes the response. Every refusal in the server's words.
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { insertProject } from '../../testing/projects';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';

let server: TestServer;
let voice: TestUser;
let client: TestUser;
let otherVoice: TestUser;
let stranger: TestUser;
let done = 0;
let running = 0;
let casting = 0;

const pid = (u: TestUser) => u.providerId ?? 0;

beforeAll(async () => {
  server = await startTestServer();
  voice = await server.user({ provider: true, name: 'Vera Voice' });
  otherVoice = await server.user({ provider: true, name: 'Otto Other' });
  client = await server.user({ roles: ['client'], name: 'Cleo Client' });
  stranger = await server.user({ roles: ['client'], name: 'Stan Stranger' });
  const db = server.services.db;
  const booking = { type: 'booking', providerId: pid(voice), owners: [client.id] };
  done = (
    await insertProject(db, { ...booking, status: 'completed', completionReason: 'deliverable-accepted' })
  ).id;
  running = (await insertProject(db, { ...booking, status: 'booking-accepted' })).id;
  casting = (
    await insertProject(db, {
      type: 'casting',
      status: 'completed',
      providerId: pid(voice),
      owners: [client.id],
    })
  ).id;
});
afterAll(() => server.dispose());

const ofVoice = (projectId: number, extra: Record<string, unknown> = {}) => ({
  target: 'provider',
  target_id: pid(voice),
  project_id: projectId,
  rating: 5,
  review: 'Warm, clear and on time.',
  ...extra,
});

async function permission(user: TestUser, target: string, targetId: number, projectId?: number) {
  const list = await server.call('listReviews', {
    token: user.token,
    query: { target, target_id: targetId, ...(projectId === undefined ? {} : { project_id: projectId }) },
  });
  return list.headers['x-access-add-review'];
}

describe('createReview', () => {
  it('refuses every review the header does not allow, in words the app shows', async () => {
    // Not a party of the booking.
    expect(await permission(stranger, 'provider', pid(voice))).toBe('denied');
    const notParty = await server.call('createReview', { token: stranger.token, body: ofVoice(done) });
    expect(notParty.status).toBe(403);
    expect(notParty.json['message']).toBe(
      'Only the client and the voice actor of a booking can review each other, about that booking.',
    );
    // The booking is not completed yet.
    expect(await permission(client, 'provider', pid(voice), running)).toBe('denied');
    const notDone = await server.call('createReview', { token: client.token, body: ofVoice(running) });
    expect(notDone.status).toBe(403);
    expect(notDone.json['message']).toBe('You can review this booking once it is completed.');
    // A casting is not a booking.
    const ofCasting = await server.call('createReview', { token: client.token, body: ofVoice(casting) });
    expect(ofCasting.status).toBe(403);
    // Another voice actor than the booked one.
    expect(await permission(client, 'provider', pid(otherVoice))).toBe('denied');
    const wrongTarget = await server.call('createReview', {
      token: client.token,
      body: ofVoice(done, { target_id: pid(otherVoice) }),
    });
    expect(wrongTarget.status).toBe(403);
    expect(wrongTarget.json['message']).toBe('Only the client of this booking reviews its voice actor.');
    // Oneself.
    const self = await server.call('createReview', {
      token: voice.token,
      body: ofVoice(done),
    });
    expect(self.status).toBe(403);
    expect(self.json['message']).toBe('You cannot review yourself.');
    // Signed out, a missing target.
    expect((await server.call('createReview', { body: ofVoice(done) })).status).toBe(401);
    const missing = await server.call('createReview', {
      token: client.token,
      body: ofVoice(done, { target_id: 999999 }),
    });
    expect(missing.status).toBe(404);
  });

  it('refuses a rating outside 1 to 5 with its own message', async () => {
    for (const rating of [0, 6, -1]) {
      const refused = await server.call('createReview', {
        token: client.token,
        body: ofVoice(done, { rating }),
      });
      expect(refused.status).toBe(422);
      expect(refused.json['message']).toBe('A rating is from 1 to 5 stars.');
    }
    const half = await server.call('createReview', {
      token: client.token,
      body: ofVoice(done, { rating: 4.5 }),
    });
    expect(half.status).toBe(400);
    const blank = await server.call('createReview', {
      token: client.token,
      body: ofVoice(done, { review: '  ' }),
    });
    expect(blank.status).toBe(400);
    expect(blank.json['message']).toBe('Write your review first.');
  });

  it('lets the client review the voice actor once per booking, and the voice actor the client', async () => {
    expect(await permission(client, 'provider', pid(voice))).toBe('allowed');
    expect(await permission(client, 'provider', pid(voice), done)).toBe('allowed');
    const posted = await server.call('createReview', {
      token: client.token,
      body: ofVoice(done, { rating: 4 }),
    });
    expect(posted.status).toBe(201);
    expect(posted.json).toMatchObject({
      user_id: client.id,
      target: 'provider',
      target_id: pid(voice),
      rating: 4,
      review: 'Warm, clear and on time.',
      response: null,
      author: { name: 'Cleo Client' },
    });
    expect(await permission(client, 'provider', pid(voice), done)).toBe('denied');
    const again = await server.call('createReview', { token: client.token, body: ofVoice(done) });
    expect(again.status).toBe(422);
    expect(again.json['message']).toBe('You have already reviewed this booking.');
    // The booking's reviews alone with project_id; the profile counts it, the average waits for 5.
    const ofBooking = await server.call('listReviews', {
      query: { target: 'provider', target_id: pid(voice), project_id: done },
    });
    expect((ofBooking.body as { id: number }[]).map((r) => r.id)).toEqual([posted.json['id']]);
    const profile = await server.call('getProvider', { params: { id: pid(voice) } });
    expect(profile.json['stats']).toMatchObject({ reviews_count: 1, average_rating: null });

    expect(await permission(voice, 'client', client.id, done)).toBe('allowed');
    const back = await server.call('createReview', {
      token: voice.token,
      body: { target: 'client', target_id: client.id, project_id: done, rating: 5, review: 'Clear brief.' },
    });
    expect(back.status).toBe(201);
    expect(back.json).toMatchObject({ user_id: voice.id, target: 'client', target_id: client.id });
    expect(await permission(voice, 'client', client.id)).toBe('denied');
    // The voice actor reviews the client they worked for, not someone else.
    const otherClient = await server.call('createReview', {
      token: voice.token,
      body: { target: 'client', target_id: stranger.id, project_id: done, rating: 5, review: 'Hm.' },
    });
    expect(otherClient.status).toBe(403);
    expect(otherClient.json['message']).toBe('Only the voice actor of this booking reviews its client.');
  });
});

describe('editing, deleting and responding', () => {
  let reviewId = 0;
  beforeAll(async () => {
    const booking = await insertProject(server.services.db, {
      type: 'booking',
      status: 'completed',
      completionReason: 'deliverable-accepted',
      providerId: pid(voice),
      owners: [stranger.id],
    });
    const posted = await server.call('createReview', {
      token: stranger.token,
      body: ofVoice(booking.id, { rating: 3, review: 'Good, a little slow.' }),
    });
    reviewId = Number(posted.json['id']);
  });

  it('lets the author alone edit the review, with the rating checked', async () => {
    const notAuthor = await server.call('updateReview', {
      token: client.token,
      params: { id: reviewId },
      body: { rating: 1 },
    });
    expect(notAuthor.status).toBe(403);
    expect(notAuthor.json['message']).toBe('Only the author of a review can change or delete it.');
    const tooHigh = await server.call('updateReview', {
      token: stranger.token,
      params: { id: reviewId },
      body: { rating: 7 },
    });
    expect(tooHigh.status).toBe(422);
    expect(tooHigh.json['message']).toBe('A rating is from 1 to 5 stars.');
    const edited = await server.call('updateReview', {
      token: stranger.token,
      params: { id: reviewId },
      body: { rating: 4, review: 'Good, and worth the wait.' },
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ rating: 4, review: 'Good, and worth the wait.' });
    expect(edited.json['updated_at']).not.toBeNull();
    const missing = await server.call('updateReview', {
      token: stranger.token,
      params: { id: 999999 },
      body: { rating: 4 },
    });
    expect(missing.status).toBe(404);
  });

  it('lets the reviewed voice actor alone respond, edit and delete the response', async () => {
    const notReviewed = await server.call('createReviewResponse', {
      token: otherVoice.token,
      params: { id: reviewId },
      body: { response: 'Not mine to answer.' },
    });
    expect(notReviewed.status).toBe(403);
    expect(notReviewed.json['message']).toBe(
      'Only the reviewed voice actor or client can respond to this review.',
    );
    const byAuthor = await server.call('createReviewResponse', {
      token: stranger.token,
      params: { id: reviewId },
      body: { response: 'Answering myself.' },
    });
    expect(byAuthor.status).toBe(403);
    const editNothing = await server.call('updateReviewResponse', {
      token: voice.token,
      params: { id: reviewId },
      body: { response: 'Nothing to edit.' },
    });
    expect(editNothing.status).toBe(404);

    const answered = await server.call('createReviewResponse', {
      token: voice.token,
      params: { id: reviewId },
      body: { response: 'Thank you, Stan!' },
    });
    expect(answered.status).toBe(201);
    expect(answered.json['response']).toMatchObject({
      user_id: voice.id,
      response: 'Thank you, Stan!',
      updated_at: null,
    });
    const twice = await server.call('createReviewResponse', {
      token: voice.token,
      params: { id: reviewId },
      body: { response: 'Again.' },
    });
    expect(twice.status).toBe(409);
    const othersEdit = await server.call('updateReviewResponse', {
      token: otherVoice.token,
      params: { id: reviewId },
      body: { response: 'Mine now.' },
    });
    expect(othersEdit.status).toBe(403);
    const edited = await server.call('updateReviewResponse', {
      token: voice.token,
      params: { id: reviewId },
      body: { response: 'Thank you, Stan, see you soon!' },
    });
    expect(edited.status).toBe(200);
    expect(edited.json['response']).toMatchObject({ response: 'Thank you, Stan, see you soon!' });
    const othersDelete = await server.call('deleteReviewResponse', {
      token: otherVoice.token,
      params: { id: reviewId },
    });
    expect(othersDelete.status).toBe(403);
    const removed = await server.call('deleteReviewResponse', {
      token: voice.token,
      params: { id: reviewId },
    });
    expect(removed.status).toBe(204);
    const after = await server.call('getReview', { params: { id: reviewId } });
    expect(after.json['response']).toBeNull();
    const removedAgain = await server.call('deleteReviewResponse', {
      token: voice.token,
      params: { id: reviewId },
    });
    expect(removedAgain.status).toBe(404);
  });

  it('lets the author alone delete the review', async () => {
    const notAuthor = await server.call('deleteReview', { token: voice.token, params: { id: reviewId } });
    expect(notAuthor.status).toBe(403);
    const deleted = await server.call('deleteReview', { token: stranger.token, params: { id: reviewId } });
    expect(deleted.status).toBe(204);
    expect((await server.call('getReview', { params: { id: reviewId } })).status).toBe(404);
    // Deleted, the booking may be reviewed again.
    expect(await permission(stranger, 'provider', pid(voice))).toBe('allowed');
  });
});
