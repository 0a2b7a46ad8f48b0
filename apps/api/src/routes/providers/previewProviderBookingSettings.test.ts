// POST providers/{id}/booking_settings/preview: the price of settings not saved yet, worked out by
// the server's pricing (what providers/quote gives once the same settings are saved), for the voice
// actor or an admin only, with the PUT's refusals; nothing is stored.
import type { BookingSettingsInput } from '@vo/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributes } from '../../db/schema';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';

let server: TestServer;
let actor: TestUser;
let other: TestUser;
let admin: TestUser;
let editing: number;
beforeAll(async () => {
  server = await startTestServer();
  actor = await server.user({ provider: true, name: 'Pia Preview' });
  other = await server.user({ provider: true, name: 'Oli Other' });
  admin = await server.user({ roles: ['admin'] });
  const rows = await server.services.db
    .insert(attributes)
    .values([{ name: 'Audio editing', slug: 'pv-audio-editing', group: 'additional_services' }])
    .returning();
  editing = rows[0]?.id ?? 0;
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

/** The screen's sample booking as a client would send it to providers/quote. */
const sampleBooking = { recording_length: { value: 20 }, audience_size: 100000 } as const;

describe('previewProviderBookingSettings', () => {
  it('prices the sample booking at unsaved settings as providers/quote does once they are saved', async () => {
    const preview = await server.call('previewProviderBookingSettings', {
      params: { id: pid(actor) },
      token: actor.token,
      body: { settings: settings() },
    });
    expect(preview.status).toBe(200);
    // $120.50 x 200% = $241; 3 days is under the standard 5: rush 100% = $241; 1 extra revision $30.
    expect(preview.json).toEqual({
      client_price: 512,
      platform_fee: 102.4,
      platform_fee_percentage: 20,
      voice_actor_net: 409.6,
      currency: 'USD',
      secure_payment: false,
      suggested_budget: 512,
    });
    // Nothing was stored: the voice actor still has the market defaults.
    const stored = await server.call('getProviderBookingSettings', {
      params: { id: pid(actor) },
      token: null,
    });
    expect(stored.json['customized']).toBe(false);

    const saved = await server.call('updateProviderBookingSettings', {
      params: { id: pid(actor) },
      token: actor.token,
      body: settings(),
    });
    expect(saved.status).toBe(200);
    const quote = await server.call('createProviderQuote', {
      token: null,
      query: { provider_id: pid(actor) },
      body: sampleBooking,
    });
    expect(quote.status).toBe(200);
    expect(quote.json).toEqual(preview.json);
  });

  it('prices a booking of the caller instead of the sample, as providers/quote does', async () => {
    const booking = { ...sampleBooking, turnaround: 10, revisions: 0, additional_services: [editing] };
    const preview = await server.call('previewProviderBookingSettings', {
      params: { id: pid(actor) },
      token: actor.token,
      body: { settings: settings(), booking },
    });
    expect(preview.status).toBe(200);
    // $241 with no rush and no extra revision, plus editing $45.25.
    expect(preview.json).toMatchObject({ client_price: 286.25, voice_actor_net: 229 });
    const quote = await server.call('createProviderQuote', {
      token: null,
      query: { provider_id: pid(actor) },
      body: booking,
    });
    expect(quote.json).toEqual(preview.json);
  });

  it('lets an admin preview and refuses another voice actor and an anonymous caller', async () => {
    const byAdmin = await server.call('previewProviderBookingSettings', {
      params: { id: pid(other) },
      token: admin.token,
      body: { settings: settings() },
    });
    expect(byAdmin.status).toBe(200);
    const stranger = await server.call('previewProviderBookingSettings', {
      params: { id: pid(other) },
      token: actor.token,
      body: { settings: settings() },
    });
    expect(stranger.status).toBe(403);
    expect(stranger.json['message']).toBe(
      'Only the voice actor or an admin can preview these booking settings.',
    );
    const anonymous = await server.call('previewProviderBookingSettings', {
      params: { id: pid(other) },
      token: null,
      body: { settings: settings() },
    });
    expect(anonymous.status).toBe(401);
  });

  it.each([
    [
      'a longer script priced lower',
      settings({
        script_rates: { words_5: 40, words_50: 30, words_500: 300, words_5000: 1000, words_50000: 5000 },
        // The cases are built before the attributes exist (it.each), so they offer no service.
        additional_services: [],
      }),
      'script_rates.words_50: a longer script cannot cost less; allowed: at least 40 (script_rates.words_5).',
    ],
    [
      'a service that is not an additional-service attribute',
      settings({ additional_services: [{ service_id: 999999, price: 10 }] }),
      'additional_services',
    ],
  ])('refuses %s with 422 naming the field, as the PUT does', async (_case, body, message) => {
    const res = await server.call('previewProviderBookingSettings', {
      params: { id: pid(actor) },
      token: actor.token,
      body: { settings: body },
    });
    expect(res.status).toBe(422);
    expect(String(res.json['message'])).toContain(message);
  });

  it('refuses settings that price the sample above what a quote can state, and a booking they cannot price', async () => {
    const huge = await server.call('previewProviderBookingSettings', {
      params: { id: pid(actor) },
      token: actor.token,
      body: {
        settings: settings({
          script_rates: {
            words_5: 1_000_000,
            words_50: 1_000_000,
            words_500: 1_000_000,
            words_5000: 1_000_000,
            words_50000: 1_000_000,
          },
        }),
      },
    });
    expect(huge.status).toBe(422);
    expect(String(huge.json['message'])).toMatch(/^settings: at these rates the sample booking prices above/);
    const secure = await server.call('previewProviderBookingSettings', {
      params: { id: pid(actor) },
      token: actor.token,
      body: { settings: settings(), booking: { ...sampleBooking, secure_payment: true } },
    });
    expect(secure.status).toBe(422);
    expect(String(secure.json['message'])).toMatch(/^secure_payment: /);
  });
});
