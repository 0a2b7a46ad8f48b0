// Invitations against a real server, the inviting side: a client invites a voice actor (direct or
// booking request), a voice actor takes a public invite link or arrives through an invite. Every
// step is the machines' decision: refused steps answer 409 (or 403 for the wrong party) with their
// message; ownership 401/403/404. The voice actor's inbox and answers: invitations.inbox.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files, mailOutbox, providers, samples } from '../../db/schema';
import type { TestUser } from '../../testing/harness';
import { insertProject } from '../../testing/projects';
import {
  accept,
  casting,
  client,
  colleague,
  create,
  english,
  frenchVoice,
  invitation,
  otherClient,
  otherVoice,
  patch,
  server,
  unread,
  useInvitationsServer,
  voice,
  voiceId,
} from './invitations.fixtures';

useInvitationsServer();

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

  it('mails no invitation to a voice actor who turned invitation mails off; the inbox still has it', async () => {
    const quiet = await server.user({ provider: true });
    // A voice actor the casting's language fits.
    await server.services.db
      .update(providers)
      .set({ languages: [english] })
      .where(eq(providers.id, quiet.providerId ?? 0));
    const off = await server.call('updateUserEmailSettings', {
      token: quiet.token,
      params: { id: quiet.id },
      body: { invitations: false },
    });
    expect(off.status).toBe(200);
    const project = await casting({ name: 'Quiet inbox narration' });
    const before = await unread(quiet);
    const res = await create({ project_id: project.id, provider_id: quiet.providerId });
    expect(res.status).toBe(201);
    expect(await unread(quiet)).toBe(before + 1);
    await server.services.jobs.runDue();
    const mails = await server.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, quiet.email));
    expect(mails.map((m) => m.subject)).toEqual([]);
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
    // Accepted as requested, nothing is left to confirm; the client may still cancel before the recording.
    const cancelled = await patch(id, { status: 'cancelled' }, client);
    expect(invitation(cancelled.body)).toMatchObject({
      status: 'cancelled',
      project: { status: 'completed' },
      completion_reason: 'client',
    });
    const again = await patch(id, { status: 'cancelled' }, client);
    expect(again.status).toBe(409);
    expect(again.json['message']).toBe('A booking in status cancelled cannot be cancelled.');
  });

  it('only the voice actor declines, only the client confirms; a direct invitation cannot go to a booking', async () => {
    const project = await bookingProject();
    const res = await create({ project_id: project.id, provider_id: voiceId(), type: 'booking' });
    const { id } = invitation(res.body);
    const byClient = await patch(id, { status: 'declined', rejection_reason: 'not-available' }, client);
    expect(byClient.status).toBe(403);
    expect(byClient.json['message']).toBe('This booking cannot be declined by you.');
    // Confirming is not a PATCH status any more: changed terms are accepted with acceptProjectTerms.
    const early = await server.call('updateInvitation', {
      token: client.token,
      params: { id },
      body: { status: 'confirmed' },
      unchecked: true,
    });
    expect(early.status).toBe(400);
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
