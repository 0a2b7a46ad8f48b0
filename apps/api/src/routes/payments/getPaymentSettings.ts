// getPaymentSettings: Get a voice actor's payout settings (GET /payment_settings/{providerId}). The
// voice actor reads their own; an admin reads any provider's (the /payment_settings/{provider_id}
// admin view); anyone else 403, an unknown provider 404 (modules/payments/paymentSettings).
import type { Handler } from '../../contract/types';
import { getPaymentSettings as readSettings } from '../../modules/payments/paymentSettings';

export const getPaymentSettings: Handler<'getPaymentSettings'> = async ({ viewer, params, services }) => ({
  status: 200 as const,
  body: await readSettings(services, viewer, params.providerId),
});
