import { describe, expect, it } from 'vitest';
import { client, voiceActor, withUser } from '../../testing/hintFixtures';
import { pendingInfoDots } from './pendingInfo';

describe('pendingInfoDots', () => {
  it('gives no dot when the country, organization type and payout information are set', () => {
    expect(pendingInfoDots(client)).toEqual([]);
    expect(pendingInfoDots(voiceActor, { paymentSettings: { pending: false } })).toEqual([]);
  });

  it('gives the basic-info dot when the country is missing', () => {
    expect(pendingInfoDots(withUser(client, { address: {} }))).toEqual(['basic']);
    expect(pendingInfoDots(withUser(client, { address: { country: null } }))).toEqual(['basic']);
    expect(pendingInfoDots(withUser(voiceActor, { address: undefined }))).toEqual(['basic']);
  });

  it('gives a client without organization type the business-info dot', () => {
    const service = { id: 1, service_id: 'voice_over' as const, usage_reason: [], organization_type: null };
    expect(pendingInfoDots(withUser(client, { services: [service] }))).toEqual(['business']);
    expect(pendingInfoDots(withUser(client, { services: [] }))).toEqual(['business']);
    // Not a client: no business dot.
    const providerOnly = withUser(voiceActor, { roles: ['provider'], services: [service] });
    expect(pendingInfoDots(providerOnly)).toEqual([]);
  });

  it('gives a voice actor with pending payment info the payment dot (payout settings are an input: not in User)', () => {
    expect(pendingInfoDots(voiceActor, { paymentSettings: { pending: true } })).toEqual(['payment']);
    expect(pendingInfoDots(voiceActor)).toEqual([]);
    // A client is not paid out: pending settings mean nothing there.
    expect(pendingInfoDots(client, { paymentSettings: { pending: true } })).toEqual([]);
  });

  it('gives every dot that applies, in the order basic, business, payment', () => {
    const everything = withUser(voiceActor, { address: {}, services: [] });
    expect(pendingInfoDots(everything, { paymentSettings: { pending: true } })).toEqual([
      'basic',
      'business',
      'payment',
    ]);
  });
});
