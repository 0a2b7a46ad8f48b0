import { useQuery } from '@tanstack/react-query';
import { getListSubscriptionInvoicesQueryOptions } from '@vo/sdk/hooks';
import { Heading, Skeleton, Stack, Text } from '@vo/ui';
import { QueryState } from '../../lib/queryState';
import { dayOf, money } from './format';

const LOCAL_ERRORS = { errors: 'local' } as const;
/** The latest invoices shown on the membership page. */
const INVOICES_SHOWN = 10;

/** The membership's paid charges, newest first, as the ledger has them (listSubscriptionInvoices). */
export function Invoices({ providerId }: { providerId: number }) {
  const invoices = useQuery({
    ...getListSubscriptionInvoicesQueryOptions(providerId, { page: 1, size: INVOICES_SHOWN }),
    meta: LOCAL_ERRORS,
    // A charge made elsewhere (the bank's return, /plansRedirect) adds one: read again on every visit.
    staleTime: 0,
  });
  return (
    <Stack gap="sm">
      <Heading level={3}>Invoices</Heading>
      <QueryState
        query={invoices}
        loading={<Skeleton shape="text" lines={2} aria-label="Loading the invoices" />}
        failed={{ title: 'The invoices could not be loaded', headingLevel: 3 }}
        isEmpty={({ data }) => data.length === 0}
        empty={<Text>No invoices yet.</Text>}
      >
        {({ data }) => (
          <ul aria-label="Invoices">
            {data.map((invoice) => (
              <li key={invoice.id}>
                <Text>{`${dayOf(invoice.paid_at)}: ${invoice.description}, ${money(invoice.amount)}`}</Text>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Stack>
  );
}
