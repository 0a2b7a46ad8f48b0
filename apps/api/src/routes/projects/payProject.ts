// payProject: Pay a Secure Payment booking's quote into escrow (POST /projects/{id}/pay, designed).
// The booking's client pays with a card the processor's script tokenized (no card number here); the
// charge machine decides (pending, an owner; 409 once paid or removed), the processor charges with
// an idempotency key, and the ledger holds the funds (modules/payments/escrow). A card that asks for
// 3-D Secure answers requires_action with the page to authenticate at; a declined card answers 422
// with the spec's message for it. The caller's Idempotency-Key replays the first answer.
import type { Handler } from '../../contract/types';
import { payBooking } from '../../modules/payments/escrow';
import { idempotencyKeyOf, once } from '../../modules/payments/idempotency';
import { loadProjectResources } from '../../modules/projects/projects';

export const payProject: Handler<'payProject'> = async ({ viewer, params, body, request, services }) => {
  const key = idempotencyKeyOf(request.headers);
  return once(
    services.db,
    { userId: viewer.user.id, operation: 'payProject', key, request: { id: params.id, body } },
    async () => {
      const { project, outcome } = await payBooking(services, viewer, params.id, {
        paymentMethodId: body.payment_method_id,
        returnUrl: body.return_url,
        key,
      });
      const [resource] = await loadProjectResources(
        services.db,
        [project.row],
        viewer,
        services.config.publicOrigin,
      );
      if (!resource) throw new Error('project not loaded');
      return {
        status: 200 as const,
        body: {
          status: outcome.status,
          amount: outcome.amount,
          currency: outcome.currency,
          next_action: outcome.status === 'requires_action' ? { redirect_url: outcome.redirectUrl } : null,
          project: resource,
        },
      };
    },
    services.now(),
  );
};
