// Invitations against a real server: a client invites a voice actor (direct or booking request), the
// voice actor finds it in the inbox (unread first), opens, declines, accepts or archives it, takes a
// public invite link, and the unread badge follows live. Every step is the machines' decision:
// refused steps answer 409 (or 403 for the wrong party) with their message; ownership 401/403/404;
// the decline form's rules 422 with its own wording.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLINE_PROBLEM_MESSAGES } from '@vo/machines';
import { attributes, files, mailOutbox, providers, samples } from '../../db/schema';
import { insertInvitations, type NewInvitationRow } from '../../modules/invitations/invitations';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { insertProject } from '../../testing/projects';
import { listen, openSocket, tokenQuery } from '../../testing/socket';

let server: TestServer;
let admin: TestUser;
let client: TestUser;
let colleague: TestUser;
let otherClient: TestUser;
let voice: TestUser;
let otherVoice: TestUser;
let frenchVoice: TestUser;
let english: number;
let french: number;

const voiceId = () => voice.providerId ?? 0;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.services;
  admin = await server.user({ roles: ['admin'], name: 'Ada Admin' });
  client = await server.user({ roles: ['client'], name: 'Morgan Client' });
  colleague = await server.user({ roles: ['client'], name: 'Sam Colleague' });
  otherClient = await server.user({ roles: ['client'], name: 'Sid Stranger' });
  voice = await server.user({ provider: true, name: 'Vera Voice' });
  otherVoice = await server.user({ provider: true, name: 'Otto Other' });
  frenchVoice = await server.user({ provider: true, name: 'Fanny Française' });
  const rows = await db
    .insert(attributes)
    .values([
      { name: 'English', slug: 'english-invitations-test', group: 'languages' },
      { name: 'French', slug: 'french-invitations-test', group: 'languages' },
    ])
    .returning();
  english = rows[0]?.id ?? 0;
  french = rows[1]?.id ?? 0;
  for (const [user, languages] of [
    [voice, [english]],
    [otherVoice, [english, french]],
    [frenchVoice, [french]],
  ] as const) {
    await db
      .update(providers)
      .set({ languages: [...languages] })
      .where(eq(providers.id, user.providerId ?? 0));
  }
});
afterAll(() => server.dispose());

const DAY = 24 * 3600 * 1000;

type InvitationBody = {
  id: number;
  project_id: number;
  provider_id: number;
  user_id: number;
  sample_id: number | null;
  status: string;
  type: string;
  opened_at: string | null;
  rejection_reason: string | null;
  rejection_reason_details: string | null;
  allowed_actions?: string[];
  project: { id: number; status: string; name: string; public_hash: string };
};
const invitation = (body: unknown) => body as InvitationBody;
const list = (body: unknown) => body as InvitationBody[];

/** A casting in English owned by the client and the colleague (active unless told otherwise). */
const casting = (fields: Partial<Parameters<typeof insertProject>[1]> = {}) =>
  insertProject(server.services.db, {
    owners: [client.id, colleague.id],
    deadline: new Date(server.clock.now.getTime() + 5 * DAY),
    serviceProperties: { languages: [english], proposals_wanted: 10 },
    ...fields,
  });

/** Stores an invitation directly (as a wave would), aged `minutesAgo`. */
async function stored(projectId: number, fields: Partial<NewInvitationRow> = {}, minutesAgo = 0) {
  const at = new Date(server.clock.now.getTime() - minutesAgo * 60_000);
  const [row] = await insertInvitations(server.services.db, [
    {
      projectId,
      providerId: voiceId(),
      type: 'automatic',
      wave: 1,
      status: 'requested',
      createdAt: at,
      updatedAt: at,
      ...fields,
    },
  ]);
  if (!row) throw new Error('invitation not stored');
  return row;
}

const create = (body: Record<string, unknown>, user: TestUser | null = client) =>
  server.call('createInvitation', { token: user?.token ?? null, body });
const patch = (id: number, body: Record<string, unknown>, user: TestUser | null = voice) =>
  server.call('updateInvitation', { token: user?.token ?? null, params: { id }, body });
const accept = (id: number, user: TestUser | null = voice) =>
  server.call('acceptInvitation', { token: user?.token ?? null, params: { id } });
const archive = (id: number, user: TestUser | null = voice) =>
  server.call('archiveInvitation', { token: user?.token ?? null, params: { id } });
const unread = async (user: TestUser) => {
  const me = await server.call('getMe', { token: user.token });
  return (
    me.json['provider_stats'] as { unread_projects_invitations: number; unread_bookings_invitations: number }
  ).unread_projects_invitations;
};

