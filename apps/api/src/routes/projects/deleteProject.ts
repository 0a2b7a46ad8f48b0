// deleteProject: Delete a project (DELETE /projects/{id}). Owners before it is live (draft,
// pending_approval, disapproved), admins in any status: the project machine's delete decides (409
// for an owner once the project is active or later).
import { eq } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { projects } from '../../db/schema';
import {
  decide,
  findProject,
  machineViewer,
  projectEntity,
  requireManager,
} from '../../modules/projects/projectLifecycle';

export const deleteProject: Handler<'deleteProject'> = async ({ viewer, params, services }) => {
  const project = await findProject(services.db, params.id);
  requireManager(viewer, project);
  // The document answers an owner 409 once the project is live (close or complete it instead).
  decide(projectEntity(project), { type: 'project.delete', by: machineViewer(viewer) }, { forbidden: false });
  await services.db.delete(projects).where(eq(projects.id, project.row.id));
  return { status: 204 };
};
