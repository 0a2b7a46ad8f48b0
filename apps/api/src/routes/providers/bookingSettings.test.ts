// A voice actor's booking settings and the instant quotes priced from them: GET (public) and PUT
// (the voice actor or an admin, 422 naming the field) providers/{id}/booking_settings, and POST
// providers/quote with and without ?provider_id, with its refusals.
import type { BookingSettingsInput } from '@vo/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributes, users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';

let server: TestServer;
let actor: TestUser;
let other: TestUser;
let admin: TestUser;
let client: TestUser;
let editing: number;
let mixing: number;
let language: number;
beforeAll(async () => {
  server = await startTestServer();
  actor = await server.user({ provider: true, name: 'Rita Rates' });
  other = await server.user({ provider: true, name: 'Otto Other' });
  admin = await server.user({ roles: ['admin'] });
  client = await server.user({ roles: ['client'] });
  const rows = await server.services.db
    .insert(attributes)
    .values([
      { name: 'Audio editing', slug: 'bs-audio-editing', group: 'additional_services' },
      { name: 'Mixing', slug: 'bs-mixing', group: 'additional_services' },
      { name: 'Klingon', slug: 'bs-klingon', group: 'languages' },
    ])
    .returning();
  editing = rows[0]?.id ?? 0;
  mixing = rows[1]?.id ?? 0;
  language = rows[2]?.id ?? 0;
});
afterAll(() => server.dispose());

const pid = (u: TestUser) => u.providerId ?? 0;

const settings = (over: Partial<BookingSettingsInput> = {}): BookingSettingsInput => ({
  script_rates: { words_5: 40, words_50: 120.5, words_500: 300, words_5000: 1000, words_50000: 5000 },
  audience_multipliers: { non_broadcast: 100, local: 200, regional: 250, national: 400, worldwide: 600 },
  extra_usage_year_percent: 40,
  included_revisions: 1,
  extra_revision_price: 30,
  standard_turnaround_days: 5,
  rush_fee_percent: 100,
  accepts_secure_payment: false,
  additional_services: [{ service_id: editing, price: 45.25 }],
  ...over,
});

const sampleBooking = {
  recording_length: { value: 20 },
  audience_size: 100000,
  script: Array(50).fill('word').join(' '),
};

describe('getProviderBookingSettings', () => {
  it('shows anyone the market defaults until the voice actor saves their own', async () => {
    const res = await server.call('getProviderBookingSettings', { params: { id: pid(other) }, token: null });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      provider_id: pid(other),
      customized: false,
      currency: 'USD',
      script_rates: { words_5: 30, words_50: 100, words_500: 250, words_5000: 900, words_50000: 4000 },
      audience_multipliers: { non_broadcast: 100, local: 150, regional: 200, national: 300, worldwide: 500 },
      included_revisions: 2,
      standard_turnaround_days: 3,
      accepts_secure_payment: true,
      additional_services: [],
    });
  });

  it('answers 404 for a profile that does not exist or whose account is deleted', async () => {
    const missing = await server.call('getProviderBookingSettings', { params: { id: 999999 }, token: null });
    expect(missing.status).toBe(404);
    const gone = await server.user({ provider: true });
    await server.services.db.update(users).set({ deletedAt: server.clock.now }).where(eq(users.id, gone.id));
    const hidden = await server.call('getProviderBookingSettings', {
      params: { id: pid(gone) },
      token: client.token,
    });
    expect(hidden.status).toBe(404);
    expect(hidden.json['message']).toBe('Profile not found.');
  });
});

