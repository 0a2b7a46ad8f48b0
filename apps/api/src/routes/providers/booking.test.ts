// A direct booking against a real server (both databases): the client books at an instant quote;
// the voice actor answers with other terms, which travel with the invitation with their quote; the
// client reads them and accepts them (the one way to confirm), or cancels; each refused step in the
// machines' words.
import { describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { afterAll, beforeAll } from 'vitest';

let server: TestServer;
let client: TestUser;
let voice: TestUser;
let onlyVoice: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  client = await server.user({ roles: ['client'], name: 'Morgan Client' });
  voice = await server.user({ provider: true, name: 'Vera Voice' });
  onlyVoice = await server.user({ roles: ['provider'], provider: true, name: 'Pia Provider' });
});
afterAll(() => server.dispose());

const FIELDS = {
  recording_length: { value: 60, unit: 'second' },
  audience_size: 100000,
  script: 'Welcome to Brightside Bank. Your future starts with a single step.',
  fixed_budget: 250,
} as const;

interface InvitationBody {
  id: number;
  status: string;
  terms: { version: number; set_by: string; quote: { client_price: number; voice_actor_net: number } } | null;
}
interface ProjectBody {
  id: number;
  public_hash: string;
  type: string;
  status: string;
  quote_client_confirmation: boolean | null;
}

async function book(by: TestUser = client, fields: Record<string, unknown> = FIELDS) {
  return server.call('bookProvider', {
    token: by.token,
    params: { id: voice.providerId ?? 0 },
    body: fields,
  });
}

/** The booking's invitation (found through the owner's list) as `as` reads it. */
async function bookingInvitation(projectId: number, as: TestUser): Promise<InvitationBody> {
  const res = await server.call('listInvitations', { token: client.token, query: { project_id: projectId } });
  expect(res.status).toBe(200);
  const [found] = res.body as InvitationBody[];
  if (!found) throw new Error('no booking invitation');
  const read = await server.call('getInvitation', { token: as.token, params: { id: found.id } });
  expect(read.status).toBe(200);
  return read.json as unknown as InvitationBody;
}

const project = async (id: number) =>
  (await server.call('getProject', { token: client.token, params: { id: String(id) } }))
    .json as unknown as ProjectBody;

