// deleteProjectAnswer: Delete a project answer (DELETE /projects/{id}/qa/{questionId}/answers/{answerId},
// designed: the spec names the DELETE only). The answer's author and admins, in any status (403 for
// anyone else, 404 when the answer is not in that question of that project).
import { and, eq } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { isAdmin } from '../../auth/viewer';
import { projectAnswers } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { findProject } from '../../modules/projects/projectLifecycle';
import { findQuestion } from '../../modules/questions/projectQuestions';

export const deleteProjectAnswer: Handler<'deleteProjectAnswer'> = async ({ viewer, params, services }) => {
  const { db } = services;
  const project = await findProject(db, params.id);
  const question = await findQuestion(db, project.row.id, params.questionId);
  const [answer] = await db
    .select({ id: projectAnswers.id, userId: projectAnswers.userId })
    .from(projectAnswers)
    .where(and(eq(projectAnswers.id, params.answerId), eq(projectAnswers.questionId, question.id)));
  if (!answer) throw notFound('answer_not_found', 'Answer not found.');
  if (!isAdmin(viewer) && answer.userId !== viewer.user.id)
    throw forbidden('not_answer_author', 'Only the answer’s author and admins may delete this answer.');
  await db.delete(projectAnswers).where(eq(projectAnswers.id, answer.id));
  return { status: 204 };
};
