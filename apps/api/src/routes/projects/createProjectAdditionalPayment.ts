// createProjectAdditionalPayment: Add a payment to a booking (POST /projects/{id}/additional_payments).
// The project machine decides (the owners or an admin; a Secure Payment booking accepted, or completed
// with its recording accepted, whose funds were not released); the entry starts pending, with a charge
// of its own the client pays through payProjectAdditionalPayment (modules/payments/additionalPayments).
// The caller's Idempotency-Key replays the first answer (one payment added).
import type { Handler } from '../../contract/types';
import { addAdditionalPayment } from '../../modules/payments/additionalPayments';
import { idempotencyKeyOf, once } from '../../modules/payments/idempotency';
import { loadProjectResource } from '../../modules/projects/projects';

export const createProjectAdditionalPayment: Handler<'createProjectAdditionalPayment'> = async ({
  viewer,
  params,
  body,
  request,
  services,
}) =>
  once(
    services.db,
    {
      userId: viewer.user.id,
      operation: 'createProjectAdditionalPayment',
      key: idempotencyKeyOf(request.headers),
      request: { id: params.id, body },
    },
    async () => {
      const project = await addAdditionalPayment(services, viewer, params.id, body);
      const resource = await loadProjectResource(
        services.db,
        project.row,
        viewer,
        services.config.publicOrigin,
      );
      return { status: 201 as const, body: resource };
    },
    services.now(),
  );