describe('createInvitation', () => {
  it('a project owner invites a voice actor to an active casting; the invitation reaches the voice actor', async () => {
    const project = await casting({ name: 'Warm narrator for Brightside Bank e-learning' });
    const before = await unread(voice);
    const res = await create({ project_id: project.id, provider_id: voiceId() });
    expect(res.status).toBe(201);
    expect(invitation(res.body)).toMatchObject({
      project_id: project.id,
      provider_id: voiceId(),
      user_id: voice.id,
      type: 'direct',
      status: 'requested',
      opened_at: null,
      sample_id: null,
      allowed_actions: [],
      project: { id: project.id, status: 'active', name: 'Warm narrator for Brightside Bank e-learning' },
    });
    expect(await unread(voice)).toBe(before + 1);
    const seen = await server.call('getInvitation', {
      token: voice.token,
      params: { id: invitation(res.body).id },
    });
    expect(invitation(seen.body).allowed_actions).toEqual(['accept', 'archive', 'update_status']);

    // The voice actor is mailed, through the queue, a link that opens this invitation.
    await server.services.jobs.runDue();
    const mails = await server.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, voice.email));
    const mail = mails.find((m) => m.subject.includes('Warm narrator for Brightside Bank e-learning'));
    expect(mail?.text).toContain(`/mi/${project.publicHash}`);
  });

  it('takes the sample that prompted it, when it is the voice actor’s', async () => {
    const { db } = server.services;
    await db
      .insert(files)
      .values({ id: 'invitation-test-sample', kind: 'sample', contentType: 'audio/mpeg', size: 1 });
    const [sample] = await db
      .insert(samples)
      .values({
        providerId: voiceId(),
        hash: 'inv-sample-1',
        name: 'Warm narration',
        fileId: 'invitation-test-sample',
        type: 'audio',
      })
      .returning();
    const project = await casting();
    const res = await create({ project_id: project.id, provider_id: voiceId(), sample_id: sample?.id });
    expect(invitation(res.body).sample_id).toBe(sample?.id);
    const wrong = await create({
      project_id: project.id,
      provider_id: otherVoice.providerId,
      sample_id: sample?.id,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json['message']).toBe('This sample is not one of the voice actor’s.');
  });

  it('401 anonymous, 403 for anyone but an owner, 404 for an unknown project or voice actor', async () => {
    const project = await casting();
    expect((await create({ project_id: project.id, provider_id: voiceId() }, null)).status).toBe(401);
    const stranger = await create({ project_id: project.id, provider_id: voiceId() }, otherClient);
    expect(stranger.status).toBe(403);
    expect(stranger.json['message']).toBe('Only the project’s owners invite voice actors to it.');
    // Clients only (x-roles): a voice actor cannot invite.
    expect((await create({ project_id: project.id, provider_id: voiceId() }, otherVoice)).status).toBe(403);
    expect((await create({ project_id: 99_999_999, provider_id: voiceId() })).status).toBe(404);
    expect((await create({ project_id: project.id, provider_id: 99_999_999 })).status).toBe(404);
    // A shared owner invites too.
    expect((await create({ project_id: project.id, provider_id: voiceId() }, colleague)).status).toBe(201);
  });

  it('409 for a voice actor already invited and for a project that is not active', async () => {
    const project = await casting();
    expect((await create({ project_id: project.id, provider_id: voiceId() })).status).toBe(201);
    const again = await create({ project_id: project.id, provider_id: voiceId() });
    expect(again.status).toBe(409);
    expect(again.json['message']).toBe('This voice actor is already invited to this project.');
    for (const status of ['closed', 'pending_approval', 'draft'] as const) {
      const other = await casting({ status });
      const res = await create({ project_id: other.id, provider_id: voiceId() });
      expect(res.status).toBe(409);
      expect(res.json['message']).toBe(
        `A project in status ${status.replace('_', ' ')} cannot be used to invite voice actors.`,
      );
    }
  });

  it('422 for a voice actor who offers none of the project’s languages, or a type that does not fit', async () => {
    const project = await casting();
    const res = await create({ project_id: project.id, provider_id: frenchVoice.providerId });
    expect(res.status).toBe(422);
    expect(res.json['message']).toBe('This voice actor does not offer the project’s language.');
    // One shared language is enough.
    expect((await create({ project_id: project.id, provider_id: otherVoice.providerId })).status).toBe(201);
    const booking = await create({ project_id: project.id, provider_id: voiceId(), type: 'booking' });
    expect(booking.status).toBe(422);
    expect(booking.json['message']).toBe('A booking request goes to a booking project.');
  });
});

