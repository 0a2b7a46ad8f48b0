// payProject: Pay a Secure Payment booking's quote into escrow (POST /projects/{id}/pay, designed).
// The booking's client pays with a card the processor's script tokenized (no card number here); the
// charge machine decides (pending, an owner; 409 once paid or removed), the processor charges with
// an idempotency key, and the ledger holds the funds (modules/payments/escrow). A card that asks for
// 3-D Secure answers requires_action with the page to authenticate at; a declined card answers 422
// with the spec's message for it. The caller's Idempotency-Key replays the first answer, and a pay
// cut short by a crash after its charge was recorded, retried with its key, answers paid.
import type { Handler } from '../../contract/types';
import { payBooking } from '../../modules/payments/escrow';
import { payOnce } from '../../modules/payments/payCall';

export const payProject: Handler<'payProject'> = async ({ viewer, params, body, request, services }) =>
  payOnce(
    { services, viewer, request, operation: 'payProject', identity: { id: params.id, body }, body },
    (input) => payBooking(services, viewer, params.id, input),
  );
