// listProviderPayouts: How a voice actor's released funds were paid out (GET
// /payment_settings/{providerId}/payouts, designed): their released bookings, each owed, transferred
// to their Stripe account or paid out by finance (method and reference). The voice actor's own, or
// any provider's for an admin; 404 for an unknown provider (modules/payments/payoutRecords).
import type { Handler } from '../../contract/types';
import { isAdmin } from '../../auth/viewer';
import { forbidden } from '../../http/errors';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { providerOrNotFound } from '../../modules/payments/paymentSettings';
import { providerPayoutsPage } from '../../modules/payments/payoutRecords';

export const listProviderPayouts: Handler<'listProviderPayouts'> = async ({
  viewer,
  params,
  query,
  services,
}) => {
  if (viewer.providerId !== params.providerId && !isAdmin(viewer)) {
    throw forbidden('not_your_payouts', 'Only the voice actor and admins see these payouts.');
  }
  await providerOrNotFound(services, params.providerId);
  const page = pageRequest(query);
  const { rows, total } = await providerPayoutsPage(
    services.db,
    params.providerId,
    services.config.payments.currency,
    page,
    query.project_id,
  );
  return { status: 200, body: rows, headers: { ...pagingHeaders(page, total) } };
};
