// Invitations against a real server, the voice actor's side: the inbox (unread first), opening,
// declining, accepting or archiving an invitation, and the unread badge following live. Every step
// is the machines' decision: refused steps answer 409 (or 403 for the wrong party) with their
// message; ownership 401/403/404; the decline form's rules 422 with its own wording.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DECLINE_PROBLEM_MESSAGES } from '@vo/machines';
import { providers } from '../../db/schema';
import { listen, openSocket, tokenQuery } from '../../testing/socket';
import {
  accept,
  admin,
  archive,
  casting,
  client,
  colleague,
  create,
  english,
  invitation,
  list,
  otherClient,
  otherVoice,
  patch,
  server,
  stored,
  unread,
  useInvitationsServer,
  voice,
} from './invitations.fixtures';

useInvitationsServer();

describe('listInvitations', () => {
  it('the voice actor’s inbox: their own casting invitations, unread first, archived left out, paged', async () => {
    // A voice actor of their own, so that other tests' invitations stay out of this inbox.
    const actor = await server.user({ provider: true, name: 'Ines Inbox' });
    const providerId = actor.providerId ?? 0;
    const [a, b, c, d] = [await casting(), await casting(), await casting(), await casting()];
    const oldUnread = await stored(a.id, { providerId }, 300);
    const opened = await stored(b.id, { providerId, status: 'opened', openedAt: server.clock.now }, 10);
    const newUnread = await stored(c.id, { providerId, type: 'direct', wave: null }, 100);
    await stored(d.id, { providerId, status: 'archived' }, 5);
    await stored(a.id, { providerId: otherVoice.providerId ?? 0 }, 1);

    const inbox = await server.call('listInvitations', {
      token: actor.token,
      query: { type: 'automatic,direct', sort: 'unread_first', size: 2 },
    });
    expect(inbox.status).toBe(200);
    expect(list(inbox.body).map((i) => i.id)).toEqual([newUnread.id, oldUnread.id]);
    expect(inbox.headers).toMatchObject({
      'current-page': '1',
      'total-pages': '2',
      'total-rows': '3',
      'page-size': '2',
    });
    const second = await server.call('listInvitations', {
      token: actor.token,
      query: { type: 'automatic,direct', sort: 'unread_first', size: 2, page: 2 },
    });
    expect(list(second.body).map((i) => i.id)).toEqual([opened.id]);

    const newest = await server.call('listInvitations', {
      token: actor.token,
      query: { type: 'automatic,direct' },
    });
    expect(list(newest.body).map((i) => i.id)).toEqual([opened.id, newUnread.id, oldUnread.id]);
    const archived = await server.call('listInvitations', {
      token: actor.token,
      query: { status: 'archived' },
    });
    expect(list(archived.body).map((i) => i.project_id)).toEqual([d.id]);
    const bookings = await server.call('listInvitations', { token: actor.token, query: { type: 'booking' } });
    expect(list(bookings.body)).toEqual([]);
    expect(await unread(actor)).toBe(2);
  });

  it('a project’s invitations for its owners and admins (403 for others); a client’s own projects; 401', async () => {
    const project = await casting();
    const row = await stored(project.id);
    const owner = await server.call('listInvitations', {
      token: colleague.token,
      query: { project_id: project.id },
    });
    expect(list(owner.body).map((i) => i.id)).toEqual([row.id]);
    const byAdmin = await server.call('listInvitations', {
      token: admin.token,
      query: { project_id: project.id },
    });
    expect(list(byAdmin.body).map((i) => i.id)).toEqual([row.id]);
    const stranger = await server.call('listInvitations', {
      token: otherClient.token,
      query: { project_id: project.id },
    });
    expect(stranger.status).toBe(403);
    // The invited voice actor gets their own invitation to the project, another voice actor nothing.
    const invited = await server.call('listInvitations', {
      token: voice.token,
      query: { project_id: project.id },
    });
    expect(list(invited.body).map((i) => i.id)).toEqual([row.id]);
    const otherActor = await server.call('listInvitations', {
      token: otherVoice.token,
      query: { project_id: project.id },
    });
    expect(list(otherActor.body)).toEqual([]);
    const own = await server.call('listInvitations', { token: client.token, query: { size: 100 } });
    expect(list(own.body).some((i) => i.id === row.id)).toBe(true);
    const none = await server.call('listInvitations', { token: otherClient.token });
    expect(list(none.body)).toEqual([]);
    expect((await server.call('listInvitations', { token: null })).status).toBe(401);
  });
});

