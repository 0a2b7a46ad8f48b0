// payProjectAdditionalPayment: Pay an additional payment into escrow (POST
// /projects/{id}/additional_payments/{paymentId}/pay, designed). Paid as payProject pays the booking's
// quote (a pm_ id from the processor's script; 3-D Secure answers requires_action; a decline 422 with
// the spec's message), the charge machine deciding on the additional payment's own charge; held with
// the booking's funds (modules/payments/additionalPayments). The caller's Idempotency-Key replays.
import type { Handler } from '../../contract/types';
import { payAdditionalPayment } from '../../modules/payments/additionalPayments';
import { idempotencyKeyOf, once } from '../../modules/payments/idempotency';
import { loadProjectResources } from '../../modules/projects/projects';

export const payProjectAdditionalPayment: Handler<'payProjectAdditionalPayment'> = async ({
  viewer,
  params,
  body,
  request,
  services,
}) => {
  const key = idempotencyKeyOf(request.headers);
  return once(
    services.db,
    {
      userId: viewer.user.id,
      operation: 'payProjectAdditionalPayment',
      key,
      request: { id: params.id, paymentId: params.paymentId, body },
    },
    async () => {
      const { project, outcome } = await payAdditionalPayment(services, viewer, params.id, params.paymentId, {
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
