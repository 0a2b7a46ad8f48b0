// The finance page's record of what happened to the money: the reconciliation job's last report (the
// ledger against the processor) and the finance actions log (who did what).
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  getGetLedgerTotalsQueryOptions,
  getGetReconciliationReportQueryOptions,
  getListFinanceActionsQueryOptions,
  runReconciliation,
  type FinanceAction,
  type ReconciliationReport,
} from '@vo/sdk/hooks';
import { Button, Heading, Inline, Skeleton, Stack, Text } from '@vo/ui';
import { useId } from 'react';
import { QueryState } from '../../lib/queryState';
import { minorMoney } from '../../lib/payments/payouts';

const LOCAL_ERRORS = { errors: 'local' } as const;

/** After money moved (a release, a refund, a payout): the list, the ledger's totals and the log read again. */
export const moneyMoved = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/payments/charges'] }),
    queryClient.invalidateQueries({ queryKey: getGetLedgerTotalsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: getListFinanceActionsQueryOptions().queryKey }),
  ]);

/**
 * The reconciliation job's last report: when it compared the ledger with the processor, and any
 * drift. Finance can run it now (after fixing a drift, before closing the books) rather than wait for
 * the next scheduled run.
 */
export function Reconciliation() {
  const headingId = useId();
  const queryClient = useQueryClient();
  const { queryKey } = getGetReconciliationReportQueryOptions();
  const query = useQuery({ ...getGetReconciliationReportQueryOptions(), meta: LOCAL_ERRORS });
  const runNow = useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: () => runReconciliation(),
    onSuccess: async () => {
      // A run first transfers what an active account is owed: the totals and the log may have moved.
      await Promise.all([queryClient.invalidateQueries({ queryKey }), moneyMoved(queryClient)]);
    },
  });
  return (
    <Stack as="section" gap="sm" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        Reconciliation with the processor
      </Heading>
      <QueryState
        query={query}
        loading={<Skeleton shape="text" lines={2} />}
        failed={{ title: 'The reconciliation could not be loaded', headingLevel: 3 }}
      >
        {({ data }) => <ReconciliationView report={data} />}
      </QueryState>
      {runNow.isError ? (
        <Text role="alert" tone="danger">
          {runNow.error.message}
        </Text>
      ) : null}
      <Inline gap="sm">
        <Button
          variant="secondary"
          loading={runNow.isPending}
          onClick={() => {
            runNow.mutate();
          }}
        >
          Reconcile now
        </Button>
      </Inline>
    </Stack>
  );
}

function ReconciliationView({ report }: { report: ReconciliationReport }) {
  if (report.ran_at === null) {
    return <Text>Not run yet: it runs a few minutes after money moves, then daily.</Text>;
  }
  const when = new Date(report.ran_at).toLocaleString('en-US');
  if (report.drift_count === 0) {
    return <Text>{`Last run ${when}: ${String(report.checked)} records compared, no drift.`}</Text>;
  }
  return (
    <Stack gap="xs">
      <Text tone="danger" role="alert">
        {`Last run ${when}: ${String(report.drift_count)} ${report.drift_count === 1 ? 'difference' : 'differences'} between the ledger and the processor.`}
      </Text>
      <ul aria-label="Drift">
        {report.drifts.map((drift, index) => (
          <li key={`${drift.processor_ref ?? 'entry'}-${String(index)}`}>
            <Text size="sm">{drift.message}</Text>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

const ACTION_LABELS: Record<FinanceAction['action'], string> = {
  'funds.released': 'Funds released',
  'funds.transferred': 'Transferred to the voice actor’s account',
  'payout.recorded': 'Paid out by the voice actor’s payout method',
  'funds.refunded': 'Refunded',
  'payout_account.created': 'Payout account opened',
  'additional_payment.created': 'Additional payment added',
  'reconciliation.drift': 'Reconciliation found drift',
};

/** The finance actions log: the last money actions and who did them. */
export function ActionsLog() {
  const headingId = useId();
  const query = useQuery({ ...getListFinanceActionsQueryOptions({ size: 10 }), meta: LOCAL_ERRORS });
  return (
    <Stack as="section" gap="sm" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        Actions log
      </Heading>
      <QueryState
        query={query}
        loading={<Skeleton shape="text" lines={3} />}
        failed={{ title: 'The actions log could not be loaded', headingLevel: 3 }}
        isEmpty={({ data }) => data.length === 0}
        empty={<Text>No finance actions yet.</Text>}
      >
        {({ data }) => (
          <ul aria-label="Finance actions">
            {data.map((entry) => (
              <li key={entry.id}>
                <Text size="sm">
                  {[
                    new Date(entry.created_at).toLocaleString('en-US'),
                    ACTION_LABELS[entry.action],
                    entry.amount !== null && entry.currency !== null
                      ? minorMoney(entry.amount, entry.currency)
                      : null,
                    entry.project_id !== null ? `project #${String(entry.project_id)}` : null,
                    `by ${entry.user_name ?? 'the processor or a scheduled job'}`,
                  ]
                    .filter((part) => part !== null)
                    .join(' · ')}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Stack>
  );
}