describe('getInvitation', () => {
  it('for the invited voice actor, the project’s owners and admins; 403 for others; 404; 401', async () => {
    const project = await casting();
    const { id } = await stored(project.id);
    for (const user of [voice, client, colleague, admin]) {
      const res = await server.call('getInvitation', { token: user.token, params: { id } });
      expect(res.status).toBe(200);
      expect(invitation(res.body)).toMatchObject({ id, status: 'requested', opened_at: null });
    }
    for (const user of [otherVoice, otherClient]) {
      const res = await server.call('getInvitation', { token: user.token, params: { id } });
      expect(res.status).toBe(403);
    }
    expect(
      (await server.call('getInvitation', { token: voice.token, params: { id: 99_999_999 } })).status,
    ).toBe(404);
    expect((await server.call('getInvitation', { token: null, params: { id } })).status).toBe(401);
  });
});

describe('updateInvitation', () => {
  it('opening sets opened_at once (requested -> opened) and lowers the unread badge', async () => {
    const project = await casting();
    const { id } = await stored(project.id);
    const before = await unread(voice);
    const res = await patch(id, { opened_at: '2026-11-21T09:59:00Z' });
    expect(res.status).toBe(200);
    expect(invitation(res.body)).toMatchObject({ status: 'opened', opened_at: '2026-11-21T09:59:00.000Z' });
    expect(await unread(voice)).toBe(before - 1);
    const again = await patch(id, { status: 'opened' });
    expect(again.status).toBe(409);
    expect(again.json['message']).toBe('This invitation was already opened.');
  });

  it('declining needs a reason, and details for other (422 with the form’s wording); then it is final', async () => {
    const project = await casting();
    const { id } = await stored(project.id);
    const noReason = await patch(id, { status: 'declined' });
    expect(noReason.status).toBe(422);
    expect(noReason.json['message']).toBe(DECLINE_PROBLEM_MESSAGES['missing-rejection-reason']);
    const noDetails = await patch(id, {
      status: 'declined',
      rejection_reason: 'other',
      rejection_reason_details: '  ',
    });
    expect(noDetails.status).toBe(422);
    expect(noDetails.json['message']).toBe(DECLINE_PROBLEM_MESSAGES['missing-rejection-reason-details']);
    const declined = await patch(id, {
      status: 'declined',
      rejection_reason: 'other',
      rejection_reason_details: 'Booked on a series that week.',
    });
    expect(declined.status).toBe(200);
    expect(invitation(declined.body)).toMatchObject({
      status: 'declined',
      rejection_reason: 'other',
      rejection_reason_details: 'Booked on a series that week.',
      allowed_actions: ['archive'],
    });
    const twice = await patch(id, { status: 'declined', rejection_reason: 'not-available' });
    expect(twice.status).toBe(409);
    expect(twice.json['message']).toBe('This invitation was already declined; it cannot be declined.');
    const acceptAfter = await patch(id, { status: 'accepted' });
    expect(acceptAfter.status).toBe(409);
    expect(acceptAfter.json['message']).toBe('This invitation was already declined; it cannot be accepted.');
  });

  it('accepts and archives through the status too; booking statuses are refused on a casting invitation', async () => {
    const project = await casting();
    const { id } = await stored(project.id);
    const cancelled = await patch(id, { status: 'cancelled' });
    expect(cancelled.status).toBe(409);
    expect(cancelled.json['message']).toBe(
      'The statuses terms_updated and cancelled belong to bookings, not casting invitations.',
    );
    expect(invitation((await patch(id, { status: 'accepted' })).body).status).toBe('accepted');
    expect(invitation((await patch(id, { status: 'archived' })).body).status).toBe('archived');
  });

  it('only the invited voice actor answers (403); fields that do not go with the step are refused (422)', async () => {
    const project = await casting();
    const { id } = await stored(project.id);
    for (const user of [client, otherVoice, admin]) {
      const res = await patch(id, { status: 'opened' }, user);
      expect(res.status).toBe(403);
    }
    const declineByOwner = await patch(id, { status: 'declined' }, client);
    expect(declineByOwner.status).toBe(403);
    const byOwner = await patch(id, { status: 'accepted' }, client);
    expect(byOwner.json['message']).toBe('Only the invited voice actor can answer this invitation.');
    expect((await patch(id, { status: 'opened' }, otherClient)).status).toBe(403);
    const mixed = await patch(id, { status: 'accepted', rejection_reason: 'not-available' });
    expect(mixed.status).toBe(422);
    expect(mixed.json['message']).toBe('A rejection reason goes with status declined only.');
    expect((await patch(99_999_999, { status: 'opened' })).status).toBe(404);
    expect((await patch(id, { status: 'opened' }, null)).status).toBe(401);
  });
});

