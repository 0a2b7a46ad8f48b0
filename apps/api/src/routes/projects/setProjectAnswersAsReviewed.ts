// setProjectAnswersAsReviewed: Mark project answers as reviewed (POST /qa/set_answers_as_reviewed).
// The voice actor who asked the answered questions, and admins (403 otherwise); 404 when the project
// or an answer is unknown, 422 when an answer belongs to another project. The project's
// stats.pending_answers drops by the answers not reviewed before.
import type { Handler } from '../../contract/types';
import { isAdmin } from '../../auth/viewer';
import { forbidden, notFound, unprocessable } from '../../http/errors';
import { findProject } from '../../modules/projects/projectLifecycle';
import {
  answersWithQuestions,
  classify,
  markAnswersReviewed,
} from '../../modules/questions/projectQuestions';

export const setProjectAnswersAsReviewed: Handler<'setProjectAnswersAsReviewed'> = async ({
  viewer,
  body,
  services,
}) => {
  const { db } = services;
  const project = await findProject(db, String(body.project_id));
  const found = await answersWithQuestions(db, body.answer_ids);
  const { unknown, elsewhere } = classify(body.answer_ids, found, project.row.id);
  if (unknown.length > 0) throw notFound('answer_not_found', 'Answer not found.');
  if (elsewhere.length > 0)
    throw unprocessable('answer_of_another_project', 'An answer belongs to another project.');
  if (!isAdmin(viewer) && found.some((a) => a.providerId !== viewer.providerId))
    throw forbidden(
      'not_question_author',
      'Only the voice actor who asked may mark these answers as reviewed.',
    );
  await markAnswersReviewed(db, body.answer_ids);
  return { status: 200, body: { ok: true } };
};
