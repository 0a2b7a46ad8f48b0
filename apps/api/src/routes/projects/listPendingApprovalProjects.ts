// listPendingApprovalProjects: List projects awaiting approval (GET /projects/pending_approval,
// designed). The admins' approval queue: every pending_approval project, oldest first, paged, each
// with its admin fields. Admins only (x-roles, checked before the handler).
import type { Handler } from '../../contract/types';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { pendingApprovalPage } from '../../modules/projects/projectLifecycle';
import { loadProjectResources } from '../../modules/projects/projects';

export const listPendingApprovalProjects: Handler<'listPendingApprovalProjects'> = async ({
  viewer,
  query,
  services,
}) => {
  const page = pageRequest(query);
  const { rows, total } = await pendingApprovalPage(services.db, page);
  const body = await loadProjectResources(services.db, rows, viewer, services.config.publicOrigin);
  return { status: 200, body, headers: { ...pagingHeaders(page, total) } };
};
