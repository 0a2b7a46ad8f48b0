// listProjectQuestions: List a project's questions and answers (GET /projects/{id}/qa), oldest
// first, paged. The project's owners and admins see every thread; so does a voice actor who may see
// the project (a public casting's specs). Anyone else gets 403, an unknown project 404.
import type { Handler } from '../../contract/types';
import { forbidden } from '../../http/errors';
import { isAdmin } from '../../auth/viewer';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { canSee, findProject } from '../../modules/projects/projectLifecycle';
import { loadQuestionResources, questionPage } from '../../modules/questions/projectQuestions';

export const listProjectQuestions: Handler<'listProjectQuestions'> = async ({
  viewer,
  params,
  query,
  services,
}) => {
  const { db } = services;
  const project = await findProject(db, params.id);
  const manager = isAdmin(viewer) || project.ownerIds.includes(viewer.user.id);
  const voiceActor = viewer.providerId !== null && canSee(viewer, project);
  if (!manager && !voiceActor)
    throw forbidden(
      'project_not_visible',
      'The questions of this project are visible to its owners and voice actors.',
    );
  const page = pageRequest(query);
  const { rows, total } = await questionPage(db, project.row.id, page);
  const body = await loadQuestionResources(db, rows, services.config.publicOrigin);
  return { status: 200, body, headers: { ...pagingHeaders(page, total) } };
};
