// The project's Q&A against a real server: a voice actor asks on an active casting, the owners are
// mailed and see it pending, answer it (the asker is mailed and sees the answer pending), mark
// questions and answers reviewed; authors and admins delete. Asking and answering are the project
// machine's decisions (409 outside the statuses it allows); ownership answers 401/403/404; ids of
// another project 422.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, projects } from '../../db/schema';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { insertProject } from '../../testing/projects';

let server: TestServer;
let admin: TestUser;
let client: TestUser;
let colleague: TestUser;
let voice: TestUser;
let otherVoice: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.user({ roles: ['admin'], name: 'Ada Admin' });
  client = await server.user({ roles: ['client'], name: 'Morgan Client' });
  colleague = await server.user({ roles: ['client'], name: 'Sam Colleague' });
  voice = await server.user({ provider: true, name: 'Vera Voice' });
  otherVoice = await server.user({ provider: true, name: 'Otto Other' });
});
afterAll(() => server.dispose());

type Answer = { id: number; user_id: number; message: string; reviewed: boolean };
type Question = {
  id: number;
  provider_id: number;
  provider?: { user: { name: string } };
  message: string;
  reviewed: boolean;
  answers: Answer[];
};
const question = (body: unknown) => body as Question;
const stats = (body: unknown) =>
  (body as { stats?: { pending_questions: number; pending_answers: number } }).stats;

const casting = (status = 'active') =>
  insertProject(server.services.db, {
    owners: [client.id, colleague.id],
    status,
    name: `Audiobook narrator, ${status}`,
  });

const ask = (projectId: number | string, user: TestUser = voice, message = 'Is a British accent fine?') =>
  server.call('createProjectQuestion', {
    token: user.token,
    params: { id: projectId },
    body: { provider_id: user.providerId ?? 0, message },
  });

const answer = (projectId: number, questionId: number, user: TestUser, message = 'Yes, British is fine.') =>
  server.call('createProjectAnswer', {
    token: user.token,
    params: { id: projectId, questionId },
    body: { user_id: user.id, message },
  });

const projectStats = async (projectId: number) =>
  stats((await server.call('getProject', { token: client.token, params: { id: projectId } })).body);

const mailsTo = (email: string) =>
  server.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(asc(mailOutbox.id));

describe('the Q&A thread', () => {
  it('a voice actor asks, the owners are mailed and answer, the asker is mailed and reviews', async () => {
    const project = await casting();
    const asked = await ask(project.publicHash);
    expect(asked.status).toBe(201);
    const q = question(asked.body);
    expect(q).toMatchObject({ provider_id: voice.providerId, reviewed: false, answers: [] });
    expect(q.provider?.user.name).toBe('Vera Voice');
    expect(await projectStats(project.id)).toMatchObject({ pending_questions: 1, pending_answers: 0 });

    await server.services.jobs.runDue();
    for (const owner of [client, colleague]) {
      const [mail] = await mailsTo(owner.email);
      expect(mail?.subject).toBe(`New question on "${project.name}"`);
      expect(mail?.text).toContain('Is a British accent fine?');
      expect(mail?.text).toContain(`/projects/${project.publicHash}/questions`);
    }

    // Everyone on the thread reads it: the owners, admins, any voice actor who may see the casting.
    for (const user of [client, admin, otherVoice]) {
      const list = await server.call('listProjectQuestions', {
        token: user.token,
        params: { id: project.id },
      });
      expect(list.status).toBe(200);
      expect(list.headers['total-rows']).toBe('1');
      expect((list.body as Question[]).map((x) => x.message)).toEqual(['Is a British accent fine?']);
    }

    const answered = await answer(project.id, q.id, colleague);
    expect(answered.status).toBe(201);
    const thread = question(answered.body);
    // Answering is reviewing: the question no longer waits for the owners, the answer for the asker.
    expect(thread.reviewed).toBe(true);
    expect(thread.answers).toMatchObject([
      { user_id: colleague.id, message: 'Yes, British is fine.', reviewed: false },
    ]);
    expect(await projectStats(project.id)).toMatchObject({ pending_questions: 0, pending_answers: 1 });
    await server.services.jobs.runDue();
    const [toVoice] = await mailsTo(voice.email);
    expect(toVoice?.subject).toBe(`New answer on "${project.name}"`);
    expect(toVoice?.text).toContain(`/projects/${project.publicHash}/questions`);

    // The asker follows up (already reviewed: their own), then reviews the owner's answer.
    const followUp = await answer(project.id, q.id, voice, 'Thanks! Should I slate the file name?');
    expect(question(followUp.body).answers.map((a) => a.reviewed)).toEqual([false, true]);
    const answerId = thread.answers[0]?.id ?? 0;
    const reviewed = await server.call('setProjectAnswersAsReviewed', {
      token: voice.token,
      body: { project_id: project.id, answer_ids: [answerId] },
    });
    expect(reviewed.status).toBe(200);
    expect(await projectStats(project.id)).toMatchObject({ pending_questions: 0, pending_answers: 0 });
  });

  it('mails no owner who turned project updates off; the others are mailed as before', async () => {
    const quietOwner = await server.user({ roles: ['client'], name: 'Quinn Quiet' });
    await server.call('updateUserEmailSettings', {
      token: quietOwner.token,
      params: { id: quietOwner.id },
      body: { project_updates: false },
    });
    const project = await insertProject(server.services.db, {
      owners: [client.id, quietOwner.id],
      name: 'Documentary narrator, quiet co-owner',
    });
    expect((await ask(project.publicHash)).status).toBe(201);
    await server.services.jobs.runDue();
    expect((await mailsTo(quietOwner.email)).map((mail) => mail.subject)).toEqual([]);
    expect((await mailsTo(client.email)).map((mail) => mail.subject)).toContain(
      `New question on "${project.name}"`,
    );
  });

  it('owners mark questions reviewed; ids of another project 422, unknown ones 404', async () => {
    const project = await casting();
    const other = await casting();
    const first = question((await ask(project.id)).body);
    const second = question((await ask(project.id, otherVoice, 'Do you need pickups?')).body);
    const elsewhere = question((await ask(other.id)).body);
    const mark = (ids: number[], user: TestUser = client) =>
      server.call('setProjectQuestionsAsReviewed', {
        token: user.token,
        body: { project_id: project.id, question_ids: ids },
      });
    expect((await mark([first.id], voice)).status).toBe(403);
    expect((await mark([first.id, elsewhere.id])).status).toBe(422);
    expect((await mark([first.id, 999_999])).status).toBe(404);
    expect(await projectStats(project.id)).toMatchObject({ pending_questions: 2 });
    expect((await mark([first.id])).status).toBe(200);
    expect((await mark([first.id, second.id])).status).toBe(200);
    expect(await projectStats(project.id)).toMatchObject({ pending_questions: 0 });

    const markAnswers = (ids: number[], user: TestUser) =>
      server.call('setProjectAnswersAsReviewed', {
        token: user.token,
        body: { project_id: project.id, answer_ids: ids },
      });
    const mine = question((await answer(project.id, first.id, client)).body).answers[0]?.id ?? 0;
    const theirs = question((await answer(other.id, elsewhere.id, client)).body).answers[0]?.id ?? 0;
    expect((await markAnswers([mine], otherVoice)).status).toBe(403);
    expect((await markAnswers([mine, theirs], voice)).status).toBe(422);
    expect((await markAnswers([999_999], voice)).status).toBe(404);
  });
});

