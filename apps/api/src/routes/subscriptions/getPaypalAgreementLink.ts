// getPaypalAgreementLink: where the voice actor approves a PayPal billing agreement (GET
// /providers/me/subscription/payment_method/paypal_agreement_link). In local mode the API's own
// approval page (/paypal/approve), which returns to /paypalRedirect with the token (docs/payments.md).
import type { Handler } from '../../contract/types';
import { paypalAgreementLink } from '../../modules/subscriptions/paymentMethods';

export const getPaypalAgreementLink: Handler<'getPaypalAgreementLink'> = async ({ services }) =>
  Promise.resolve({ status: 200 as const, body: paypalAgreementLink(services) });
