// Recordings of bookings: the voice actor sends, the client reviews, asks for a revision, accepts or
// rejects; every refused step with its status and words; the mails of the steps that wait on the
// other side; a recording flagged.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { mailsTo } from '../../testing/mail';
import { multipart } from '../../testing/multipart';
import { bookingInProgress, clip, createWithFile, patch, sentRecording } from './deliverables.fixtures';

let server: TestServer;
let client: TestUser;
let voice: TestUser;
let otherVoice: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  client = await server.user({ name: 'Casey Client' });
  voice = await server.user({ provider: true, name: 'Vera Voice' });
  otherVoice = await server.user({ provider: true, name: 'Otto Other' });
  stranger = await server.user({ name: 'Sam Stranger' });
});
afterAll(() => server.dispose());

const project = (id: number) => server.call('getProject', { token: client.token, params: { id } });
const ofProject = (user: TestUser, id: number) =>
  server.call('getProjectDeliverable', { token: user.token, params: { id } });
const accept = (user: TestUser, id: number) =>
  server.call('acceptDeliverable', { token: user.token, params: { id } });
const reject = (user: TestUser, id: number) =>
  server.call('rejectDeliverable', { token: user.token, params: { id } });

describe('a recording from send to acceptance', () => {
  it('is sent, reviewed, revised, sent again and accepted, completing the booking', async () => {
    const booking = await bookingInProgress(server, client, voice);
    const created = await createWithFile(server, voice, booking.id);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      status: 'created',
      is_draft: true,
      invitation_id: booking.invitationId,
    });
    expect(created.json['files']).toEqual([expect.objectContaining({ size: clip.length })]);
    const id = Number(created.json['id']);
    // A draft is its voice actor's alone.
    expect((await ofProject(client, booking.id)).status).toBe(404);
    expect((await ofProject(voice, booking.id)).json['id']).toBe(id);

    const sent = await patch(server, voice, id, { status: 'posted' });
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({
      status: 'posted',
      is_draft: false,
      revisions_allowed: 2,
      revisions_used: 0,
    });
    expect(sent.json['auto_accept_at']).not.toBeNull();
    expect((await mailsTo(server, client.email))[0]).toContain('Vera Voice sent the recording');

    const seen = await ofProject(client, booking.id);
    expect(seen.json['allowed_actions']).toEqual(['review', 'accept', 'request_revision', 'reject', 'flag']);
    expect((await patch(server, client, id, { status: 'reviewed' })).json['status']).toBe('reviewed');

    const noText = await patch(server, client, id, { status: 'revision_requested' });
    expect(noText.status).toBe(422);
    const asked = await patch(server, client, id, {
      status: 'revision_requested',
      revision_request: 'Stress “Brightside” on the first syllable.',
    });
    expect(asked.json).toMatchObject({ status: 'revision_requested', revisions_used: 1 });
    expect((await mailsTo(server, voice.email))[0]).toContain('Stress “Brightside” on the first syllable.');
    // Waiting for the revised recording: nothing to accept.
    const early = await accept(client, id);
    expect(early.status).toBe(409);
    expect(early.json['message']).toBe('This recording cannot change now (it is waiting for a revision).');

    const again = await server.call('updateDeliverable', {
      token: voice.token,
      params: { id },
      payload: multipart({ status: 'posted' }, [
        { field: 'files', filename: 'take-2.mp3', contentType: 'audio/mpeg', content: clip },
      ]),
    });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ status: 'posted', revision_request: null });
    expect(again.json['files']).toHaveLength(1);
    expect(String((again.json['files'] as { url: string }[])[0]?.url)).not.toBe(
      String((created.json['files'] as { url: string }[])[0]?.url),
    );

    const accepted = await accept(client, id);
    expect(accepted.status).toBe(200);
    expect(accepted.json['status']).toBe('accepted');
    expect((await project(booking.id)).json).toMatchObject({
      status: 'completed',
      completion_reason: 'deliverable-accepted',
    });
    expect((await mailsTo(server, voice.email))[0]).toContain('Casey Client accepted your recording');
    const twice = await accept(client, id);
    expect(twice.status).toBe(409);
    expect(twice.json['message']).toBe('This recording was accepted already: the booking is complete.');
  });

  it('is sent as a link, and rejected: the booking completes as rejected', async () => {
    const booking = await bookingInProgress(server, client, voice);
    const bad = await server.call('createDeliverable', {
      token: voice.token,
      payload: multipart({ project_id: booking.id, link: 'not a url' }),
    });
    expect(bad.status).toBe(400);
    const created = await server.call('createDeliverable', {
      token: voice.token,
      payload: multipart({ project_id: booking.id, link: 'https://files.example.com/take-1.wav' }),
    });
    expect(created.status).toBe(201);
    const id = Number(created.json['id']);
    expect((await patch(server, voice, id, { is_draft: false })).json['status']).toBe('posted');
    const rejected = await reject(client, id);
    expect(rejected.json['status']).toBe('rejected');
    expect((await project(booking.id)).json).toMatchObject({
      status: 'completed',
      completion_reason: 'deliverable-rejected',
    });
  });
});

