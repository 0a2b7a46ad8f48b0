// closeProject: Close a casting (POST /projects/{id}/close). The project machine's close decides
// who may use which reason (client: owners and admins; voice123: admins) on an active casting (409
// otherwise); deadline belongs to the server's clock and is refused here (422). Records
// admin.closed_by and closed_at.
import type { Handler } from '../../contract/types';
import {
  findProject,
  lifecycleColumns,
  machineViewer,
  requireManager,
  runProjectAction,
  unprocessable,
} from '../../domain/projectLifecycle';

export const closeProject: Handler<'closeProject'> = async ({ viewer, params, body, services }) => {
  const now = services.now();
  const project = await findProject(services.db, params.id);
  requireManager(viewer, project);
  if (body.reason === 'deadline')
    throw unprocessable(
      'deadline_reason_reserved',
      'A casting closes with reason deadline only when its deadline passes.',
    );
  return runProjectAction(
    services,
    viewer,
    project,
    { type: 'project.close', reason: body.reason, by: machineViewer(viewer) },
    (next) => ({
      ...lifecycleColumns(project.row, next),
      admin: { ...project.row.admin, closed_by: viewer.user.id, closed_at: now.toISOString() },
      updatedAt: now,
    }),
  );
};
