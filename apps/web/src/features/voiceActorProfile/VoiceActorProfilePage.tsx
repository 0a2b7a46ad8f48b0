import { useQuery } from '@tanstack/react-query';
import { ApiError, type Provider } from '@vo/sdk';
import { AudioPlayer, Avatar, Button, EmptyState, Heading, Inline, Skeleton, Stack, Text } from '@vo/ui';
import { useParams } from 'react-router';
import { AppErrorPage } from '../../lib/errors/AppErrorPage';
import { FavoriteButton } from '../../lib/favorites/FavoriteButton';
import * as styles from './VoiceActorProfilePage.css';
import { PUBLIC_SAMPLES_PAGE_SIZE, profileIdFrom, voiceActorProfileQuery } from './profileQuery';

const countries = new Intl.DisplayNames(['en'], { type: 'region' });

/** 'Los Angeles, California, United States': the primary location, most precise part first. */
function placeOf(location: Provider['locations'][number]): string {
  const country = countries.of(location.country_code) ?? location.country_code;
  return [location.city, location.region, country].filter(Boolean).join(', ');
}

const names = (refs: readonly { name: string }[]) => refs.map((ref) => ref.name).join(', ');

/**
 * The public profile of a voice actor (`/voice-actor/{id}`, spec section 2): who they are, where they
 * work from, the languages and voices they record, and their samples to listen to. The screen slot's
 * prefetch (profileQuery.ts) starts the request while this chunk loads; this reads the same query.
 */
export function VoiceActorProfilePage() {
  const id = profileIdFrom(useParams().id);
  if (id === null) return <AppErrorPage status={404} />;
  return <Profile id={id} />;
}

function Profile({ id }: { id: number }) {
  // The route's prefetch already fetched (or retried) on this visit: mounting does not ask again.
  const query = useQuery({ ...voiceActorProfileQuery(id), retryOnMount: false });

  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError) {
    // Section 8's global handling acts first: a missing profile (404, 'Profile not found') goes to the
    // error page, a network failure gets its snackbar. What stays here is a way to try again.
    return (
      <EmptyState
        icon="error"
        headingLevel={1}
        title="This profile could not be loaded"
        message={query.error instanceof ApiError ? query.error.message : undefined}
        action={
          <Button variant="primary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  return <ProfileView provider={query.data.data} />;
}

function ProfileView({ provider }: { provider: Provider }) {
  const { user, subscription } = provider;
  const primary = provider.locations[0];
  const samples = (provider.samples ?? []).filter((sample) => sample.is_valid);
  return (
    <Stack as="article" gap="xl" aria-labelledby="profile-name">
      <Inline as="header" gap="lg" align="center" wrap>
        <Avatar name={user.name} size="large" pictures={{ picture_medium: provider.picture ?? null }} />
        <Stack gap="xs">
          <Inline gap="sm" align="center">
            <Heading level={1} id="profile-name">
              {user.name}
            </Heading>
            <FavoriteButton
              providerId={provider.id}
              favorite={provider.favorite}
              name={user.name}
              source="profile"
            />
          </Inline>
          <Text tone="muted">{`${subscription.tier} member`}</Text>
          {primary !== undefined && <Text>{placeOf(primary)}</Text>}
        </Stack>
      </Inline>

      <dl className={styles.details}>
        <div>
          <dt>
            <Text as="span" weight="bold">
              Languages
            </Text>
          </dt>
          <dd className={styles.description}>
            <Text as="span">
              {provider.languages.length > 0 ? names(provider.languages) : 'Not given yet'}
            </Text>
          </dd>
        </div>
        <div>
          <dt>
            <Text as="span" weight="bold">
              Voice age and gender
            </Text>
          </dt>
          <dd className={styles.description}>
            <Text as="span">
              {provider.voice_age_genders.length > 0 ? names(provider.voice_age_genders) : 'Not given yet'}
            </Text>
          </dd>
        </div>
      </dl>

      {provider.summary != null && provider.summary !== '' && (
        <Stack as="section" gap="sm" aria-labelledby="profile-about">
          <Heading level={2} id="profile-about">
            About
          </Heading>
          <Text>{provider.summary}</Text>
        </Stack>
      )}

      <Stack as="section" gap="md" aria-labelledby="profile-samples">
        <Heading level={2} id="profile-samples">
          Samples
        </Heading>
        {samples.length === 0 ? (
          <EmptyState
            icon="headphones"
            headingLevel={3}
            title="No samples yet"
            message={`${user.name} has not published a sample to listen to.`}
          />
        ) : (
          <ul className={styles.samples} aria-label={`Samples of ${user.name}`}>
            {samples.slice(0, PUBLIC_SAMPLES_PAGE_SIZE).map((sample) => (
              <li key={sample.id}>
                <AudioPlayer src={sample.file} title={sample.name} duration={sample.duration ?? undefined} />
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Stack>
  );
}

/** The profile's shape while it loads: no layout jump when it arrives. */
function ProfileSkeleton() {
  return (
    <Stack as="article" gap="xl" aria-busy="true" aria-label="Loading the profile">
      <Inline gap="lg" align="center">
        <Skeleton shape="circle" size="large" />
        <Stack gap="xs">
          <Skeleton lines={1} size="large" />
          <Skeleton lines={2} />
        </Stack>
      </Inline>
      <Skeleton lines={3} />
      <Skeleton lines={4} />
    </Stack>
  );
}
