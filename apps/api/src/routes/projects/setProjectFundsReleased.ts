// setProjectFundsReleased: Mark a project's funds released (POST /projects/{id}/funds_released).
// Finance staff only (admin and finance roles, x-roles); the project machine (completed, funds marked
// ready, finance) and the charge machine (paid and ready) decide; the ledger moves the held payment
// to the voice actor's payable and the platform fee in one transaction (modules/payments/payouts).
// The caller's Idempotency-Key replays the first answer, and a release cut short by a crash,
// retried with its key, answers as it would have and sends the transfer it left.
import type { Handler } from '../../contract/types';
import { idempotencyKeyOf, once } from '../../modules/payments/idempotency';
import { releaseFunds } from '../../modules/payments/payouts';
import { loadProjectResource } from '../../modules/projects/projects';

export const setProjectFundsReleased: Handler<'setProjectFundsReleased'> = async ({
  viewer,
  params,
  request,
  services,
}) =>
  once(
    services.db,
    {
      userId: viewer.user.id,
      operation: 'setProjectFundsReleased',
      key: idempotencyKeyOf(request.headers),
      request: { id: params.id },
    },
    async ({ resumed }) => {
      const project = await releaseFunds(services, viewer, params.id, { resumed });
      const resource = await loadProjectResource(
        services.db,
        project.row,
        viewer,
        services.config.publicOrigin,
      );
      return { status: 200 as const, body: resource };
    },
    services.now(),
  );
