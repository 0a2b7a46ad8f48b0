// createProjectQuestion: Ask a question on a project (POST /projects/{id}/qa). A voice actor asks as
// themselves (provider_id must be the caller's, 403 otherwise); the project machine's askQuestion
// decides the status (an active casting, 409 otherwise). The question starts unreviewed (one more in
// stats.pending_questions) and the project's owners are mailed a link to the questions view.
import type { Handler } from '../../contract/types';
import { publishProjectChange } from '../../modules/projects/projectLive';
import { projectQuestions } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { decide, findProject, machineViewer, projectEntity } from '../../modules/projects/projectLifecycle';
import { loadQuestionResources } from '../../modules/questions/projectQuestions';
import { scheduleQaMail } from '../../modules/questions/qaMail';

export const createProjectQuestion: Handler<'createProjectQuestion'> = async ({
  viewer,
  params,
  body,
  services,
}) => {
  const { db } = services;
  const project = await findProject(db, params.id);
  if (viewer.providerId === null || body.provider_id !== viewer.providerId)
    throw forbidden('not_your_provider', 'You can ask questions only as your own voice actor profile.');
  decide(projectEntity(project), { type: 'project.askQuestion', by: machineViewer(viewer) });
  const [row] = await db
    .insert(projectQuestions)
    .values({
      projectId: project.row.id,
      providerId: viewer.providerId,
      message: body.message,
      createdAt: services.now(),
    })
    .returning();
  if (!row) throw new Error('question not stored');
  await scheduleQaMail(services, { kind: 'question', id: row.id });
  const [question] = await loadQuestionResources(db, [row], services.config.publicOrigin);
  if (!question) throw new Error('question not loaded');
  await publishProjectChange(services, project.row.id, 'questions');
  return { status: 201, body: question };
};
