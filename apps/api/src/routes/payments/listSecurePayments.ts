// listSecurePayments: List Secure Payment bookings by where their money is (GET /payments/charges,
// designed). The finance page's list: finance staff only (admin and finance roles; x-roles lets the
// finance role in, the handler asks for both, as the route guard does), one stage or every stage, paged.
import { isFinance } from '@vo/machines';
import type { Handler } from '../../contract/types';
import { forbidden } from '../../http/errors';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { securePaymentsPage } from '../../modules/payments/financeViews';
import { machineViewer } from '../../modules/projects/projectLifecycle';

export const listSecurePayments: Handler<'listSecurePayments'> = async ({ viewer, query, services }) => {
  if (!isFinance(machineViewer(viewer))) {
    throw forbidden('finance_only', 'Only finance staff (admin and finance roles) see the payments.');
  }
  const page = pageRequest(query);
  const { rows, total } = await securePaymentsPage(
    services.db,
    query.stage,
    page,
    services.config.payments.currency,
  );
  return { status: 200, body: rows, headers: { ...pagingHeaders(page, total) } };
};
