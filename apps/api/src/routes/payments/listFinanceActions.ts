// listFinanceActions: The finance actions log (GET /payments/actions, designed): money actions newest
// first, paged, each with who did it (modules/payments/financeActions). Finance staff only (admin and
// finance roles).
import { isFinance } from '@vo/machines';
import type { Handler } from '../../contract/types';
import { forbidden } from '../../http/errors';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { financeActionsPage } from '../../modules/payments/financeActions';
import { machineViewer } from '../../modules/projects/projectLifecycle';

export const listFinanceActions: Handler<'listFinanceActions'> = async ({ viewer, query, services }) => {
  if (!isFinance(machineViewer(viewer))) {
    throw forbidden('finance_only', 'Only finance staff (admin and finance roles) see the actions log.');
  }
  const page = pageRequest(query);
  const { rows, total } = await financeActionsPage(services.db, page);
  return { status: 200, body: rows, headers: { ...pagingHeaders(page, total) } };
};
