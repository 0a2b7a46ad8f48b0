// createProjectAnswer: Answer a project question (POST /projects/{id}/qa/{questionId}). user_id must
// be the caller (403 otherwise); the project machine's answerQuestion decides who (owners, admins,
// the asker following up) and when (any status but canceled and replaced: 409). An answer by anyone
// but the asker waits for the asker's review (stats.pending_answers); an owner's marks the question
// reviewed (answering it is reviewing it). The other side of the thread is mailed a link to the questions view.
import { eq } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { publishProjectChange } from '../../modules/projects/projectLive';
import { projectAnswers, projectQuestions } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { decide, findProject, machineViewer, projectEntity } from '../../modules/projects/projectLifecycle';
import { askerUserId, findQuestion, loadQuestionResources } from '../../modules/questions/projectQuestions';
import { scheduleQaMail } from '../../modules/questions/qaMail';

export const createProjectAnswer: Handler<'createProjectAnswer'> = async ({
  viewer,
  params,
  body,
  services,
}) => {
  const { db } = services;
  const project = await findProject(db, params.id);
  const question = await findQuestion(db, project.row.id, params.questionId);
  if (body.user_id !== viewer.user.id) throw forbidden('not_your_user', 'You can answer only as yourself.');
  decide(projectEntity(project), {
    type: 'project.answerQuestion',
    askerProviderId: question.providerId,
    by: machineViewer(viewer),
  });
  const byAsker = (await askerUserId(db, question.providerId)) === viewer.user.id;
  const [answer] = await db
    .insert(projectAnswers)
    .values({
      questionId: question.id,
      userId: viewer.user.id,
      message: body.message,
      reviewed: byAsker,
      createdAt: services.now(),
    })
    .returning();
  if (!answer) throw new Error('answer not stored');
  let row = question;
  // An owner's answer is their review of the question; an admin's leaves it new for the client.
  if (project.ownerIds.includes(viewer.user.id) && !question.reviewed) {
    const [updated] = await db
      .update(projectQuestions)
      .set({ reviewed: true })
      .where(eq(projectQuestions.id, question.id))
      .returning();
    row = updated ?? question;
  }
  await scheduleQaMail(services, { kind: 'answer', id: answer.id });
  const [thread] = await loadQuestionResources(db, [row], services.config.publicOrigin);
  if (!thread) throw new Error('question not loaded');
  // The owners' Q&A counters and the asker's thread move.
  await publishProjectChange(services, project.row.id, 'questions', [question.providerId]);
  return { status: 201, body: thread };
};
