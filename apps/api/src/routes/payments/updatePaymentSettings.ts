// updatePaymentSettings: Change a voice actor's payout method (PATCH /payment_settings/{providerId}).
// Only the voice actor whose settings they are (an admin acting as them); the method's own details
// are kept, the others cleared; bank account numbers stored encrypted, answered masked.
import type { Handler } from '../../contract/types';
import { updatePaymentSettings as saveSettings } from '../../modules/payments/paymentSettings';

export const updatePaymentSettings: Handler<'updatePaymentSettings'> = async ({
  viewer,
  params,
  body,
  services,
}) => ({
  status: 200 as const,
  body: await saveSettings(services, viewer, params.providerId, body),
});