describe('updateProviderBookingSettings', () => {
  it('saves the voice actor settings, which anyone then reads', async () => {
    const res = await server.call('updateProviderBookingSettings', {
      params: { id: pid(actor) },
      token: actor.token,
      body: settings(),
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      customized: true,
      script_rates: { words_50: 120.5 },
      accepts_secure_payment: false,
    });
    const read = await server.call('getProviderBookingSettings', { params: { id: pid(actor) }, token: null });
    expect(read.json).toEqual({ provider_id: pid(actor), customized: true, currency: 'USD', ...settings() });
  });

  it('lets an admin save them and refuses another voice actor, a client and an anonymous caller', async () => {
    const byAdmin = await server.call('updateProviderBookingSettings', {
      params: { id: pid(other) },
      token: admin.token,
      body: settings({ included_revisions: 3, additional_services: [] }),
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.json['included_revisions']).toBe(3);
    for (const token of [actor.token, client.token]) {
      const refused = await server.call('updateProviderBookingSettings', {
        params: { id: pid(other) },
        token,
        body: settings(),
      });
      expect(refused.status).toBe(403);
      expect(refused.json['message']).toBe(
        'Only the voice actor or an admin can change these booking settings.',
      );
    }
    const anonymous = await server.call('updateProviderBookingSettings', {
      params: { id: pid(other) },
      token: null,
      body: settings(),
    });
    expect(anonymous.status).toBe(401);
    const missing = await server.call('updateProviderBookingSettings', {
      params: { id: 999999 },
      token: admin.token,
      body: settings(),
    });
    expect(missing.status).toBe(404);
  });

  it.each([
    [
      'a longer script priced lower',
      settings({
        script_rates: { words_5: 40, words_50: 30, words_500: 300, words_5000: 1000, words_50000: 5000 },
        additional_services: [],
      }),
      'script_rates.words_50: a longer script cannot cost less; allowed: at least 40 (script_rates.words_5).',
    ],
    [
      'a larger audience priced lower',
      settings({
        audience_multipliers: {
          non_broadcast: 100,
          local: 200,
          regional: 150,
          national: 400,
          worldwide: 600,
        },
        additional_services: [],
      }),
      'audience_multipliers.regional: a larger audience cannot cost less; allowed: at least 200 (audience_multipliers.local).',
    ],
    [
      'a service listed twice',
      settings({
        additional_services: [
          { service_id: 1, price: 1 },
          { service_id: 1, price: 2 },
        ],
      }),
      'additional_services: service 1 is listed twice; allowed: each service once.',
    ],
  ])('refuses %s with 422 naming the field', async (_case, body, message) => {
    const res = await server.call('updateProviderBookingSettings', {
      params: { id: pid(actor) },
      token: actor.token,
      body,
    });
    expect(res.status).toBe(422);
    expect(res.json['message']).toBe(message);
  });

  it('refuses an additional service that is not an additional-service attribute', async () => {
    const res = await server.call('updateProviderBookingSettings', {
      params: { id: pid(actor) },
      token: actor.token,
      body: settings({ additional_services: [{ service_id: language, price: 10 }] }),
    });
    expect(res.status).toBe(422);
    expect(res.json['message']).toBe(
      `additional_services: attribute ${language} is one of the languages, not the additional_services.`,
    );
  });

  it('refuses a negative rate and an unknown field with 400', async () => {
    const negative = await server.call('updateProviderBookingSettings', {
      params: { id: pid(actor) },
      token: actor.token,
      body: settings({ extra_revision_price: -1 }),
    });
    expect(negative.status).toBe(400);
    const unknown = await server.call('updateProviderBookingSettings', {
      params: { id: pid(actor) },
      token: actor.token,
      body: { ...settings(), hourly: 3 },
    });
    expect(unknown.status).toBe(400);
  });
});

describe('createProviderQuote', () => {
  it('prices at the market defaults without a voice actor, for anyone', async () => {
    const res = await server.call('createProviderQuote', { token: null, body: sampleBooking });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      client_price: 150,
      platform_fee: 30,
      platform_fee_percentage: 20,
      voice_actor_net: 120,
      currency: 'USD',
      secure_payment: false,
      suggested_budget: 150,
    });
  });

  it("prices with the voice actor's settings when provider_id names them", async () => {
    await server.call('updateProviderBookingSettings', {
      params: { id: pid(actor) },
      token: actor.token,
      body: settings(),
    });
    const res = await server.call('createProviderQuote', {
      token: null,
      query: { provider_id: pid(actor) },
      body: { ...sampleBooking, revisions: 2, turnaround: 2, additional_services: [editing] },
    });
    expect(res.status).toBe(200);
    // $120.50 x 200% = $241; rush 100% = $241; 1 extra revision $30; editing $45.25: $557.25.
    expect(res.json).toMatchObject({
      client_price: 557.25,
      platform_fee: 111.45,
      voice_actor_net: 445.8,
      suggested_budget: 557.25,
    });
  });

  it('charges a fixed budget as given, fee and net split from it', async () => {
    const res = await server.call('createProviderQuote', {
      token: client.token,
      query: { provider_id: pid(actor) },
      body: { ...sampleBooking, fixed_budget: 99.99 },
    });
    expect(res.json).toMatchObject({
      client_price: 99.99,
      platform_fee: 20,
      voice_actor_net: 79.99,
      suggested_budget: null,
    });
  });

  it('refuses what the voice actor does not offer or accept, naming the field and what is allowed', async () => {
    await server.call('updateProviderBookingSettings', {
      params: { id: pid(actor) },
      token: actor.token,
      body: settings(),
    });
    const service = await server.call('createProviderQuote', {
      token: null,
      query: { provider_id: pid(actor) },
      body: { ...sampleBooking, additional_services: [mixing] },
    });
    expect(service.status).toBe(422);
    expect(service.json['message']).toBe(
      `additional_services: this voice actor does not offer service ${mixing}; allowed: ${editing}.`,
    );
    expect(service.json['details']).toEqual([
      { path: '/body/additional_services', message: service.json['message'] },
    ]);
    const secure = await server.call('createProviderQuote', {
      token: null,
      query: { provider_id: pid(actor) },
      body: { ...sampleBooking, secure_payment: true },
    });
    expect(secure.status).toBe(422);
    expect(secure.json['message']).toBe(
      'secure_payment: this voice actor does not accept Secure Payment; allowed: false.',
    );
  });

  it('refuses a service that is not an additional service, terms above the maximum, and an unknown voice actor', async () => {
    const notService = await server.call('createProviderQuote', {
      token: null,
      body: { ...sampleBooking, additional_services: [language] },
    });
    expect(notService.status).toBe(422);
    expect(notService.json['message']).toBe(
      `additional_services: attribute ${language} is one of the languages, not the additional_services.`,
    );
    const huge = await server.call('createProviderQuote', {
      token: null,
      body: { recording_length: { value: 1000, unit: 'year' }, audience_size: 100000000 },
    });
    expect(huge.status).toBe(422);
    expect(huge.json['message']).toContain('the most a quote can state');
    const missing = await server.call('createProviderQuote', {
      token: null,
      query: { provider_id: 999999 },
      body: sampleBooking,
    });
    expect(missing.status).toBe(404);
    const badAudience = await server.call('createProviderQuote', {
      token: null,
      body: { ...sampleBooking, audience_size: 5 },
    });
    expect(badAudience.status).toBe(400);
  });
});
