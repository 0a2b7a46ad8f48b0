// closeProject: Close a casting (POST /projects/{id}/close). The project machine's close decides
// who may use which reason (client: owners and admins; voice123: admins) on an active casting (409
// otherwise); deadline belongs to the server's clock and is refused here (422). Records
// admin.closed_by and closed_at.
import type { Handler } from '../../contract/types';
import { lifecycleColumns, runProjectAction } from '../../modules/projects/projectLifecycle';
import { unprocessable } from '../../http/errors';

export const closeProject: Handler<'closeProject'> = (request) => {
  const { viewer, body } = request;
  return runProjectAction(request, {
    check: () => {
      if (body.reason === 'deadline')
        throw unprocessable(
          'deadline_reason_reserved',
          'A casting closes with reason deadline only when its deadline passes.',
        );
    },
    event: (by) => ({ type: 'project.close', reason: body.reason, by }),
    changes: (next, before, now) => ({
      ...lifecycleColumns(before, next),
      admin: { ...before.admin, closed_by: viewer.user.id, closed_at: now.toISOString() },
      updatedAt: now,
    }),
  });
};
