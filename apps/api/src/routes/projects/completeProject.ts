// completeProject: Complete a project (POST /projects/{id}/complete). The project machine's complete
// decides whether the reason fits the project's status and the sender (409 otherwise); a casting the
// client completes before any winner decision needs a cancel_reason (422) and ends with
// winner_selected false.
import type { Handler } from '../../contract/types';
import {
  findProject,
  lifecycleColumns,
  machineViewer,
  requireManager,
  runProjectAction,
  unprocessable,
} from '../../domain/projectLifecycle';

export const completeProject: Handler<'completeProject'> = async ({ viewer, params, body, services }) => {
  const now = services.now();
  const project = await findProject(services.db, params.id);
  requireManager(viewer, project);
  const { row: before } = project;
  if (
    body.reason === 'client' &&
    before.type === 'casting' &&
    before.winnerSelected === null &&
    body.cancel_reason === undefined
  )
    throw unprocessable(
      'cancel_reason_required',
      'Tell us why you are completing the casting without a winner.',
    );
  return runProjectAction(
    services,
    viewer,
    project,
    {
      type: 'project.complete',
      reason: body.reason,
      ...(body.cancel_reason !== undefined ? { cancelReason: body.cancel_reason } : {}),
      ...(body.cancel_reason_details !== undefined
        ? { cancelReasonDetails: body.cancel_reason_details }
        : {}),
      by: machineViewer(viewer),
    },
    (next) => ({
      ...lifecycleColumns(before, next),
      cancelReasonDetails: body.cancel_reason_details ?? null,
      updatedAt: now,
    }),
  );
};