describe('who may ask and answer, and when (the project machine)', () => {
  it('asking needs an active casting (409) and the caller’s own provider id (403)', async () => {
    const active = await casting();
    expect((await ask(active.id, client)).status).toBe(403);
    const asOther = await server.call('createProjectQuestion', {
      token: voice.token,
      params: { id: active.id },
      body: { provider_id: otherVoice.providerId ?? 0, message: 'Hello?' },
    });
    expect(asOther.status).toBe(403);
    const closed = await casting('closed');
    const refused = await ask(closed.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'A project in status closed cannot be asked questions.' });
    expect((await ask(999_999)).status).toBe(404);
    const anonymous = await server.call('createProjectQuestion', {
      token: null,
      params: { id: active.id },
      body: { provider_id: voice.providerId ?? 0, message: 'Hi' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('a stranger neither answers (403) nor reads (403); a canceled project takes no answer (409)', async () => {
    const project = await casting();
    const q = question((await ask(project.id)).body);
    expect((await answer(project.id, q.id, otherVoice)).status).toBe(403);
    const asSomeoneElse = await server.call('createProjectAnswer', {
      token: client.token,
      params: { id: project.id, questionId: q.id },
      body: { user_id: colleague.id, message: 'Hi' },
    });
    expect(asSomeoneElse.status).toBe(403);
    expect((await answer(project.id, 999_999, client)).status).toBe(404);
    const stranger = await server.user({ roles: ['client'] });
    const hidden = await insertProject(server.services.db, {
      owners: [client.id],
      status: 'pending_approval',
    });
    expect(
      (await server.call('listProjectQuestions', { token: stranger.token, params: { id: project.id } }))
        .status,
    ).toBe(403);
    expect(
      (await server.call('listProjectQuestions', { token: voice.token, params: { id: hidden.id } })).status,
    ).toBe(403);

    const { db } = server.services;
    await db.update(projects).set({ status: 'canceled' }).where(eq(projects.id, project.id));
    const late = await answer(project.id, q.id, client);
    expect(late.status).toBe(409);
  });
});

describe('deleting', () => {
  it('the asker, owners and admins delete a question; an answer only its author and admins', async () => {
    const project = await casting();
    const q = question((await ask(project.id)).body);
    const a = question((await answer(project.id, q.id, client)).body).answers[0]?.id ?? 0;
    const removeAnswer = (user: TestUser, questionId = q.id) =>
      server.call('deleteProjectAnswer', {
        token: user.token,
        params: { id: project.id, questionId, answerId: a },
      });
    expect((await removeAnswer(voice)).status).toBe(403);
    expect((await removeAnswer(colleague)).status).toBe(403);
    expect((await removeAnswer(client)).status).toBe(204);
    expect((await removeAnswer(client)).status).toBe(404);

    const removeQuestion = (user: TestUser, questionId = q.id) =>
      server.call('deleteProjectQuestion', { token: user.token, params: { id: project.id, questionId } });
    expect((await removeQuestion(otherVoice)).status).toBe(403);
    expect(await projectStats(project.id)).toMatchObject({ pending_questions: 0 });
    const second = question((await ask(project.id, otherVoice, 'Any reference track?')).body);
    expect(await projectStats(project.id)).toMatchObject({ pending_questions: 1 });
    expect((await removeQuestion(otherVoice, second.id)).status).toBe(204);
    expect(await projectStats(project.id)).toMatchObject({ pending_questions: 0 });
    expect((await removeQuestion(admin)).status).toBe(204);
    expect((await removeQuestion(voice)).status).toBe(404);
  });
});