describe('acceptInvitation and archiveInvitation', () => {
  it('the invited voice actor accepts an opened invitation, then archives it out of the inbox', async () => {
    const project = await casting();
    const { id } = await stored(project.id, { status: 'opened', openedAt: server.clock.now });
    const accepted = await accept(id);
    expect(accepted.status).toBe(200);
    expect(invitation(accepted.body)).toMatchObject({ status: 'accepted', allowed_actions: ['archive'] });
    const again = await accept(id);
    expect(again.status).toBe(409);
    expect(again.json['message']).toBe('This invitation was already accepted; it cannot be accepted.');
    const archived = await archive(id);
    expect(invitation(archived.body)).toMatchObject({ status: 'archived', allowed_actions: [] });
    const inbox = await server.call('listInvitations', { token: voice.token, query: { size: 100 } });
    expect(list(inbox.body).some((i) => i.id === id)).toBe(false);
    const twice = await archive(id);
    expect(twice.status).toBe(409);
    expect(twice.json['message']).toBe('This invitation is already archived.');
    expect((await accept(id)).status).toBe(409);
  });

  it('409 when the project no longer receives proposals; the voice actor may still decline or archive', async () => {
    const project = await casting({ status: 'closed', closingReason: 'client' });
    const { id } = await stored(project.id);
    const res = await accept(id);
    expect(res.status).toBe(409);
    expect(res.json['message']).toBe('This project no longer receives proposals.');
    const seen = await server.call('getInvitation', { token: voice.token, params: { id } });
    expect(invitation(seen.body).allowed_actions).toEqual(['archive', 'update_status']);
    expect((await archive(id)).status).toBe(200);
  });

  it('403 for another voice actor or a client (provider role), 404, 401', async () => {
    const project = await casting();
    const { id } = await stored(project.id);
    for (const step of [accept, archive]) {
      const other = await step(id, otherVoice);
      expect(other.status).toBe(403);
      expect(other.json['message']).toBe(
        'This invitation is visible only to the invited voice actor and the project’s owners.',
      );
      expect((await step(id, client)).status).toBe(403);
      expect((await step(99_999_999)).status).toBe(404);
      expect((await step(id, null)).status).toBe(401);
    }
  });
});

describe('the unread badge, live', () => {
  it('pushes the voice actor’s unread project invitations when one arrives and when it is opened', async () => {
    const base = await listen(server);
    const actor = await server.user({ provider: true, name: 'Lia Live' });
    await server.services.db
      .update(providers)
      .set({ languages: [english] })
      .where(eq(providers.id, actor.providerId ?? 0));
    const socket = openSocket(base, tokenQuery(actor.token));
    try {
      await socket.opened;
      // The counters on connecting: the User's, then the Provider's.
      await socket.next();
      expect(await socket.next()).toMatchObject({
        entity: 'Provider',
        payload: { stats: { unread_projects_invitations: 0 } },
      });
      const project = await casting();
      const res = await create({ project_id: project.id, provider_id: actor.providerId });
      expect(await socket.next()).toMatchObject({
        entity: 'Provider',
        entity_id: actor.providerId,
        payload: { stats: { unread_projects_invitations: 1, unread_bookings_invitations: 0 } },
      });
      await patch(invitation(res.body).id, { status: 'opened' }, actor);
      expect(await socket.next()).toMatchObject({ payload: { stats: { unread_projects_invitations: 0 } } });
    } finally {
      socket.close();
    }
  });
});
