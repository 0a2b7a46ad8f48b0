// payProjectAdditionalPayment: Pay an additional payment into escrow (POST
// /projects/{id}/additional_payments/{paymentId}/pay, designed). Paid as payProject pays the booking's
// quote (a pm_ id from the processor's script; 3-D Secure answers requires_action; a decline 422 with
// the spec's message), the charge machine deciding on the additional payment's own charge; held with
// the booking's funds (modules/payments/additionalPayments). The caller's Idempotency-Key replays, and
// a pay cut short by a crash after its charge was recorded, retried with its key, answers paid.
import type { Handler } from '../../contract/types';
import { payAdditionalPayment } from '../../modules/payments/additionalPayments';
import { payOnce } from '../../modules/payments/payCall';

export const payProjectAdditionalPayment: Handler<'payProjectAdditionalPayment'> = async ({
  viewer,
  params,
  body,
  request,
  services,
}) =>
  payOnce(
    {
      services,
      viewer,
      request,
      operation: 'payProjectAdditionalPayment',
      identity: { id: params.id, paymentId: params.paymentId, body },
      body,
    },
    (input) => payAdditionalPayment(services, viewer, params.id, params.paymentId, input),
  );
