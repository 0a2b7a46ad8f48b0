// completeProject: Complete a project (POST /projects/{id}/complete). The project machine's complete
// decides whether the reason fits the project's status and the sender (409 otherwise); a casting the
// client completes before any winner decision needs a cancel_reason (422) and ends with
// winner_selected false.
import type { Handler } from '../../contract/types';
import { lifecycleColumns, runProjectAction } from '../../modules/projects/projectLifecycle';
import { unprocessable } from '../../http/errors';

export const completeProject: Handler<'completeProject'> = (request) => {
  const { body } = request;
  return runProjectAction(request, {
    check: (before) => {
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
    },
    event: (by) => ({
      type: 'project.complete',
      reason: body.reason,
      ...(body.cancel_reason !== undefined ? { cancelReason: body.cancel_reason } : {}),
      ...(body.cancel_reason_details !== undefined
        ? { cancelReasonDetails: body.cancel_reason_details }
        : {}),
      by,
    }),
    changes: (next, before, now) => ({
      ...lifecycleColumns(before, next),
      cancelReasonDetails: body.cancel_reason_details ?? null,
      updatedAt: now,
    }),
  });
};
