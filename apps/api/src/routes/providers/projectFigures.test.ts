// The voice actor figures that come from stored projects: the profile's bookings_completed, the
// stats page's bookings_completed measure (12-month window) and the market's demand (projects
// posted for each language and voice age and gender pair in the last 12 months, average budget).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { attributes, providers } from '../../db/schema';
import { startSession } from '../../auth/sessions';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { insertProject } from '../../testing/projects';

let server: TestServer;
let client: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  client = await server.user({ roles: ['client'] });
});
afterAll(() => server.dispose());

const DAY = 24 * 3600 * 1000;
const daysAgo = (days: number) => new Date(server.clock.now.getTime() - days * DAY);

function booking(actor: TestUser, status: string, completionReason: string | null, days = 30) {
  return insertProject(server.services.db, {
    owners: [client.id],
    type: 'booking',
    status,
    completionReason,
    providerId: actor.providerId,
    createdAt: daysAgo(days),
  });
}

describe('bookings completed', () => {
  it('counts the bookings whose recording was accepted, on the profile and on the stats page', async () => {
    const actor = await server.user({ provider: true });
    await booking(actor, 'completed', 'deliverable-accepted');
    await booking(actor, 'completed', 'deadline');
    await booking(actor, 'completed', 'deliverable-accepted', 400);
    // Not completed with an accepted recording.
    await booking(actor, 'completed', 'deliverable-rejected');
    await booking(actor, 'completed', 'booking-declined');
    await booking(actor, 'booking-accepted', null);

    const profile = await server.call('getProvider', { params: { id: actor.providerId ?? 0 } });
    expect(profile.status).toBe(200);
    expect((profile.json['stats'] as { bookings_completed: number }).bookings_completed).toBe(3);

    const stats = await server.call('getProviderStats', {
      params: { id: actor.providerId ?? 0 },
      token: actor.token,
    });
    expect(stats.status).toBe(200);
    const metrics = stats.json['metrics'] as { name: string; value: number }[];
    // The one made 400 days ago is outside the 12-month window.
    expect(metrics.find((m) => m.name === 'bookings_completed')?.value).toBe(2);
    expect((stats.json['stats'] as { bookings_completed: number }).bookings_completed).toBe(3);
  });
});

describe('getProviderMarket demand', () => {
  it('counts the projects posted for each pair in the last 12 months, with their average budget', async () => {
    const { db } = server.services;
    const [french, german, youngF, seniorM] = await db
      .insert(attributes)
      .values([
        { name: 'French', slug: 'french', group: 'languages' },
        { name: 'German', slug: 'german', group: 'languages' },
        { name: 'Young Adult Female', slug: 'young-adult-female', group: 'voice_age_genders' },
        { name: 'Senior Male', slug: 'senior-male', group: 'voice_age_genders' },
      ])
      .returning();
    const [fr, de, yf, sm] = [french?.id ?? 0, german?.id ?? 0, youngF?.id ?? 0, seniorM?.id ?? 0];
    const owner = await server.user({ provider: true });
    await db
      .update(providers)
      .set({ languages: [fr, de], voiceAgeGenders: [yf] })
      .where(eq(providers.id, owner.providerId ?? 0));
    const casting = (status: string, budget: number, languages: number[], vags: number[], days = 20) =>
      insertProject(db, {
        owners: [client.id],
        status,
        createdAt: daysAgo(days),
        serviceProperties: { budget, languages, voice_age_genders: vags, proposals_wanted: 10 },
      });
    await casting('active', 200, [fr], [yf]);
    await casting('closed', 300.5, [fr, de], [yf, sm]);
    // Not posted yet, refused, outside the window, or another voice.
    await casting('draft', 9000, [fr], [yf]);
    await casting('pending_approval', 9000, [fr], [yf]);
    await casting('disapproved', 9000, [fr], [yf]);
    await casting('completed', 9000, [fr], [yf], 400);
    await casting('active', 9000, [fr], [sm]);

    const res = await server.call('getProviderMarket', {
      params: { id: owner.providerId ?? 0 },
      token: owner.token,
    });
    expect(res.status).toBe(200);
    const segments = res.json['segments'] as {
      language: { id: number };
      projects_count: number;
      average_budget: number | null;
    }[];
    expect(segments.find((s) => s.language.id === fr)).toMatchObject({
      projects_count: 2,
      average_budget: 250.25,
    });
    expect(segments.find((s) => s.language.id === de)).toMatchObject({
      projects_count: 1,
      average_budget: 300.5,
    });

    const later = new Date(server.clock.now.getTime() + 360 * DAY);
    const start = server.clock.now;
    try {
      server.clock.now = later;
      // A token issued at the moved clock (the first one has expired by then).
      const { accessToken } = await startSession(server.services, owner.id);
      const moved = await server.call('getProviderMarket', {
        params: { id: owner.providerId ?? 0 },
        token: accessToken,
      });
      expect(moved.status).toBe(200);
      const none = moved.json['segments'] as { projects_count: number; average_budget: number | null }[];
      expect(none.every((s) => s.projects_count === 0 && s.average_budget === null)).toBe(true);
    } finally {
      server.clock.now = start;
    }
  });
});
