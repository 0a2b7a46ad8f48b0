// Changing a booking request (/booking/{projectId}: editBooking) and the mails of each booking step,
// against a real server on both databases: the client changes the request until the voice actor
// answers; every mail goes to the side the booking waits on, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { mailsTo } from '../../testing/mail';

let server: TestServer;
let client: TestUser;
let voice: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  client = await server.user({ roles: ['client'], name: 'Morgan Client' });
  voice = await server.user({ provider: true, name: 'Vera Voice' });
  stranger = await server.user({ roles: ['client'], name: 'Sid Stranger' });
});
afterAll(() => server.dispose());

const FIELDS = {
  recording_length: { value: 60, unit: 'second' },
  audience_size: 100000,
  script: 'Welcome to Brightside Bank.',
  fixed_budget: 250,
} as const;

async function booking() {
  const res = await server.call('bookProvider', {
    token: client.token,
    params: { id: voice.providerId ?? 0 },
    body: FIELDS,
  });
  expect(res.status).toBe(201);
  const project = res.json as { id: number; public_hash: string };
  const [invitation] = (
    await server.call('listInvitations', { token: client.token, query: { project_id: project.id } })
  ).body as { id: number }[];
  return { ...project, invitationId: invitation?.id ?? 0 };
}

const edit = (by: TestUser, hash: string, body: Record<string, unknown>) =>
  server.call('editBooking', { token: by.token, params: { id: hash }, body });

const terms = async (invitationId: number) =>
  (await server.call('getInvitation', { token: voice.token, params: { id: invitationId } })).json['terms'];

describe('changing a booking request', () => {
  it('the client changes the request while it waits: new terms, the next version, a new price and deadline', async () => {
    const booked = await booking();
    const res = await edit(client, booked.public_hash, {
      ...FIELDS,
      fixed_budget: 300,
      revisions: 3,
      turnaround: 5,
      secure_payment: true,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      status: 'active',
      secure_payment_enabled: true,
      service_properties: { budget: 300, booking: { revisions: 3, turnaround: 5 } },
    });
    const deadline = new Date(res.json['deadline'] as string).getTime();
    expect(deadline - server.clock.now.getTime()).toBe(5 * 24 * 3600 * 1000);
    expect(await terms(booked.invitationId)).toMatchObject({
      version: 2,
      set_by: 'client',
      booking_fields: { fixed_budget: 300, revisions: 3, usage: { value: 12, unit: 'month' } },
      quote: { client_price: 300, voice_actor_net: 240 },
    });
    const [mail] = await mailsTo(server, voice.email);
    expect(mail).toContain('Morgan Client changed the booking request');
    expect(mail).toContain('you would now receive $240.00');
  });

  it('refuses once the voice actor answered, for someone else’s booking, and a changed origin', async () => {
    const booked = await booking();
    expect((await edit(stranger, booked.public_hash, FIELDS)).status).toBe(403);
    const origin = await edit(client, booked.public_hash, { ...FIELDS, booking_link_id: 1 });
    expect(origin.status).toBe(422);
    expect(origin.json['message']).toBe(
      'A booking keeps the link or audition it was made with: send its terms only.',
    );
    await server.call('updateInvitation', {
      token: voice.token,
      params: { id: booked.invitationId },
      body: { status: 'accepted' },
    });
    const late = await edit(client, booked.public_hash, { ...FIELDS, fixed_budget: 100 });
    expect(late.status).toBe(409);
    expect(late.json['message']).toBe(
      'A booking in status accepted cannot be changed. The voice actor has answered it: cancel it, or write to them.',
    );
    expect(await terms(booked.invitationId)).toMatchObject({ version: 1, quote: { client_price: 250 } });
  });
});

describe('booking mails', () => {
  it('each step mails the side the booking waits on, once, in its own words', async () => {
    const booked = await booking();
    expect((await mailsTo(server, voice.email))[0]).toContain('would like to book you');
    await server.call('updateInvitation', {
      token: voice.token,
      params: { id: booked.invitationId },
      body: { status: 'terms_updated', terms: { ...FIELDS, fixed_budget: 320 } },
    });
    const toClient = await mailsTo(server, client.email);
    expect(toClient[0]).toContain('Vera Voice answered your booking');
    expect(toClient[0]).toContain('the quote is now $320.00');
    await server.call('acceptProjectTerms', {
      token: client.token,
      params: { id: booked.public_hash },
      body: { invitation_id: booked.invitationId, budget: 320, terms_version: 2 },
    });
    const toVoice = await mailsTo(server, voice.email);
    expect(toVoice[0]).toContain('Morgan Client confirmed the booking');
    expect(toVoice[0]).toContain('(you receive $256.00)');
    // The queue running again sends nothing twice.
    expect(await mailsTo(server, voice.email)).toHaveLength(toVoice.length);

    const declinedOne = await booking();
    await server.call('updateInvitation', {
      token: voice.token,
      params: { id: declinedOne.invitationId },
      body: { status: 'declined', rejection_reason: 'not-available' },
    });
    expect((await mailsTo(server, client.email))[0]).toContain('Vera Voice declined your booking');

    const cancelled = await booking();
    await server.call('updateInvitation', {
      token: client.token,
      params: { id: cancelled.invitationId },
      body: { status: 'cancelled' },
    });
    expect((await mailsTo(server, voice.email))[0]).toContain('Morgan Client cancelled the booking');
  });
});
