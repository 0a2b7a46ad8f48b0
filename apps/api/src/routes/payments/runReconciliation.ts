// runReconciliation: Reconcile the ledger with the processor now (POST /payments/reconciliation,
// designed): the scheduled job's run (owed payouts first, then the ledger against the processor both
// ways), at once and under a slot of its own, answering its report. Finance staff only.
import { randomUUID } from 'node:crypto';
import { isFinance } from '@vo/machines';
import type { Handler } from '../../contract/types';
import { forbidden } from '../../http/errors';
import { lastReport, runReconciliation as runJob } from '../../modules/payments/reconciliation';
import { machineViewer } from '../../modules/projects/projectLifecycle';

export const runReconciliation: Handler<'runReconciliation'> = async ({ viewer, services }) => {
  if (!isFinance(machineViewer(viewer))) {
    throw forbidden('finance_only', 'Only finance staff (admin and finance roles) run the reconciliation.');
  }
  // A slot of its own (the job writes one report per slot): each request is a run.
  await runJob(services, { slot: `manual:${services.now().toISOString()}:${randomUUID()}` });
  return { status: 200 as const, body: await lastReport(services) };
};