describe('refusals', () => {
  it('a client cannot accept or reject a recording that was not sent', async () => {
    const booking = await bookingInProgress(server, client, voice);
    const id = Number((await createWithFile(server, voice, booking.id)).json['id']);
    expect((await accept(client, id)).status).toBe(404);
    expect((await reject(client, id)).status).toBe(404);
    // Its voice actor, who sees it, hears why nobody can: it is not sent.
    const own = await accept(voice, id);
    expect(own.status).toBe(409);
    expect(own.json['message']).toBe('This recording has not been sent yet.');
  });

  it('a voice actor cannot deliver for another’s booking nor read its recording', async () => {
    const booking = await bookingInProgress(server, client, voice);
    const theirs = await createWithFile(server, otherVoice, booking.id);
    expect(theirs.status).toBe(403);
    expect(theirs.json['message']).toBe(
      'Only the voice actor booked on this project delivers its recording.',
    );
    const id = await sentRecording(server, voice, booking.id);
    const read = await server.call('getDeliverable', { token: otherVoice.token, params: { id } });
    expect(read.status).toBe(403);
    expect((await patch(server, otherVoice, id, { link: 'https://example.com/x.wav' })).status).toBe(403);
    expect((await accept(stranger, id)).status).toBe(403);
    expect((await ofProject(stranger, booking.id)).status).toBe(403);
  });

  it('no revision past the agreed count', async () => {
    const booking = await bookingInProgress(server, client, voice, { revisions: 1 });
    const id = await sentRecording(server, voice, booking.id);
    const ask = () =>
      patch(server, client, id, { status: 'revision_requested', revision_request: 'Slower.' });
    expect((await ask()).json).toMatchObject({ revisions_allowed: 1, revisions_used: 1 });
    await patch(server, voice, id, { link: 'https://files.example.com/take-2.wav', status: 'posted' });
    const past = await ask();
    expect(past.status).toBe(409);
    expect(past.json['message']).toBe('All 1 revisions this booking includes have been asked for already.');
    const read = await server.call('getDeliverable', { token: client.token, params: { id } });
    expect(read.json['allowed_actions']).not.toContain('request_revision');
  });

  it('each side keeps to its own steps', async () => {
    const booking = await bookingInProgress(server, client, voice);
    const id = await sentRecording(server, voice, booking.id);
    const voiceAsks = await patch(server, voice, id, { status: 'revision_requested', revision_request: 'x' });
    expect(voiceAsks.status).toBe(403);
    expect(voiceAsks.json['message']).toBe('Only the booking’s client asks for a revision.');
    const clientSends = await patch(server, client, id, { status: 'posted' });
    expect(clientSends.status).toBe(403);
    const resend = await patch(server, voice, id, { status: 'posted' });
    expect(resend.status).toBe(409);
    expect(resend.json['message']).toBe('This recording cannot be sent now (it is sent).');
    const edit = await patch(server, voice, id, { link: 'https://files.example.com/late.wav' });
    expect(edit.status).toBe(409);
    expect(edit.json['message']).toBe(
      'This recording was sent: it changes again only after a revision request.',
    );
  });

  it('a recording is sent only with a file or a link, once per booking, for a booking in progress', async () => {
    const booking = await bookingInProgress(server, client, voice);
    const empty = await server.call('createDeliverable', {
      token: voice.token,
      payload: multipart({ project_id: booking.id }),
    });
    expect(empty.status).toBe(201);
    const send = await patch(server, voice, Number(empty.json['id']), { status: 'posted' });
    expect(send.status).toBe(422);
    expect(send.json['message']).toBe('A valid file is required.');
    const second = await createWithFile(server, voice, booking.id);
    expect(second.status).toBe(409);
    const waiting = await bookingInProgress(server, client, voice, { status: 'booking-sent' });
    const early = await createWithFile(server, voice, waiting.id);
    expect(early.status).toBe(409);
  });
});

describe('flagging a recording', () => {
  it('the client flags it and can still accept; a report needs a recording the reporter can see', async () => {
    const booking = await bookingInProgress(server, client, voice);
    const id = await sentRecording(server, voice, booking.id);
    const report = (user: TestUser) =>
      server.call('createFlag', {
        token: user.token,
        body: { target: 'deliverable', target_id: id, description: 'Not the script we agreed.' },
      });
    expect((await report(client)).status).toBe(201);
    expect((await report(stranger)).status).toBe(404);
    expect((await patch(server, client, id, { status: 'flagged' })).json['status']).toBe('flagged');
    expect((await accept(client, id)).json['status']).toBe('accepted');
  });
});

describe('mails', () => {
  it('a client who turned booking mails off is not mailed a sent recording; the voice actor still hears of a revision', async () => {
    const quiet = await server.user({ name: 'Quinn Quiet' });
    await server.services.db
      .update(users)
      .set({ prefs: { email_settings: { bookings: false } } })
      .where(eq(users.id, quiet.id));
    const booking = await bookingInProgress(server, quiet, voice);
    const id = await sentRecording(server, voice, booking.id);
    expect(await mailsTo(server, quiet.email)).toEqual([]);
    await patch(server, quiet, id, { status: 'revision_requested', revision_request: 'Brighter, please.' });
    expect((await mailsTo(server, voice.email))[0]).toContain('Brighter, please.');
  });
});

describe('the booking with its recording', () => {
  it('getProject embeds the recording with populate=deliverable, once the client may see it', async () => {
    const booking = await bookingInProgress(server, client, voice);
    const embedded = async (user: TestUser) =>
      (
        await server.call('getProject', {
          token: user.token,
          params: { id: booking.hash },
          query: { populate: 'deliverable' },
        })
      ).json['deliverable'];
    const id = Number((await createWithFile(server, voice, booking.id)).json['id']);
    expect(await embedded(client)).toBeNull();
    expect(await embedded(voice)).toMatchObject({ id, status: 'created' });
    await patch(server, voice, id, { status: 'posted' });
    expect(await embedded(client)).toMatchObject({ id, status: 'posted', revisions_allowed: 2 });
  });
});
