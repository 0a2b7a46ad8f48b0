// extendProject: Extend a project's deadline (POST /projects/{id}/extend). The project machine's
// extend decides (an active casting, or one closed at its deadline with no winner decision, which
// reopens); the new deadline must be later than the current one and than now (422). Records
// admin.extended_at.
import { eq } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { projects } from '../../db/schema';
import {
  checkDeadline,
  decide,
  findProject,
  lifecycleColumns,
  machineViewer,
  projectEntity,
  requireManager,
  unprocessable,
} from '../../domain/projectLifecycle';
import { loadProjectResources } from '../../domain/projects';

export const extendProject: Handler<'extendProject'> = async ({ viewer, params, body, services }) => {
  const { db } = services;
  const now = services.now();
  const project = await findProject(db, params.id);
  requireManager(viewer, project);
  const next = decide(projectEntity(project), { type: 'project.extend', by: machineViewer(viewer) });
  const deadline = checkDeadline(body.deadline, now) ?? now;
  const current = project.row.deadline;
  if (current && deadline.getTime() <= current.getTime())
    throw unprocessable('deadline_not_later', 'The new deadline must be later than the current one.');
  const [row] = await db
    .update(projects)
    .set({
      ...lifecycleColumns(project.row, next),
      deadline,
      admin: { ...project.row.admin, extended_at: now.toISOString() },
      updatedAt: now,
    })
    .where(eq(projects.id, project.row.id))
    .returning();
  if (!row) throw new Error('project not stored');
  const [resource] = await loadProjectResources(db, [row], viewer, services.config.publicOrigin);
  if (!resource) throw new Error('project not loaded');
  return { status: 200, body: resource };
};
