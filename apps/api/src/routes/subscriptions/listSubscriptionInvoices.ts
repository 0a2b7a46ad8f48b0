// listSubscriptionInvoices: a voice actor's paid membership charges, newest first, from the ledger
// (GET /providers/{id}/subscription/invoices, designed). The voice actor or an admin; others 403.
import { isAdmin } from '../../auth/viewer';
import type { Handler } from '../../contract/types';
import { forbidden } from '../../http/errors';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { invoicesOf } from '../../modules/subscriptions/invoices';
import { providerOf } from '../../modules/subscriptions/memberships';

export const listSubscriptionInvoices: Handler<'listSubscriptionInvoices'> = async ({
  viewer,
  params,
  query,
  services,
}) => {
  if (viewer.providerId !== params.id && !isAdmin(viewer)) {
    throw forbidden('not_your_membership', 'Only the voice actor or an admin may read these invoices.');
  }
  await providerOf(services.db, params.id);
  const page = pageRequest(query);
  const { rows, total } = await invoicesOf(services.db, params.id, { offset: page.offset, limit: page.size });
  return { status: 200, body: rows, headers: { ...pagingHeaders(page, total) } };
};
