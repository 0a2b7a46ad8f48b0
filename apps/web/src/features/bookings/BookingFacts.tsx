import { Avatar, Inline, Skeleton, Stack, Text } from '@vo/ui';
import * as styles from './BookingsPage.css';

/** Someone a booking is with, as a row shows them. */
export interface Person {
  readonly name: string;
  readonly pictures: { readonly picture_medium?: string | null; readonly picture_small?: string | null };
}

/** Who the booking is with, its price and what waits on whom. */
export function BookingFacts({
  person,
  personRole,
  price,
  net,
  waiting,
}: {
  person: Person | null;
  personRole: string;
  price: string | null;
  net?: string | null;
  waiting: string | null;
}) {
  return (
    <Stack gap="xs" className={styles.facts}>
      <dl className={styles.factList}>
        <div className={styles.fact}>
          <dt className={styles.factName}>{personRole}</dt>
          <dd className={styles.factValue}>
            {person === null ? (
              <Skeleton shape="text" />
            ) : (
              <Inline gap="xs">
                <Avatar name={person.name} pictures={person.pictures} size="small" />
                <span>{person.name}</span>
              </Inline>
            )}
          </dd>
        </div>
        {price === null ? null : (
          <div className={styles.fact}>
            <dt className={styles.factName}>Price</dt>
            <dd className={styles.factValue}>{price}</dd>
          </div>
        )}
        {net === undefined || net === null ? null : (
          <div className={styles.fact}>
            <dt className={styles.factName}>You receive</dt>
            <dd className={styles.factValue}>{net}</dd>
          </div>
        )}
      </dl>
      {waiting === null ? null : (
        <Text weight="bold" size="sm">
          {waiting}
        </Text>
      )}
    </Stack>
  );
}

/** The list's placeholder while its first page loads. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      <Stack gap="md">
        <Skeleton shape="rect" size="large" />
        <Skeleton shape="rect" size="large" />
        <Skeleton shape="rect" size="large" />
      </Stack>
    </div>
  );
}
