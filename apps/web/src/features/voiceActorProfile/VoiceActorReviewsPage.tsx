import { useQuery } from '@tanstack/react-query';
import type { Provider } from '@vo/sdk';
import { EmptyState, Heading, RatingStars, ReviewItem, Skeleton, Stack, Text } from '@vo/ui';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { AppErrorPage } from '../../lib/errors/AppErrorPage';
import { ListPager, pagingOf } from '../../lib/paging';
import { QueryState } from '../../lib/queryState';
import { AppLink } from '../../lib/AppLink';
import { ReviewControls } from '../../lib/reviews/ReviewControls';
import * as styles from './VoiceActorProfilePage.css';
import { pageFrom, profileIdFrom, voiceActorProfileQuery } from './profileQuery';
import { reviewsPageQuery } from './reviewsQuery';

/**
 * A voice actor's reviews (`/voice-actor/{id}/reviews`, spec section 2), newest first and paged; the
 * page is in the address. The average rating shows only from 5 reviews (sections 5 and 9).
 */
export function VoiceActorReviewsPage() {
  const id = profileIdFrom(useParams().id);
  if (id === null) return <AppErrorPage status={404} />;
  return <Reviews providerId={id} />;
}

function Reviews({ providerId }: { providerId: number }) {
  const profile = useQuery({ ...voiceActorProfileQuery(providerId), retryOnMount: false });
  return (
    <QueryState
      query={profile}
      loading={<Skeleton lines={6} aria-busy="true" aria-label="Loading the reviews" />}
      failed={{ title: 'These reviews could not be loaded' }}
    >
      {({ data }) => <ReviewList provider={data} />}
    </QueryState>
  );
}

function ReviewList({ provider }: { provider: Provider }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const page = pageFrom(search);
  const query = useQuery({ ...reviewsPageQuery(provider.id, page), retryOnMount: false });
  const { stats, user } = provider;
  const base = `/voice-actor/${String(provider.id)}`;

  const body = (
    <QueryState
      query={query}
      loading={<Skeleton lines={6} aria-label="Loading the reviews" />}
      failed={{ title: 'These reviews could not be loaded', headingLevel: 2 }}
      isEmpty={({ data }) => data.length === 0}
      empty={
        <EmptyState
          icon="star"
          headingLevel={2}
          title="No reviews yet"
          message={`Clients who book ${user.name} can review them here.`}
        />
      }
    >
      {({ data, headers }) => (
        <>
          <ul className={styles.plainList} aria-label={`Reviews of ${user.name}`}>
            {data.map((review) => (
              <li key={review.id}>
                {/* Right under the page's h1: each review is a part of the page, its author an h2. */}
                <ReviewItem
                  review={review}
                  responderName={user.name}
                  headingLevel={2}
                  actions={<ReviewControls review={review} reviewedUserId={provider.user_id} />}
                />
              </li>
            ))}
          </ul>
          <ListPager
            aria-label="Pages of reviews"
            paging={pagingOf(headers, data.length)}
            page={page}
            onPage={(next) => void navigate(`${base}/reviews?page=${String(next)}`)}
          />
        </>
      )}
    </QueryState>
  );

  return (
    <Stack as="article" gap="lg" aria-labelledby="reviews-title">
      <Stack gap="xs">
        <Heading level={1} id="reviews-title">
          {`Reviews of ${user.name}`}
        </Heading>
        <RatingStars value={stats.average_rating ?? undefined} reviewCount={stats.reviews_count} showValue />
        {stats.average_rating === null && stats.reviews_count > 0 && (
          <Text size="sm" tone="muted">
            The average rating shows once there are 5 reviews.
          </Text>
        )}
        <AppLink to={base} variant="standalone">
          {`Back to ${user.name}'s profile`}
        </AppLink>
      </Stack>
      {body}
    </Stack>
  );
}
