// PATCH /invitations/{id} with opened_at on a booking request: the booked voice actor reads it
// (the bookings list marks a request read when it is followed, as the invites inbox does for
// casting invitations), which takes it off the Projects badge's unread booking count; it stays
// requested. Nobody else reads it (403), an answered booking is not read (409), the first reading is kept.
import { describe, expect, it } from 'vitest';
import {
  client,
  DAY,
  invitation,
  otherVoice,
  patch,
  server,
  stored,
  useInvitationsServer,
  voice,
  voiceId,
} from './invitations.fixtures';
import { insertProject } from '../../testing/projects';

useInvitationsServer();

const unreadBookings = async () => {
  const me = await server.call('getMe', { token: voice.token });
  return (me.json['provider_stats'] as { unread_bookings_invitations: number }).unread_bookings_invitations;
};

const bookingRequest = async (status: 'requested' | 'accepted' = 'requested') => {
  const project = await insertProject(server.services.db, {
    owners: [client.id],
    type: 'booking',
    status: status === 'requested' ? 'active' : 'booking-accepted',
    providerId: voiceId(),
    deadline: new Date(server.clock.now.getTime() + 3 * DAY),
  });
  return stored(project.id, { type: 'booking', status });
};

describe('reading a booking request', () => {
  it('marks it read for the booked voice actor only, keeps it requested and keeps the first reading', async () => {
    const request = await bookingRequest();
    const before = await unreadBookings();
    expect(before).toBeGreaterThanOrEqual(1);

    const byClient = await patch(request.id, { opened_at: server.clock.now.toISOString() }, client);
    expect(byClient.status).toBe(403);
    expect(byClient.json['message']).toBe('Only the booked voice actor reads their booking request.');
    const byOther = await patch(request.id, { opened_at: server.clock.now.toISOString() }, otherVoice);
    expect(byOther.status).toBe(403);
    expect(await unreadBookings()).toBe(before);

    const first = new Date(server.clock.now.getTime() - 60_000).toISOString();
    const read = await patch(request.id, { opened_at: first });
    expect(read.status).toBe(200);
    expect(invitation(read.body)).toMatchObject({ status: 'requested', opened_at: first });
    expect(await unreadBookings()).toBe(before - 1);

    const again = await patch(request.id, { opened_at: server.clock.now.toISOString() });
    expect(again.status).toBe(200);
    expect(invitation(again.body).opened_at).toBe(first);
    // Still a request: the voice actor answers it.
    expect(invitation(again.body).allowed_actions).toContain('accept');
  });

  it('refuses to read a booking that is answered already (409)', async () => {
    const answered = await bookingRequest('accepted');
    const res = await patch(answered.id, { opened_at: server.clock.now.toISOString() });
    expect(res.status).toBe(409);
    expect(res.json['message']).toBe('A booking in status accepted is answered already.');
  });
});
