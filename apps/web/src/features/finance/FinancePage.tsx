import { useQuery } from '@tanstack/react-query';
import { isManualPayoutMethod, mayRecordPayout } from '@vo/machines';
import {
  getGetLedgerTotalsQueryOptions,
  getListSecurePaymentsQueryOptions,
  refundProject,
  setProjectFundsReleased,
  type LedgerTotals,
  type RefundProjectRequestReason,
  type SecurePaymentItem,
  type SecurePaymentStage,
} from '@vo/sdk/hooks';
import { Button, EmptyState, Heading, Inline, Select, Skeleton, Stack, Text } from '@vo/ui';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import { ListPager, pagingOf, usePageParam } from '../../lib/paging';
import { QueryState } from '../../lib/queryState';
import { minorMoney } from '../../lib/payments/payouts';
import { ActionsLog, Reconciliation } from './FinanceLog';
import { MoneyDialog } from './MoneyDialog';
import { owedNote, PayoutDialog } from './PayoutDialog';

const LOCAL_ERRORS = { errors: 'local' } as const;
/** Bookings on one page of the list. */
export const FINANCE_PAGE_SIZE = 20;

const STAGES = ['awaiting_payment', 'held', 'ready_to_release', 'released', 'refunded'] as const;
const STAGE_LABELS: Record<SecurePaymentStage, string> = {
  awaiting_payment: 'Awaiting payment',
  held: 'Held',
  ready_to_release: 'Ready to release',
  released: 'Released',
  refunded: 'Refunded',
};
const REFUND_REASONS: readonly { value: RefundProjectRequestReason; label: string }[] = [
  { value: 'requested_by_customer', label: 'The client asked for it' },
  { value: 'work_not_delivered', label: 'The work was not delivered' },
  { value: 'booking_cancelled', label: 'The booking was cancelled' },
  { value: 'duplicate', label: 'A duplicate payment' },
  { value: 'fraudulent', label: 'Fraudulent' },
];

const stageOf = (search: URLSearchParams): SecurePaymentStage | undefined =>
  STAGES.find((stage) => stage === search.get('stage'));
const idempotencyKey = (action: string) => `${action}-${crypto.randomUUID()}`;

/**
 * `/finance` (spec section 2's finance page; admin and finance roles, section 5): the ledger's totals,
 * which must reconcile, and the Secure Payment bookings by where their money is, filtered by stage and
 * paged; a booking ready to release is released to the voice actor, a held one refunded to the client,
 * each after a confirmation, a refusal said in the server's words.
 */
export function FinancePage() {
  const [search, setSearch] = useSearchParams();
  const stage = stageOf(search);
  return (
    <Stack gap="lg">
      <Heading level={1}>Finance</Heading>
      <Totals />
      <Reconciliation />
      <Select
        label="Stage"
        options={[
          { value: '', label: 'Every stage' },
          ...STAGES.map((s) => ({ value: s, label: STAGE_LABELS[s] })),
        ]}
        value={stage ?? ''}
        onValueChange={({ value }) => {
          setSearch(value === '' ? {} : { stage: value });
        }}
      />
      <Payments stage={stage} />
      <ActionsLog />
    </Stack>
  );
}

function Totals() {
  const headingId = useId();
  const query = useQuery({ ...getGetLedgerTotalsQueryOptions(), meta: LOCAL_ERRORS });
  return (
    <Stack as="section" gap="sm" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        Ledger
      </Heading>
      <QueryState
        query={query}
        loading={<Skeleton shape="text" lines={3} />}
        failed={{ title: 'The ledger’s totals could not be loaded', headingLevel: 3 }}
      >
        {({ data }) => <TotalsList totals={data} />}
      </QueryState>
    </Stack>
  );
}

function TotalsList({ totals }: { totals: LedgerTotals }) {
  const rows: [string, number][] = [
    ['Paid in by clients', totals.paid],
    ['Held', totals.held],
    ['Released', totals.released],
    ['Platform fees', totals.platform_fees],
    ['Voice actors’ share', totals.voice_actor_share],
    ['Paid out to voice actors', totals.paid_out],
    ['Owed to voice actors', totals.owed],
    ['Refunded', totals.refunded],
  ];
  return (
    <>
      <dl aria-label="Ledger totals">
        {rows.map(([term, amount]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{minorMoney(amount, totals.currency)}</dd>
          </div>
        ))}
      </dl>
      <Text tone={totals.reconciles ? 'default' : 'danger'} role={totals.reconciles ? undefined : 'alert'}>
        {totals.reconciles
          ? 'The ledger reconciles: held equals paid minus released minus refunded. Owed equals the voice actors’ share minus what was paid out.'
          : 'The ledger does not reconcile: held differs from paid minus released minus refunded, or owed differs from the voice actors’ share minus what was paid out.'}
      </Text>
    </>
  );
}

type MoneyAction = { kind: 'release' | 'refund'; item: SecurePaymentItem; key: string };
type Action = MoneyAction | { kind: 'payout'; item: SecurePaymentItem; key: string };

