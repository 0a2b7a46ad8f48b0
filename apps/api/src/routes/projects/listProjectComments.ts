// listProjectComments: List the comments on a project's proposals (GET /projects/{id}/comments): what
// its owners wrote on any of its proposals, oldest first, paged. For the owners and admins (403 for
// anyone else), any status.
import type { Handler } from '../../contract/types';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { projectCommentPage } from '../../modules/offers/offerActivity';
import { toComment } from '../../modules/offers/offers';
import { findProject, requireManager } from '../../modules/projects/projectLifecycle';

export const listProjectComments: Handler<'listProjectComments'> = async ({
  viewer,
  params,
  query,
  services,
}) => {
  const project = await findProject(services.db, params.id);
  requireManager(viewer, project);
  const page = pageRequest(query);
  const { rows, total } = await projectCommentPage(services.db, project.row.id, project.ownerIds, page);
  return { status: 200, body: rows.map(toComment), headers: pagingHeaders(page, total) };
};
