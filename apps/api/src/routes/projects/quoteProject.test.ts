// POST projects/quote: a client prices a booking (its fields, with the named voice actor's booking
// settings or the market defaults) or a casting's budget; the lines break the price down; each
// refusal names the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';

let server: TestServer;
let client: TestUser;
let actor: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  client = await server.user({ roles: ['client'] });
  actor = await server.user({ provider: true });
  await server.call('updateProviderBookingSettings', {
    params: { id: actor.providerId ?? 0 },
    token: actor.token,
    body: {
      script_rates: { words_5: 50, words_50: 200, words_500: 400, words_5000: 1000, words_50000: 5000 },
      audience_multipliers: { non_broadcast: 100, local: 150, regional: 200, national: 300, worldwide: 500 },
      extra_usage_year_percent: 50,
      included_revisions: 2,
      extra_revision_price: 25,
      standard_turnaround_days: 3,
      rush_fee_percent: 50,
      accepts_secure_payment: true,
      additional_services: [],
    },
  });
});
afterAll(() => server.dispose());

const booking = { recording_length: { value: 20 }, audience_size: 100000 };

describe('quoteProject', () => {
  it("prices a booking with the voice actor's rates, line by line", async () => {
    const res = await server.call('quoteProject', {
      token: client.token,
      body: { type: 'booking', provider_id: actor.providerId, booking: { ...booking, revisions: 3 } },
    });
    expect(res.status).toBe(200);
    // 20 s is the 50-word tier: $200 x 150% = $300; one revision past the 2 included: $25.
    expect(res.json).toEqual({
      client_price: 325,
      platform_fee: 65,
      voice_actor_net: 260,
      currency: 'USD',
      secure_payment: false,
      lines: [
        { label: 'Voice actor fee (50 words, local audience, up to 12 months usage)', amount: 300 },
        { label: 'Extra revisions (1 x $25.00)', amount: 25 },
      ],
    });
  });

  it('prices a booking at the market defaults without a voice actor, a fixed budget as given', async () => {
    const market = await server.call('quoteProject', {
      token: client.token,
      body: { type: 'booking', booking },
    });
    expect(market.json).toMatchObject({ client_price: 150, platform_fee: 30, voice_actor_net: 120 });
    const fixed = await server.call('quoteProject', {
      token: client.token,
      body: { type: 'booking', budget: 80, secure_payment_enabled: true, booking },
    });
    expect(fixed.json).toMatchObject({
      client_price: 80,
      platform_fee: 16,
      voice_actor_net: 64,
      secure_payment: true,
    });
  });

  it('prices a casting by its budget', async () => {
    const res = await server.call('quoteProject', {
      token: client.token,
      body: { type: 'casting', budget: 250, secure_payment_enabled: true },
    });
    expect(res.json).toEqual({
      client_price: 250,
      platform_fee: 50,
      voice_actor_net: 200,
      currency: 'USD',
      secure_payment: true,
      lines: [{ label: 'Casting budget', amount: 250 }],
    });
  });

  it.each([
    [
      { type: 'booking' },
      'booking: the booking fields (recording_length, audience_size...) are required for type booking.',
    ],
    [{ type: 'casting' }, 'budget: a casting is priced by its budget; required for type casting.'],
    [
      { type: 'casting', budget: 10, booking },
      'booking: booking fields price a booking only; allowed for type booking.',
    ],
    [
      { type: 'booking', provider_id: 999999, booking },
      'provider_id: voice actor 999999 does not take bookings (no such profile).',
    ],
  ])('refuses %j with 422 naming the field', async (body, message) => {
    const res = await server.call('quoteProject', { token: client.token, body });
    expect(res.status).toBe(422);
    expect(res.json['message']).toBe(message);
  });

  it('is for clients: 401 anonymous, 403 for a user without the client role', async () => {
    const body = { type: 'casting', budget: 10 };
    expect((await server.call('quoteProject', { token: null, body })).status).toBe(401);
    const voiceOnly = await server.user({ roles: ['provider'] });
    expect((await server.call('quoteProject', { token: voiceOnly.token, body })).status).toBe(403);
  });
});
