// getProject: Get a project (GET /projects/{id}, id or public_hash). A public casting's specs
// (active or closed) are for anyone; drafts, pending and disapproved projects and bookings only
// for their owners, the booked voice actor and admins (403 for others). The resource itself omits
// the owner-only fields for others and carries `admin` for admins only (modules/projects/projects).
import type { Handler } from '../../contract/types';
import { forbidden } from '../../http/errors';
import { canSee, findProject } from '../../modules/projects/projectLifecycle';
import { loadProjectResources } from '../../modules/projects/projects';

export const getProject: Handler<'getProject'> = async ({ viewer, params, services }) => {
  const project = await findProject(services.db, params.id);
  if (!canSee(viewer, project))
    throw forbidden('project_not_visible', 'This project is visible only to its owners and admins.');
  const [body] = await loadProjectResources(services.db, [project.row], viewer, services.config.publicOrigin);
  if (!body) throw new Error('project not loaded');
  return { status: 200, body };
};
