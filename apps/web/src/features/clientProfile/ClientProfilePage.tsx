import { useQuery } from '@tanstack/react-query';
import type { User } from '@vo/sdk';

/** The public fields the page shows. */
type PublicClient = Pick<
  User,
  'id' | 'name' | 'created_at' | 'provider_id' | 'picture_medium' | 'picture_small'
>;
import { Avatar, Heading, Inline, RatingStars, ReviewItem, Skeleton, Stack, Text } from '@vo/ui';
import { useParams } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import { AppErrorPage } from '../../lib/errors/AppErrorPage';
import { pagingOf } from '../../lib/paging';
import { QueryState } from '../../lib/queryState';
import * as styles from './ClientProfilePage.css';
import { clientIdFrom, clientQuery, clientReviewsQuery } from './clientQuery';

const memberSince = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * A client's page (`/client/{id}`, spec section 2; signed-in visitors): the public fields of the
 * user (name, picture, member since) and the reviews voice actors gave them. The document gives no
 * public count of a client's projects, so the page shows none.
 */
export function ClientProfilePage() {
  const id = clientIdFrom(useParams().id);
  if (id === null) return <AppErrorPage status={404} />;
  return <ClientProfile id={id} />;
}

function ClientProfile({ id }: { id: number }) {
  const query = useQuery({ ...clientQuery(id), retryOnMount: false });
  return (
    <QueryState
      query={query}
      loading={
        <Stack gap="lg" aria-busy="true" aria-label="Loading the client">
          <Inline gap="lg" align="center">
            <Skeleton shape="circle" size="large" />
            <Skeleton lines={2} />
          </Inline>
          <Skeleton lines={4} />
        </Stack>
      }
      failed={{ title: 'This client could not be loaded' }}
    >
      {({ data }) => <ClientView user={data} />}
    </QueryState>
  );
}

function ClientView({ user }: { user: PublicClient }) {
  const since = memberSince.format(new Date(user.created_at));
  return (
    <Stack as="article" gap="xl" aria-labelledby="client-name">
      <Inline as="header" gap="lg" align="center" wrap>
        <Avatar
          name={user.name}
          size="large"
          pictures={{
            picture_medium: user.picture_medium ?? null,
            picture_small: user.picture_small ?? null,
          }}
        />
        <Stack gap="xs">
          <Heading level={1} id="client-name">
            {user.name}
          </Heading>
          <Text tone="muted">{`Client · member since ${since}`}</Text>
          {user.provider_id !== null && user.provider_id > 0 && (
            <AppLink to={`/voice-actor/${String(user.provider_id)}`} variant="standalone">
              {`${user.name} is a voice actor too: see their profile`}
            </AppLink>
          )}
        </Stack>
      </Inline>
      <ClientReviews user={user} />
    </Stack>
  );
}

function ClientReviews({ user }: { user: PublicClient }) {
  const query = useQuery({ ...clientReviewsQuery(user.id), retryOnMount: false });
  return (
    <Stack as="section" gap="md" aria-labelledby="client-reviews">
      <Heading level={2} id="client-reviews">
        Reviews from voice actors
      </Heading>
      <QueryState
        query={query}
        loading={<Skeleton lines={4} aria-label="Loading the reviews" />}
        failed={{ title: 'The reviews could not be loaded', headingLevel: 3, retryVariant: 'secondary' }}
        isEmpty={({ data }) => data.length === 0}
        empty={<Text tone="muted">{`Voice actors have not reviewed ${user.name} yet.`}</Text>}
      >
        {({ data, headers }) => {
          const total = pagingOf(headers, data.length).totalRows;
          const average =
            data.length === total && total >= 5
              ? data.reduce((sum, review) => sum + review.rating, 0) / total
              : undefined;
          return (
            <>
              {average !== undefined && <RatingStars value={average} reviewCount={total} showValue />}
              <ul className={styles.reviews} aria-label={`Reviews of ${user.name}`}>
                {data.map((review) => (
                  <li key={review.id}>
                    <ReviewItem review={review} responderName={user.name} />
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}
