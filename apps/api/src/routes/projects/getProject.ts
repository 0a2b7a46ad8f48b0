// getProject: Get a project (GET /projects/{id}, id or public_hash). A public casting's specs
// (active or closed) are for anyone; drafts, pending and disapproved projects and bookings only
// for their owners, the booked voice actor and admins (403 for others). The resource itself omits
// the owner-only fields for others and carries `admin` for admins only (modules/projects/projects).
// populate=deliverable embeds a booking's recording as its parties may see it (a draft is its voice
// actor's alone).
import type { Handler } from '../../contract/types';
import { forbidden } from '../../http/errors';
import {
  deliverableOfProject,
  deliverableResource,
  findDeliverable,
} from '../../modules/deliverables/deliverables';
import { canSee, findProject } from '../../modules/projects/projectLifecycle';
import { loadProjectResources } from '../../modules/projects/projects';

export const getProject: Handler<'getProject'> = async ({ viewer, params, query, services }) => {
  const { db } = services;
  const project = await findProject(db, params.id);
  if (!canSee(viewer, project))
    throw forbidden('project_not_visible', 'This project is visible only to its owners and admins.');
  const [body] = await loadProjectResources(db, [project.row], viewer, services.config.publicOrigin);
  if (!body) throw new Error('project not loaded');
  const populate = (query.populate ?? '').split(',');
  if (viewer && populate.includes('deliverable') && project.row.type === 'booking') {
    const row = await deliverableOfProject(db, project.row.id);
    const loaded = row ? await findDeliverable(db, row.id, viewer).catch(() => null) : null;
    body.deliverable = loaded
      ? await deliverableResource(db, loaded, viewer, services.config.publicOrigin, services.now())
      : null;
  }
  return { status: 200, body };
};
