// getLedgerTotals: The ledger's Secure Payment totals (GET /payments/ledger, designed), for the finance
// page: paid in, held, released (fees and the voice actors' share), refunded, and whether they
// reconcile. Finance staff only (admin and finance roles).
import { isFinance } from '@vo/machines';
import type { Handler } from '../../contract/types';
import { forbidden } from '../../http/errors';
import { ledgerTotals } from '../../modules/payments/financeViews';
import { machineViewer } from '../../modules/projects/projectLifecycle';

export const getLedgerTotals: Handler<'getLedgerTotals'> = async ({ viewer, services }) => {
  if (!isFinance(machineViewer(viewer))) {
    throw forbidden('finance_only', 'Only finance staff (admin and finance roles) see the ledger.');
  }
  return {
    status: 200 as const,
    body: await ledgerTotals(services.db, services.config.payments.currency),
  };
};
