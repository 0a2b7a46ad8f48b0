// The auto-acceptance of a sent recording at its auto_accept_at: a job on the queue, which a
// restart of the server neither loses nor repeats, and which leaves alone a recording the client
// decided on or one sent again since.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliverables, mailOutbox, projects } from '../../db/schema';
import { runAutoAccept } from '../../modules/deliverables/deliverableJobs';
import { startSession } from '../../auth/sessions';
import { createServer } from '../../server';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { mailsTo } from '../../testing/mail';
import { bookingInProgress, patch, sentRecording } from './deliverables.fixtures';

let server: TestServer;
let client: TestUser;
let voice: TestUser;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.dispose());
// Sessions expire as the clock moves a week: each test signs its people in afresh, and reads what
// they would see once time has passed straight from the tables.
beforeEach(async () => {
  client = await server.user({ name: 'Casey Client' });
  voice = await server.user({ provider: true, name: 'Vera Voice' });
});

const stored = async (id: number) => {
  const [row] = await server.services.db.select().from(deliverables).where(eq(deliverables.id, id));
  if (!row) throw new Error('no recording');
  return { status: row.status, auto_accept_at: row.autoAcceptAt?.toISOString() ?? null };
};
const read = async (id: number) => ({ json: await stored(id) });
const project = async (id: number) => {
  const [row] = await server.services.db.select().from(projects).where(eq(projects.id, id));
  return { json: { status: row?.status, completion_reason: row?.completionReason } };
};
const untilDue = async (id: number) => {
  const at = String((await read(id)).json['auto_accept_at']);
  return new Date(at).getTime() - server.clock.now.getTime();
};
const autoMails = async () =>
  (await mailsTo(server, voice.email)).filter((text) => text.includes('accepted automatically'));

describe('auto-acceptance', () => {
  it('leaves alone a recording the client decided on before its deadline', async () => {
    const booking = await bookingInProgress(server, client, voice);
    const id = await sentRecording(server, voice, booking.id);
    const due = await untilDue(id);
    await server.call('rejectDeliverable', { token: client.token, params: { id } });
    await server.advanceTime(due + 1000);
    await server.services.jobs.runDue();
    expect((await read(id)).json['status']).toBe('rejected');
    expect((await project(booking.id)).json['completion_reason']).toBe('deliverable-rejected');
    expect(await autoMails()).toHaveLength(0);
  });

  it('leaves alone the recording of a booking that is no longer in progress', async () => {
    const booking = await bookingInProgress(server, client, voice);
    const id = await sentRecording(server, voice, booking.id);
    const due = await untilDue(id);
    await server.services.db.update(projects).set({ status: 'canceled' }).where(eq(projects.id, booking.id));
    await server.advanceTime(due + 1000);
    await server.services.jobs.runDue();
    expect((await read(id)).json['status']).toBe('posted');
    expect(await autoMails()).toHaveLength(0);
  });

  // Last: the first server's queue stays stopped.
  it('accepts a second delivery when its deadline passes, once, across a restart', async () => {
    const booking = await bookingInProgress(server, client, voice);
    const id = await sentRecording(server, voice, booking.id);
    await patch(server, client, id, { status: 'revision_requested', revision_request: 'Warmer, please.' });
    // The first delivery's deadline passes while the revision is awaited: nothing is accepted.
    await server.advanceTime((await untilDue(id)) + 1000);
    await server.services.jobs.runDue();
    expect((await read(id)).json['status']).toBe('revision_requested');
    voice = { ...voice, token: (await startSession(server.services, voice.id)).accessToken };
    const second = await patch(server, voice, id, {
      link: 'https://files.example.com/take-2.wav',
      status: 'posted',
    });
    expect(second.json['status']).toBe('posted');
    const due = await untilDue(id);
    expect(due).toBeGreaterThan(0);
    await server.services.jobs.stop();

    const restarted = await createServer({
      config: server.services.config,
      database: server.database,
      now: () => server.clock.now,
      pollJobs: false,
    });
    try {
      // Not yet due: the send's mail goes, the recording waits.
      await restarted.services.jobs.runDue();
      expect((await read(id)).json['status']).toBe('posted');
      await server.advanceTime(due + 1000);
      expect(await restarted.services.jobs.runDue()).toBeGreaterThanOrEqual(1);
      expect((await read(id)).json['status']).toBe('accepted');
      expect((await project(booking.id)).json).toMatchObject({
        status: 'completed',
        completion_reason: 'deliverable-accepted',
      });
      // Run again (a retry, or the first server coming back): nothing is accepted or mailed twice.
      await restarted.services.jobs.runDue();
      const autoAcceptAt = String((await read(id)).json['auto_accept_at']);
      await runAutoAccept(restarted.services, { deliverableId: id, autoAcceptAt });
      await restarted.services.jobs.runDue();
      const mails = await server.services.db
        .select({ text: mailOutbox.text })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, voice.email));
      expect(mails.filter((m) => m.text.includes('accepted automatically'))).toHaveLength(1);
    } finally {
      await restarted.services.jobs.stop();
    }
  });
});
