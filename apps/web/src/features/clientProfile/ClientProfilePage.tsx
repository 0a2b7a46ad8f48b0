import { useQuery } from '@tanstack/react-query';
import { ApiError, type User } from '@vo/sdk';

/** The public fields the page shows. */
type PublicClient = Pick<
  User,
  'id' | 'name' | 'created_at' | 'provider_id' | 'picture_medium' | 'picture_small'
>;
import {
  Avatar,
  Button,
  EmptyState,
  Heading,
  Inline,
  RatingStars,
  ReviewItem,
  Skeleton,
  Stack,
  Text,
} from '@vo/ui';
import { useParams } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import { AppErrorPage } from '../../lib/errors/AppErrorPage';
import { LoadFailed } from '../../lib/errors/LoadFailed';
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
  if (query.isPending) {
    return (
      <Stack gap="lg" aria-busy="true" aria-label="Loading the client">
        <Inline gap="lg" align="center">
          <Skeleton shape="circle" size="large" />
          <Skeleton lines={2} />
        </Inline>
        <Skeleton lines={4} />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <LoadFailed
        title="This client could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <ClientView user={query.data.data} />;
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
  let body;
  if (query.isPending) body = <Skeleton lines={4} aria-label="Loading the reviews" />;
  else if (query.isError)
    body = (
      <EmptyState
        icon="error"
        headingLevel={3}
        title="The reviews could not be loaded"
        message={query.error instanceof ApiError ? query.error.message : undefined}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      />
    );
  else if (query.data.data.length === 0)
    body = <Text tone="muted">{`Voice actors have not reviewed ${user.name} yet.`}</Text>;
  else {
    const total = Number(query.data.headers.get('total-rows') ?? query.data.data.length);
    const average =
      query.data.data.length === total && total >= 5
        ? query.data.data.reduce((sum, review) => sum + review.rating, 0) / total
        : undefined;
    body = (
      <>
        {average !== undefined && <RatingStars value={average} reviewCount={total} showValue />}
        <ul className={styles.reviews} aria-label={`Reviews of ${user.name}`}>
          {query.data.data.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} responderName={user.name} />
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <Stack as="section" gap="md" aria-labelledby="client-reviews">
      <Heading level={2} id="client-reviews">
        Reviews from voice actors
      </Heading>
      {body}
    </Stack>
  );
}
