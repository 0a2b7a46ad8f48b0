// listProjectNotes: List a project's notes (GET /projects/{id}/notes), newest first, paged: for the
// project's owners and admins (403 for anyone else, voice actors included), any status.
import type { Handler } from '../../contract/types';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { findProject, requireManager } from '../../modules/projects/projectLifecycle';
import { notePage } from '../../modules/projects/projectNotes';

export const listProjectNotes: Handler<'listProjectNotes'> = async ({ viewer, params, query, services }) => {
  const project = await findProject(services.db, params.id);
  requireManager(viewer, project);
  const page = pageRequest(query);
  const { notes, total } = await notePage(services.db, project.row.id, page, services.config.publicOrigin);
  return { status: 200, body: notes, headers: pagingHeaders(page, total) };
};