describe('booking requests', () => {
  const bookingProject = () =>
    insertProject(server.services.db, {
      owners: [client.id],
      type: 'booking',
      status: 'active',
      providerId: voiceId(),
      quoteClientConfirmation: true,
      serviceProperties: { languages: [english] },
    });

  it('the client sends a booking request; the voice actor accepts and the booking is accepted', async () => {
    const project = await bookingProject();
    const res = await create({ project_id: project.id, provider_id: voiceId(), type: 'booking' });
    expect(res.status).toBe(201);
    expect(invitation(res.body)).toMatchObject({ type: 'booking', status: 'requested' });
    const { id } = invitation(res.body);
    const accepted = await accept(id);
    expect(accepted.status).toBe(200);
    expect(invitation(accepted.body)).toMatchObject({
      status: 'accepted',
      project: { status: 'booking-accepted' },
    });
    const confirmed = await patch(id, { status: 'confirmed' }, client);
    expect(invitation(confirmed.body).status).toBe('confirmed');
    const cancelled = await patch(id, { status: 'cancelled' }, client);
    expect(cancelled.status).toBe(409);
    expect(cancelled.json['message']).toBe('A booking in status confirmed cannot be cancelled.');
  });

  it('only the voice actor declines, only the client confirms; a direct invitation cannot go to a booking', async () => {
    const project = await bookingProject();
    const res = await create({ project_id: project.id, provider_id: voiceId(), type: 'booking' });
    const { id } = invitation(res.body);
    const byClient = await patch(id, { status: 'declined', rejection_reason: 'not-available' }, client);
    expect(byClient.status).toBe(403);
    expect(byClient.json['message']).toBe('This booking cannot be declined by you.');
    const early = await patch(id, { status: 'confirmed' }, client);
    expect(early.status).toBe(409);
    expect(early.json['message']).toBe('A booking in status requested cannot be confirmed.');
    const declined = await patch(id, { status: 'declined', rejection_reason: 'budget-too-low' });
    expect(invitation(declined.body)).toMatchObject({
      status: 'declined',
      rejection_reason: 'budget-too-low',
      project: { status: 'completed' },
    });
    const other = await bookingProject();
    const direct = await create({ project_id: other.id, provider_id: voiceId() });
    expect(direct.status).toBe(422);
    const notBooked = await create({
      project_id: other.id,
      provider_id: otherVoice.providerId,
      type: 'booking',
    });
    expect(notBooked.status).toBe(422);
    expect(notBooked.json['message']).toBe('A booking request goes to the voice actor the booking is for.');
  });
});

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
    expect(
      (await server.call('listInvitations', { token: voice.token, query: { project_id: project.id } }))
        .status,
    ).toBe(403);
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
    const confirmed = await patch(id, { status: 'confirmed' });
    expect(confirmed.status).toBe(409);
    expect(confirmed.json['message']).toBe(
      'The statuses terms_updated, confirmed and cancelled belong to bookings, not casting invitations.',
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

describe('setInvitation: the public invite link', () => {
  it('gives the voice actor a direct invitation, and the same one on the next visit', async () => {
    const project = await casting();
    const res = await server.call('setInvitation', {
      token: otherVoice.token,
      body: { project_public_hash: project.publicHash },
    });
    expect(res.status).toBe(200);
    expect(invitation(res.body)).toMatchObject({
      project_id: project.id,
      provider_id: otherVoice.providerId,
      type: 'direct',
      status: 'requested',
    });
    const again = await server.call('setInvitation', {
      token: otherVoice.token,
      body: { project_public_hash: project.publicHash },
    });
    expect(invitation(again.body).id).toBe(invitation(res.body).id);
  });

  it('404 for an unknown hash, 409 when the casting no longer takes proposals, 422 for another language', async () => {
    const call = (hash: string, user: TestUser | null = otherVoice) =>
      server.call('setInvitation', { token: user?.token ?? null, body: { project_public_hash: hash } });
    expect((await call('noSuchHash123')).status).toBe(404);
    const closed = await casting({ status: 'closed', closingReason: 'deadline' });
    const refused = await call(closed.publicHash);
    expect(refused.status).toBe(409);
    expect(refused.json['message']).toBe(
      'A project in status closed cannot be joined from its public invite link.',
    );
    const open = await casting();
    const other = await call(open.publicHash, frenchVoice);
    expect(other.status).toBe(422);
    expect(other.json['message']).toBe('This voice actor does not offer the project’s language.');
    expect((await call(open.publicHash, client)).status).toBe(403);
    expect((await call(open.publicHash, null)).status).toBe(401);
  });
});

describe('createProviderFromInvite', () => {
  it('gives a user arriving through an invite a voice actor profile, once; 403 for someone else; 404', async () => {
    const project = await casting();
    const newcomer = await server.user({ roles: ['client'], name: 'Nina Newcomer' });
    const call = (body: Record<string, unknown>, user: TestUser | null = newcomer) =>
      server.call('createProviderFromInvite', { token: user?.token ?? null, body });
    expect((await call({ projectId: project.publicHash, userId: newcomer.id }, otherClient)).status).toBe(
      403,
    );
    expect((await call({ projectId: 'noSuchHash123', userId: newcomer.id })).status).toBe(404);
    expect((await call({ projectId: project.publicHash, userId: newcomer.id }, null)).status).toBe(401);
    const res = await call({ projectId: project.publicHash, userId: newcomer.id });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ user_id: newcomer.id });
    const twice = await call({ projectId: String(project.id), userId: newcomer.id });
    expect(twice.status).toBe(409);
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
