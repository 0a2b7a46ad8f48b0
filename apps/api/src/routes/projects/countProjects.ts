// countProjects: Count projects (GET /projects/count). The projects the caller owns, in total and
// per status, filtered by type and statuses; an admin may count another user's (user_id).
import type { Handler } from '../../contract/types';
import { isAdmin } from '../../auth/viewer';
import { forbidden } from '../../http/errors';
import { countOwnedProjects } from '../../modules/projects/projectCounts';

export const countProjects: Handler<'countProjects'> = async ({ viewer, query, services }) => {
  const userId = query.user_id ?? viewer.user.id;
  if (userId !== viewer.user.id && !isAdmin(viewer))
    throw forbidden('project_count_forbidden', "Only an admin may count another user's projects.");
  const body = await countOwnedProjects(services.db, userId, { type: query.type, statuses: query.status });
  return { status: 200, body };
};
