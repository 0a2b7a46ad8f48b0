// setProjectQuestionsAsReviewed: Mark project questions as reviewed (POST /qa/set_questions_as_reviewed).
// The project's owners and admins (403 otherwise); 404 when the project or a question is unknown, 422
// when a question belongs to another project. Already reviewed ones are left as they are; the
// project's stats.pending_questions drops by the others.
import type { Handler } from '../../contract/types';
import { notFound, unprocessable } from '../../http/errors';
import { findProject, requireManager } from '../../modules/projects/projectLifecycle';
import { markQuestionsReviewed } from '../../modules/questions/projectQuestions';

export const setProjectQuestionsAsReviewed: Handler<'setProjectQuestionsAsReviewed'> = async ({
  viewer,
  body,
  services,
}) => {
  const project = await findProject(services.db, String(body.project_id));
  requireManager(viewer, project);
  const { unknown, elsewhere } = await markQuestionsReviewed(services.db, project.row.id, body.question_ids);
  if (unknown.length > 0) throw notFound('question_not_found', 'Question not found.');
  if (elsewhere.length > 0)
    throw unprocessable('question_of_another_project', 'A question belongs to another project.');
  return { status: 200, body: { ok: true } };
};
