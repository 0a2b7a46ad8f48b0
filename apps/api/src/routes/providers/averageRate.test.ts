// GET /providers/averageRate with stored bookings: what clients paid for accepted bookings of the
// last 12 months (average, median, minimum, maximum, count), narrowed by the booking's language,
// voice age and gender and audience size; the window follows the server's clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributes } from '../../db/schema';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { insertProject, type ProjectFixture } from '../../testing/projects';

let server: TestServer;
let client: TestUser;
let actor: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  client = await server.user({ roles: ['client'] });
  actor = await server.user({ provider: true });
});
afterAll(() => server.dispose());

const DAY = 24 * 3600 * 1000;
const daysAgo = (days: number) => new Date(server.clock.now.getTime() - days * DAY);

let attributeCounter = 0;
/** A fresh attribute, so that each test's bookings are its own under that filter. */
async function attribute(group: 'languages' | 'voice_age_genders'): Promise<number> {
  attributeCounter += 1;
  const [row] = await server.services.db
    .insert(attributes)
    .values({ name: `Rate ${group} ${attributeCounter}`, slug: `rate-${attributeCounter}`, group })
    .returning();
  return row?.id ?? 0;
}

interface BookingOptions extends Partial<Omit<ProjectFixture, 'owners'>> {
  language?: number;
  voiceAgeGender?: number;
  audience?: 10000 | 100000 | 1000000 | 10000000 | 100000000;
}

/** A booking accepted and delivered 30 days ago (unless told otherwise) at `budget` dollars. */
function paid(budget: number | null, options: BookingOptions = {}) {
  const { language, voiceAgeGender, audience, ...fields } = options;
  return insertProject(server.services.db, {
    owners: [client.id],
    type: 'booking',
    status: 'completed',
    completionReason: 'deliverable-accepted',
    providerId: actor.providerId,
    createdAt: daysAgo(30),
    serviceProperties: {
      booking: {
        recording_length: { value: 60, unit: 'second' },
        audience_size: audience ?? 100000,
        ...(budget !== null ? { fixed_budget: budget } : {}),
        ...(language !== undefined ? { language_id: language } : {}),
        ...(voiceAgeGender !== undefined ? { voice_age_gender_id: voiceAgeGender } : {}),
      },
    },
    ...fields,
  });
}

const rate = (query: Record<string, number> = {}) => server.call('getProviderAverageRate', { query });

describe('getProviderAverageRate', () => {
  it('answers the empty figures before any booking, to anyone, echoing the filters', async () => {
    const res = await server.call('getProviderAverageRate', { query: { audience_size: 100000 } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      currency: 'USD',
      average: 0,
      median: null,
      minimum: null,
      maximum: null,
      projects_count: 0,
      language_id: null,
      voice_age_gender_id: null,
      audience_size: 100000,
    });
  });

  it('gives the average, the median of an odd and an even count, the minimum and the maximum', async () => {
    const language = await attribute('languages');
    for (const budget of [100, 300, 200]) await paid(budget, { language });
    const odd = await rate({ language });
    expect(odd.json).toMatchObject({
      average: 200,
      median: 200,
      minimum: 100,
      maximum: 300,
      projects_count: 3,
      language_id: language,
    });
    await paid(250, { language });
    const even = await rate({ language });
    expect(even.json).toMatchObject({
      average: 212.5,
      median: 225,
      minimum: 100,
      maximum: 300,
      projects_count: 4,
    });
  });

  it('rounds the figures to cents', async () => {
    const language = await attribute('languages');
    for (const budget of [99.99, 150.01, 200.5]) await paid(budget, { language });
    const res = await rate({ language });
    expect(res.json).toMatchObject({
      average: 150.17,
      median: 150.01,
      minimum: 99.99,
      maximum: 200.5,
      projects_count: 3,
    });
  });

  it('counts only accepted bookings the client paid, with a price', async () => {
    const language = await attribute('languages');
    await paid(400, { language });
    await paid(600, { language, status: 'booking-accepted', completionReason: null, chargeStatus: 'paid' });
    // Not agreed yet, declined, canceled, refunded, without a price, or a casting's budget.
    await paid(9000, { language, status: 'booking-sent', completionReason: null });
    await paid(9000, { language, status: 'active', completionReason: null });
    await paid(9000, { language, completionReason: 'booking-declined' });
    await paid(9000, { language, status: 'canceled', completionReason: null });
    await paid(9000, { language, chargeStatus: 'refunded' });
    await paid(9000, { language, chargeStatus: 'cancelled' });
    await paid(null, { language });
    await insertProject(server.services.db, {
      owners: [client.id],
      status: 'completed',
      createdAt: daysAgo(30),
      serviceProperties: { budget: 9000, languages: [language] },
    });
    const res = await rate({ language });
    expect(res.json).toMatchObject({
      average: 500,
      median: 500,
      minimum: 400,
      maximum: 600,
      projects_count: 2,
    });
  });

  it('covers the last 12 months of the server clock, and the window moves with it', async () => {
    const language = await attribute('languages');
    await paid(100, { language, createdAt: daysAgo(330) });
    await paid(300, { language, createdAt: daysAgo(10) });
    await paid(900, { language, createdAt: daysAgo(400) });
    expect((await rate({ language })).json).toMatchObject({ average: 200, projects_count: 2 });
    const start = server.clock.now;
    try {
      server.clock.advance(60 * DAY);
      expect((await rate({ language })).json).toMatchObject({ average: 300, projects_count: 1 });
      // A booking made after the server's now is not in the window either.
      server.clock.now = new Date(start.getTime() - 20 * DAY);
      expect((await rate({ language })).json).toMatchObject({ average: 100, projects_count: 1 });
    } finally {
      server.clock.now = start;
    }
  });

  it('narrows by language, voice age and gender and audience size, together', async () => {
    const [english, spanish] = [await attribute('languages'), await attribute('languages')];
    const [youngF, middleM] = [await attribute('voice_age_genders'), await attribute('voice_age_genders')];
    await paid(100, { language: english, voiceAgeGender: youngF, audience: 10000 });
    await paid(200, { language: english, voiceAgeGender: middleM, audience: 100000 });
    await paid(300, { language: english, voiceAgeGender: youngF, audience: 100000 });
    await paid(700, { language: spanish, voiceAgeGender: youngF, audience: 100000 });

    expect((await rate({ language: english })).json).toMatchObject({ average: 200, projects_count: 3 });
    expect((await rate({ voice_age_gender: youngF })).json).toMatchObject({
      average: 366.67,
      median: 300,
      projects_count: 3,
      voice_age_gender_id: youngF,
    });
    const all = await rate({ language: english, voice_age_gender: youngF, audience_size: 100000 });
    expect(all.json).toEqual({
      currency: 'USD',
      average: 300,
      median: 300,
      minimum: 300,
      maximum: 300,
      projects_count: 1,
      language_id: english,
      voice_age_gender_id: youngF,
      audience_size: 100000,
    });
    const none = await rate({ language: spanish, audience_size: 10000 });
    expect(none.json).toMatchObject({
      average: 0,
      median: null,
      minimum: null,
      maximum: null,
      projects_count: 0,
    });
  });

  it('refuses a value that is not an audience tier, and a signed-in caller gets the same figures', async () => {
    const bad = await rate({ audience_size: 5 });
    expect(bad.status).toBe(400);
    const language = await attribute('languages');
    await paid(120, { language });
    const signedIn = await server.call('getProviderAverageRate', {
      token: client.token,
      query: { language },
    });
    expect(signedIn.json).toMatchObject({ average: 120, projects_count: 1 });
  });
});
