// getPaymentPreferencesLink: Whose payment preferences a mail's link opens (GET
// /payment_preferences/{token}, designed). Signed in only (payout details are sensitive): the link's
// voice actor is the viewer (yours) or another account (its e-mail partly hidden); 404 for a forged or
// expired token (modules/payments/paymentPreferenceLinks).
import type { Handler } from '../../contract/types';
import { linkedPaymentPreferences } from '../../modules/payments/paymentPreferenceLinks';

export const getPaymentPreferencesLink: Handler<'getPaymentPreferencesLink'> = async ({
  viewer,
  params,
  services,
}) => ({ status: 200 as const, body: await linkedPaymentPreferences(services, viewer, params.token) });
