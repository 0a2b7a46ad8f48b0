// deleteProjectQuestion: Delete a project question (DELETE /projects/{id}/qa/{questionId}) with its
// answers. The voice actor who asked it, the project's owners and admins, in any status (403 for
// anyone else, 404 for an unknown question). An unreviewed question stops counting in
// stats.pending_questions with it.
import { eq } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { isAdmin } from '../../auth/viewer';
import { projectQuestions } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { findProject } from '../../modules/projects/projectLifecycle';
import { findQuestion } from '../../modules/questions/projectQuestions';

export const deleteProjectQuestion: Handler<'deleteProjectQuestion'> = async ({
  viewer,
  params,
  services,
}) => {
  const { db } = services;
  const project = await findProject(db, params.id);
  const question = await findQuestion(db, project.row.id, params.questionId);
  const allowed =
    isAdmin(viewer) ||
    project.ownerIds.includes(viewer.user.id) ||
    (viewer.providerId !== null && viewer.providerId === question.providerId);
  if (!allowed)
    throw forbidden(
      'not_question_author',
      'Only the voice actor who asked, the project’s owners and admins may delete this question.',
    );
  await db.delete(projectQuestions).where(eq(projectQuestions.id, question.id));
  return { status: 204 };
};