describe('booking a voice actor', () => {
  it('the client books at an instant quote; the voice actor’s invitation carries the terms', async () => {
    const res = await book();
    expect(res.status).toBe(201);
    const booked = res.json as unknown as ProjectBody;
    expect(booked).toMatchObject({ type: 'booking', status: 'active' });
    const invitation = await bookingInvitation(booked.id, voice);
    expect(invitation.status).toBe('requested');
    expect(invitation.terms).toMatchObject({
      version: 1,
      set_by: 'client',
      quote: { client_price: 250, voice_actor_net: 200 },
    });
  });

  it('refuses a client booking their own profile and a voice actor without the client role', async () => {
    const self = await server.call('bookProvider', {
      token: voice.token,
      params: { id: voice.providerId ?? 0 },
      body: FIELDS,
    });
    expect(self.status).toBe(422);
    expect(self.json['message']).toBe('You cannot book your own profile.');
    const notClient = await book(onlyVoice);
    expect(notClient.status).toBe(403);
  });

  it('the voice actor answers with other terms; the client reads the new quote and accepts it', async () => {
    const booked = (await book()).json as unknown as ProjectBody;
    const invitation = await bookingInvitation(booked.id, voice);
    const changed = await server.call('updateInvitation', {
      token: voice.token,
      params: { id: invitation.id },
      body: { status: 'terms_updated', terms: { ...FIELDS, fixed_budget: 320, revisions: 1 } },
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({
      status: 'terms_updated',
      terms: { version: 2, set_by: 'voice_actor', quote: { client_price: 320, voice_actor_net: 256 } },
    });
    expect(await project(booked.id)).toMatchObject({
      status: 'booking-sent',
      quote_client_confirmation: false,
    });

    // The client cannot change the terms, and cannot confirm them through the invitation.
    const byClient = await server.call('updateInvitation', {
      token: client.token,
      params: { id: invitation.id },
      body: { status: 'terms_updated', terms: FIELDS },
    });
    expect(byClient.status).toBe(403);
    const patchConfirm = await server.call('updateInvitation', {
      token: client.token,
      params: { id: invitation.id },
      body: { status: 'confirmed' },
      unchecked: true,
    });
    expect(patchConfirm.status).toBe(400);

    const stale = await server.call('acceptProjectTerms', {
      token: client.token,
      params: { id: booked.public_hash },
      body: { invitation_id: invitation.id, budget: 250 },
    });
    expect(stale.status).toBe(422);
    expect(stale.json['message']).toBe(
      'The quote is now $320.00, not $250.00: read the terms again before accepting.',
    );
    const oldVersion = await server.call('acceptProjectTerms', {
      token: client.token,
      params: { id: booked.public_hash },
      body: { invitation_id: invitation.id, budget: 320, terms_version: 1 },
    });
    expect(oldVersion.status).toBe(422);

    const accepted = await server.call('acceptProjectTerms', {
      token: client.token,
      params: { id: booked.public_hash },
      body: { invitation_id: invitation.id, budget: 320, terms_version: 2 },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({ status: 'booking-accepted', quote_client_confirmation: true });
    expect((await bookingInvitation(booked.id, client)).status).toBe('confirmed');
    const again = await server.call('acceptProjectTerms', {
      token: client.token,
      params: { id: booked.public_hash },
      body: { invitation_id: invitation.id, budget: 320 },
    });
    expect(again.status).toBe(409);
  });

  it('accepted as requested, the terms no longer change; a cancelled booking is completed', async () => {
    const booked = (await book()).json as unknown as ProjectBody;
    const invitation = await bookingInvitation(booked.id, voice);
    const accept = await server.call('updateInvitation', {
      token: voice.token,
      params: { id: invitation.id },
      body: { status: 'accepted' },
    });
    expect(accept.status).toBe(200);
    expect((await project(booked.id)).status).toBe('booking-accepted');
    const late = await server.call('updateInvitation', {
      token: voice.token,
      params: { id: invitation.id },
      body: { status: 'terms_updated', terms: { ...FIELDS, fixed_budget: 900 } },
    });
    expect(late.status).toBe(409);

    const other = (await book()).json as unknown as ProjectBody;
    const otherInvitation = await bookingInvitation(other.id, voice);
    await server.call('updateInvitation', {
      token: voice.token,
      params: { id: otherInvitation.id },
      body: { status: 'terms_updated', terms: { ...FIELDS, fixed_budget: 400 } },
    });
    const cancel = await server.call('updateInvitation', {
      token: client.token,
      params: { id: otherInvitation.id },
      body: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    expect(cancel.json['status']).toBe('cancelled');
    const ended = (await server.call('getProject', { token: client.token, params: { id: String(other.id) } }))
      .json;
    expect(ended).toMatchObject({ status: 'completed', completion_reason: 'client' });
  });
});

describe('booking links', () => {
  it('a voice actor shares a link with a fixed price; a client books through it at that price', async () => {
    const made = await server.call('createBookingLink', {
      token: voice.token,
      body: { provider_id: voice.providerId ?? 0, name: 'E-learning, up to 1 minute', budget: 180 },
    });
    expect(made.status).toBe(201);
    const link = made.json as { id: number; public_id: string; url: string; budget: number };
    expect(link.url).toMatch(new RegExp(`/book/${String(voice.providerId)}/${link.public_id}$`));

    const read = await server.call('getBookingLink', {
      token: null,
      params: { providerId: voice.providerId ?? 0, publicId: link.public_id },
    });
    expect(read.json).toMatchObject({ id: link.id, budget: 180, name: 'E-learning, up to 1 minute' });
    const elsewhere = await server.call('getBookingLink', {
      token: null,
      params: { providerId: onlyVoice.providerId ?? 0, publicId: link.public_id },
    });
    expect(elsewhere.status).toBe(404);

    const booked = await book(client, { ...FIELDS, fixed_budget: 999, booking_link_id: link.id });
    expect(booked.status).toBe(201);
    const invitation = await bookingInvitation((booked.json as unknown as ProjectBody).id, client);
    expect(invitation.terms?.quote.client_price).toBe(180);
  });

  it('refuses a link for someone else’s profile, and another voice actor’s link on a booking', async () => {
    const notMine = await server.call('createBookingLink', {
      token: onlyVoice.token,
      body: { provider_id: voice.providerId ?? 0 },
    });
    expect(notMine.status).toBe(403);
    const theirs = await server.call('createBookingLink', {
      token: onlyVoice.token,
      body: { provider_id: onlyVoice.providerId ?? 0 },
    });
    const wrongLink = await book(client, { ...FIELDS, booking_link_id: (theirs.json as { id: number }).id });
    expect(wrongLink.status).toBe(422);
    expect(wrongLink.json['message']).toBe('This booking link is not one of this voice actor’s.');
  });
});
