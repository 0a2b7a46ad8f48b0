// The earnings tab of the voice actor dashboard: the overall figures and the months from the
// ledger (net of the platform fee), the months also as a table, and the clients who booked them.
import { useQuery } from '@tanstack/react-query';
import { EarningsChart } from '@vo/ui/charts';
import { OverallEarnings, Stack, Text } from '@vo/ui';
import { useState } from 'react';
import { AppLink } from '../../lib/AppLink';
import { QueryState } from '../../lib/queryState';
import * as styles from './dashboard.css';
import { bookingClientsQuery, monthlyEarningsQuery, overallEarningsQuery } from './dashboardQuery';
import { Block, BlockSkeleton, dateOnly, FAILURE_LEVEL, money, type BlockLevel } from './ProviderFigures';

export function EarningsFigures({ providerId, level }: { providerId: number; level: BlockLevel }) {
  const overall = useQuery(overallEarningsQuery(providerId));
  const monthly = useQuery(monthlyEarningsQuery(providerId));
  return (
    <Stack gap="xl">
      <QueryState
        query={overall}
        loading={<OverallEarnings loading headingLevel={level} />}
        failed={{ title: 'Your earnings could not be loaded', headingLevel: level }}
      >
        {({ data }) => <OverallEarnings stats={data} headingLevel={level} />}
      </QueryState>
      <QueryState
        query={monthly}
        loading={<BlockSkeleton label="Loading your monthly earnings" />}
        failed={{ title: 'Your monthly earnings could not be loaded', headingLevel: level }}
      >
        {({ data }) => <MonthlyEarnings months={data.months} total={data.total} />}
      </QueryState>
      <BookingClients providerId={providerId} level={level} />
    </Stack>
  );
}

/** The monthly chart, and the same months as a table for whoever prefers reading them. */
function MonthlyEarnings({
  months,
  total,
}: {
  months: readonly { month: string; earnings: number; bookings_count: number }[];
  total: number;
}) {
  const [table, setTable] = useState(false);
  return (
    <Stack gap="sm">
      <EarningsChart
        months={months}
        description={`Net of the platform fee: ${money(total)} in the last 12 months`}
      />
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={table}
        onClick={() => {
          setTable(!table);
        }}
      >
        {table ? 'Hide the table' : 'Show the months as a table'}
      </button>
      {table ? (
        <table className={styles.table}>
          <caption className={styles.caption}>Monthly earnings</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                Month
              </th>
              <th scope="col" className={styles.cell} data-numeric="">
                Earnings
              </th>
              <th scope="col" className={styles.cell} data-numeric="">
                Bookings
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row" className={styles.cell}>
                  {month.month}
                </th>
                <td className={styles.cell} data-numeric="">
                  {money(month.earnings)}
                </td>
                <td className={styles.cell} data-numeric="">
                  {month.bookings_count}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Stack>
  );
}

function BookingClients({ providerId, level }: { providerId: number; level: BlockLevel }) {
  const query = useQuery(bookingClientsQuery(providerId));
  return (
    <Block level={level} id="booking-clients" title="Clients who booked you">
      <QueryState
        query={query}
        loading={<BlockSkeleton label="Loading your clients" />}
        failed={{ title: 'Your clients could not be loaded', headingLevel: FAILURE_LEVEL }}
        isEmpty={({ data }) => data.length === 0}
        empty={<Text tone="muted">No client has booked you yet.</Text>}
      >
        {({ data }) => (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  Client
                </th>
                <th scope="col" className={styles.cell} data-numeric="">
                  Bookings
                </th>
                <th scope="col" className={styles.cell} data-numeric="">
                  Earned
                </th>
                <th scope="col" className={styles.cell}>
                  Last booked
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((client) => (
                <tr key={client.user_id}>
                  <th scope="row" className={styles.cell}>
                    <AppLink to={`/client/${String(client.user_id)}`}>{client.name}</AppLink>
                  </th>
                  <td className={styles.cell} data-numeric="">
                    {client.bookings_count}
                  </td>
                  <td className={styles.cell} data-numeric="">
                    {money(client.total_earned)}
                  </td>
                  <td className={styles.cell}>{dateOnly.format(new Date(client.last_booked_at))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </Block>
  );
}