function Payments({ stage }: { stage: SecurePaymentStage | undefined }) {
  const { page, goToPage } = usePageParam();
  const query = useQuery({
    ...getListSecurePaymentsQueryOptions({ ...(stage ? { stage } : {}), page, size: FINANCE_PAGE_SIZE }),
    meta: LOCAL_ERRORS,
  });
  const [action, setAction] = useState<Action | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // Every confirmation closes the same way; done, it says what it did above the list.
  const dialogEnds = {
    onClose: () => {
      setAction(null);
    },
    onDone: (message: string) => {
      setAction(null);
      setDone(message);
    },
  };
  return (
    <>
      {done !== null ? <Text role="status">{done}</Text> : null}
      <QueryState
        query={query}
        loading={<Skeleton shape="text" lines={5} aria-label="Loading the payments" />}
        failed={{ title: 'The payments could not be loaded', headingLevel: 2 }}
        isEmpty={({ data }) => data.length === 0}
        empty={
          <EmptyState
            icon="membership"
            headingLevel={2}
            title={
              stage ? `No bookings ${STAGE_LABELS[stage].toLowerCase()}` : 'No Secure Payment bookings yet'
            }
            message="Bookings paid with Secure Payment show here, from the client's payment to its release or refund."
          />
        }
      >
        {({ data, headers }) => (
          <Stack gap="md">
            <ul aria-label="Secure Payment bookings">
              {data.map((item) => (
                <li key={item.project_id}>
                  <PaymentRow
                    item={item}
                    onAction={(kind) => {
                      setDone(null);
                      setAction({ kind, item, key: idempotencyKey(kind) });
                    }}
                  />
                </li>
              ))}
            </ul>
            <ListPager paging={pagingOf(headers, data.length)} page={page} onPage={goToPage} />
          </Stack>
        )}
      </QueryState>
      {action !== null && action.kind === 'payout' && isManualPayoutMethod(action.item.payout_method) ? (
        <PayoutDialog
          item={action.item}
          method={action.item.payout_method}
          idempotencyKey={action.key}
          {...dialogEnds}
        />
      ) : null}
      {action !== null && action.kind !== 'payout' ? <ActionDialog action={action} {...dialogEnds} /> : null}
    </>
  );
}

function PaymentRow({
  item,
  onAction,
}: {
  item: SecurePaymentItem;
  onAction: (kind: Action['kind']) => void;
}) {
  const nameId = useId();
  return (
    <Stack as="article" gap="xs" aria-labelledby={nameId}>
      <Heading level={3} id={nameId}>
        <AppLink to={`/projects/${item.public_hash}/pay`}>{item.name}</AppLink>
      </Heading>
      <Text>{`${STAGE_LABELS[item.stage]} · ${minorMoney(item.amount, item.currency)}`}</Text>
      <Text size="sm">{`Client: ${item.client_name ?? 'unknown'} · Voice actor: ${item.voice_actor_name ?? 'unknown'}`}</Text>
      {item.stage === 'released' && item.owed > 0 ? (
        <Text weight="medium">{`Owed to the voice actor: ${minorMoney(item.owed, item.currency)} · ${owedNote(item.payout_method)}`}</Text>
      ) : null}
      <Inline gap="sm">
        {mayRecordPayout(item.owed, item.payout_method) ? (
          <Button
            onClick={() => {
              onAction('payout');
            }}
          >
            Record payout
          </Button>
        ) : null}
        {item.stage === 'ready_to_release' ? (
          <Button
            onClick={() => {
              onAction('release');
            }}
          >
            {`Release ${minorMoney(item.amount, item.currency)}`}
          </Button>
        ) : null}
        {item.stage === 'held' || item.stage === 'ready_to_release' ? (
          <Button
            variant="secondary"
            onClick={() => {
              onAction('refund');
            }}
          >
            Refund
          </Button>
        ) : null}
      </Inline>
    </Stack>
  );
}

/** The confirmation of a release or a refund; a refusal stays in it, in the server's words. */
function ActionDialog({
  action,
  onClose,
  onDone,
}: {
  action: MoneyAction;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { item, kind } = action;
  const [reason, setReason] = useState<RefundProjectRequestReason>('requested_by_customer');
  const amount = minorMoney(item.amount, item.currency);
  const headers = { 'Idempotency-Key': action.key };
  return kind === 'release' ? (
    <MoneyDialog
      title={`Release ${amount} to the voice actor?`}
      description={`“${item.name}”: the held payment, less the platform fee, goes to ${item.voice_actor_name ?? 'the voice actor'}.`}
      confirmLabel="Release the funds"
      move={() => setProjectFundsReleased(item.public_hash, { headers })}
      done={`Released ${amount} of “${item.name}” to the voice actor.`}
      onClose={onClose}
      onDone={onDone}
    />
  ) : (
    <MoneyDialog
      title={`Refund ${amount} to the client?`}
      description={`“${item.name}”: the held payment goes back to ${item.client_name ?? 'the client'}'s card in full.`}
      confirmLabel="Refund the payment"
      move={() => refundProject(item.public_hash, { reason }, { headers })}
      done={`Refunded ${amount} of “${item.name}” to the client.`}
      onClose={onClose}
      onDone={onDone}
    >
      <Select
        label="Reason"
        options={REFUND_REASONS}
        value={reason}
        onValueChange={({ value }) => {
          const chosen = REFUND_REASONS.find((r) => r.value === value);
          if (chosen) setReason(chosen.value);
        }}
      />
    </MoneyDialog>
  );
}
