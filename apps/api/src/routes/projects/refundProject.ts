// refundProject: Refund a project's held payment to the client (POST /projects/{id}/refund,
// designed). Finance staff only (admin and finance roles, x-roles); the charge machine decides
// (paid; 409 otherwise); the processor refunds in full with a key of its own and the ledger records
// it once (modules/payments/payouts). The caller's Idempotency-Key replays the first answer.
import type { Handler } from '../../contract/types';
import { idempotencyKeyOf, once } from '../../modules/payments/idempotency';
import { refundCharge } from '../../modules/payments/payouts';
import { loadProjectResource } from '../../modules/projects/projects';

export const refundProject: Handler<'refundProject'> = async ({ viewer, params, body, request, services }) =>
  once(
    services.db,
    {
      userId: viewer.user.id,
      operation: 'refundProject',
      key: idempotencyKeyOf(request.headers),
      request: { id: params.id, body },
    },
    async () => {
      const project = await refundCharge(services, viewer, params.id, {
        reason: body.reason,
        details: body.details,
      });
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
