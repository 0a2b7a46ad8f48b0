// getReconciliationReport: The last reconciliation of the ledger with the processor (GET
// /payments/reconciliation, designed): when the scheduled job last ran, what it compared and the
// drift it found (modules/payments/reconciliation). Finance staff only (admin and finance roles).
import { isFinance } from '@vo/machines';
import type { Handler } from '../../contract/types';
import { forbidden } from '../../http/errors';
import { lastReport } from '../../modules/payments/reconciliation';
import { machineViewer } from '../../modules/projects/projectLifecycle';

export const getReconciliationReport: Handler<'getReconciliationReport'> = async ({ viewer, services }) => {
  if (!isFinance(machineViewer(viewer))) {
    throw forbidden('finance_only', 'Only finance staff (admin and finance roles) see the reconciliation.');
  }
  return { status: 200 as const, body: await lastReport(services) };
};
