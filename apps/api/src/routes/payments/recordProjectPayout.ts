// recordProjectPayout: Record a payout made to the voice actor outside the product (POST
// /projects/{id}/payout, designed). Finance staff only (admin and finance roles); 409 when nothing is
// owed on the booking, 422 when the method is not the voice actor's current one; the ledger's payout
// entry takes exactly what is owed, once, and the actions log says who (modules/payments/manualPayouts).
// The caller's Idempotency-Key replays the first answer.
import type { Handler } from '../../contract/types';
import { idempotencyKeyOf, once } from '../../modules/payments/idempotency';
import { recordPayout } from '../../modules/payments/manualPayouts';

export const recordProjectPayout: Handler<'recordProjectPayout'> = async ({
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
      operation: 'recordProjectPayout',
      key: idempotencyKeyOf(request.headers),
      request: { id: params.id, body },
    },
    async () => ({
      status: 200 as const,
      body: await recordPayout(services, viewer, params.id, {
        method: body.method,
        reference: body.reference.trim(),
      }),
    }),
    services.now(),
  );
