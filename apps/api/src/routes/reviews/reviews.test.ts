// reviews: the public list of a voice actor's or a client's reviews (newest first, paged, authors and
// responses embedded), one review, and the x-access-add-review header (spec section 5: a review may be
// posted only when it says allowed - after working together on a completed booking, once per booking,
// never of oneself; reviewWrites.test.ts writes them). The average rating itself is the profile's (providers.test.ts: shown only after 5 reviews).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectOwners, projects, reviews } from '../../db/schema';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';

let server: TestServer;
let voice: TestUser;
let booker: TestUser;
let stranger: TestUser;
const reviewIds: number[] = [];

const DAY = 24 * 3600 * 1000;
const pid = (u: TestUser) => u.providerId ?? 0;

/** A project of `owner` given to the voice actor, in the status given. */
async function project(owner: TestUser, provider: TestUser, status: string, hash: string): Promise<number> {
  const [row] = await server.services.db
    .insert(projects)
    .values({
      publicHash: hash,
      slug: hash,
      name: `Project ${hash}`,
      type: 'booking',
      status,
      providerId: pid(provider),
    })
    .returning({ id: projects.id });
  await server.services.db
    .insert(projectOwners)
    .values({ projectId: row?.id ?? 0, userId: owner.id, position: 0 });
  return row?.id ?? 0;
}

let completedBooking = 0;

beforeAll(async () => {
  server = await startTestServer();
  voice = await server.user({ provider: true, name: 'Rosa Reviewed' });
  booker = await server.user({ roles: ['client'], name: 'Bea Booker' });
  stranger = await server.user({ roles: ['client'], name: 'Sid Stranger' });
  const authors = await Promise.all(
    ['Ann', 'Ben', 'Cal', 'Dee', 'Eve', 'Fay', 'Gus'].map((name) =>
      server.user({ roles: ['client'], name: `${name} Author` }),
    ),
  );
  const now = Date.now();
  const rows = await server.services.db
    .insert(reviews)
    .values(
      authors.map((author, i) => ({
        userId: author.id,
        target: 'provider',
        targetId: pid(voice),
        rating: 5 - (i % 2),
        review: `Review number ${String(i + 1)}: clear direction, fast delivery.`,
        response: i === 6 ? 'Thank you, it was a pleasure!' : null,
        createdAt: new Date(now - (10 - i) * DAY),
        responseCreatedAt: i === 6 ? new Date(now - 2 * DAY) : null,
      })),
    )
    .returning({ id: reviews.id });
  reviewIds.push(...rows.map((r) => r.id));
  completedBooking = await project(booker, voice, 'completed', 'revdone1');
  await project(stranger, voice, 'active', 'revopen1');
});
afterAll(() => server.dispose());

describe('listReviews', () => {
  it('lists a voice actor’s reviews to anyone, newest first and paged, with authors and responses', async () => {
    const first = await server.call('listReviews', {
      query: { target: 'provider', target_id: pid(voice), size: 5 },
    });
    expect(first.status).toBe(200);
    expect(first.headers['total-rows']).toBe('7');
    expect(first.headers['total-pages']).toBe('2');
    expect(first.headers['x-access-add-review']).toBe('denied');
    const page = first.body as { review: string; author: { name: string }; response: unknown }[];
    expect(page.map((r) => r.review.slice(0, 16))).toEqual([
      'Review number 7:',
      'Review number 6:',
      'Review number 5:',
      'Review number 4:',
      'Review number 3:',
    ]);
    expect(page[0]?.author.name).toBe('Gus Author');
    expect(page[0]?.response).toMatchObject({ user_id: voice.id, response: 'Thank you, it was a pleasure!' });
    expect(page[1]?.response).toBeNull();

    const second = await server.call('listReviews', {
      query: { target: 'provider', target_id: pid(voice), size: 5, page: 2 },
    });
    expect((second.body as unknown[]).length).toBe(2);
    expect(second.headers['current-page']).toBe('2');
  });

  it('says allowed only to a client who completed a project with the voice actor and has not reviewed yet', async () => {
    const query = { target: 'provider', target_id: pid(voice) };
    const asBooker = await server.call('listReviews', { query, token: booker.token });
    expect(asBooker.headers['x-access-add-review']).toBe('allowed');
    // A project still running is not enough; nor is being the reviewed voice actor.
    const asStranger = await server.call('listReviews', { query, token: stranger.token });
    expect(asStranger.headers['x-access-add-review']).toBe('denied');
    const asVoice = await server.call('listReviews', { query, token: voice.token });
    expect(asVoice.headers['x-access-add-review']).toBe('denied');
    // Once reviewed (about that booking), never again.
    await server.services.db.insert(reviews).values({
      userId: booker.id,
      target: 'provider',
      targetId: pid(voice),
      projectId: completedBooking,
      rating: 5,
      review: 'Great',
    });
    const after = await server.call('listReviews', { query, token: booker.token });
    expect(after.headers['x-access-add-review']).toBe('denied');
  });

  it('lets the voice actor of a completed project review its client', async () => {
    const asVoice = await server.call('listReviews', {
      query: { target: 'client', target_id: booker.id },
      token: voice.token,
    });
    expect(asVoice.status).toBe(200);
    expect(asVoice.body).toEqual([]);
    expect(asVoice.headers['x-access-add-review']).toBe('allowed');
  });

  it('answers 404 for a missing voice actor or client and 400 for a bad target', async () => {
    const missing = await server.call('listReviews', { query: { target: 'provider', target_id: 999999 } });
    expect(missing.status).toBe(404);
    expect(missing.json['message']).toBe('Profile not found.');
    const admin = await server.user({ roles: ['admin'] });
    const notAClient = await server.call('listReviews', {
      query: { target: 'client', target_id: admin.id },
    });
    expect(notAClient.status).toBe(404);
    const bad = await server.call('listReviews', { query: { target: 'project', target_id: 1 } });
    expect(bad.status).toBe(400);
    const noTarget = await server.call('listReviews', { query: { target: 'provider' } });
    expect(noTarget.status).toBe(400);
  });
});

describe('getReview', () => {
  it('shows one review to anyone, and 404 for a missing one', async () => {
    const id = reviewIds[6] ?? 0;
    const review = await server.call('getReview', { params: { id } });
    expect(review.status).toBe(200);
    expect(review.json).toMatchObject({
      id,
      target: 'provider',
      target_id: pid(voice),
      rating: 5,
      author: { name: 'Gus Author' },
      response: { response: 'Thank you, it was a pleasure!', updated_at: null },
      updated_at: null,
    });
    const missing = await server.call('getReview', { params: { id: 999999 } });
    expect(missing.status).toBe(404);
    expect(missing.json['message']).toBe('Review not found.');
  });
});
