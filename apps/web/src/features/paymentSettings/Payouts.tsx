import { useQuery } from '@tanstack/react-query';
import { getListProviderPayoutsQueryOptions } from '@vo/sdk/hooks';
import { Heading, Stack, Text } from '@vo/ui';
import { useId } from 'react';
import { AppLink } from '../../lib/AppLink';
import { PagedList, usePageParam } from '../../lib/paging';
import { minorMoney, payoutDay, payoutText } from '../../lib/payments/payouts';

const LOCAL_ERRORS = { errors: 'local' } as const;
/** Released bookings on one page of the payouts. */
export const PAYOUTS_PAGE_SIZE = 10;

/**
 * The voice actor's released bookings and how each share was paid out (issue 43): owed, transferred
 * to their Stripe account, or paid out by finance by their method with its reference.
 */
export function Payouts({ providerId }: { providerId: number }) {
  const headingId = useId();
  const { page, goToPage } = usePageParam();
  const query = useQuery({
    ...getListProviderPayoutsQueryOptions(providerId, { page, size: PAYOUTS_PAGE_SIZE }),
    meta: LOCAL_ERRORS,
  });
  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        Your payouts
      </Heading>
      <PagedList
        query={query}
        label="Released funds"
        loadingLabel="Loading your payouts"
        failed={{ title: 'Your payouts could not be loaded', headingLevel: 3 }}
        empty={{
          title: 'No released funds yet',
          message: 'When finance releases a Secure Payment booking’s funds to you, its payout shows here.',
        }}
        page={page}
        onPage={goToPage}
        itemKey={(payout) => payout.project_id}
        renderItem={(payout) => (
          <Stack as="article" gap="xs" aria-label={payout.name}>
            <Text weight="medium">
              <AppLink to={`/projects/${payout.public_hash}/pay`}>{payout.name}</AppLink>
            </Text>
            <Text>{`${minorMoney(payout.amount, payout.currency)} released on ${payoutDay(payout.released_at)}`}</Text>
            <Text tone={payout.status === 'owed' ? 'muted' : 'success'}>{payoutText(payout)}</Text>
          </Stack>
        )}
      />
    </Stack>
  );
}
