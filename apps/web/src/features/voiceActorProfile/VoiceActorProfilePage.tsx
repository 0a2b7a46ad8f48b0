import { useQuery } from '@tanstack/react-query';
import { type Provider } from '@vo/sdk';
import { recordProviderProfileView } from '@vo/sdk/hooks';
import { Avatar, formatLocation, Heading, Inline, RatingStars, Skeleton, Stack, Text } from '@vo/ui';
import { useEffect } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { AppErrorPage } from '../../lib/errors/AppErrorPage';
import { QueryState } from '../../lib/queryState';
import { FavoriteButton } from '../../lib/favorites/FavoriteButton';
import { rememberVisit } from '../../lib/favorites/recentlyVisited';
import { PLAY_GATE, PlayGateDialog, usePlayback, type Playback } from '../../lib/playback';
import { AppLink } from '../../lib/AppLink';
import { useAppServices, useUser } from '../../lib/AppContext';
import { ProfileActions } from './ProfileActions';
import {
  AlsoVisitedSection,
  DemoSection,
  DemosSection,
  EndorsementsSection,
  ReviewsSection,
  SamplesSection,
  WorkExperienceSection,
} from './ProfileSections';
import * as styles from './VoiceActorProfilePage.css';
import {
  pageFrom,
  profileParam,
  profileRefFrom,
  profileViewOf,
  voiceActorByUsernameQuery,
  voiceActorProfileQuery,
  type ProfileRef,
  type ProfileView,
} from './profileQuery';

const names = (refs: readonly { name: string }[]) => refs.map((ref) => ref.name).join(', ');

/**
 * The public profile of a voice actor (`/voice-actor/{id}`, also `/vodb/{id}`, the old `/{id}` and
 * `/{username}`; spec section 2): who they are, where they work from, the languages and voices they
 * record, their demos and samples to listen to, credits, reviews, and voice actors visitors also
 * looked at. The children `demos`, `demos/{demoName}/{demoId}` and `samples/{sampleName?}/{sampleId?}`
 * show one part under the same header; the hash selects an action, and view (the default) is the
 * only one a public visitor has. The screen slot's prefetch (profileQuery.ts) starts every request
 * while this chunk loads; the sections read the same queries.
 */
export function VoiceActorProfilePage() {
  const ref = profileRefFrom(profileParam(useParams()));
  if (ref === null) return <AppErrorPage status={404} />;
  return <Profile profileRef={ref} />;
}

function useProfile(ref: ProfileRef) {
  // The route's prefetch already fetched (or retried) on this visit: mounting does not ask again.
  // Only one of the two queries runs: by id, or by username.
  const byId = useQuery({
    ...voiceActorProfileQuery('id' in ref ? ref.id : 0),
    enabled: 'id' in ref,
    retryOnMount: false,
  });
  const byName = useQuery({
    ...voiceActorByUsernameQuery('username' in ref ? ref.username : ''),
    enabled: 'username' in ref,
    retryOnMount: false,
  });
  return 'id' in ref ? byId : byName;
}

function Profile({ profileRef }: { profileRef: ProfileRef }) {
  const query = useProfile(profileRef);
  // Section 8's global handling acts first: a missing profile (404, 'Profile not found') goes to the
  // error page, a network failure gets its snackbar. What stays here is a way to try again.
  return (
    <QueryState
      query={query}
      loading={<ProfileSkeleton />}
      failed={{ title: 'This profile could not be loaded' }}
    >
      {({ data }) => <ProfileView provider={data} />}
    </QueryState>
  );
}

/**
 * Where the profile's children live: the address's own prefix (`/voice-actor/{id}`, `/vodb/{id}`,
 * `/voice-actor/{username}`); the old `/{id}` and `/{username}` have no children, so theirs are
 * under `/voice-actor/{id}`.
 */
function baseOf(pathname: string, provider: Provider): string {
  const [prefix, param] = pathname.split('/').filter(Boolean);
  if ((prefix === 'voice-actor' || prefix === 'vodb') && param !== undefined) return `/${prefix}/${param}`;
  return `/voice-actor/${String(provider.id)}`;
}

/** Counts the visit once per profile and page load (the server counts once an hour per visitor). */
const recorded = new Set<number>();

function useRecordView(providerId: number) {
  const { storage } = useAppServices().session;
  useEffect(() => {
    if (recorded.has(providerId)) return;
    recorded.add(providerId);
    let lastVisited = [providerId];
    try {
      lastVisited = rememberVisit(storage, providerId);
    } catch {
      // A full or refused storage: the server still gets this visit.
    }
    // Statistics only: a failure changes nothing for the visitor. Sent from a task of its own: the
    // app's first request costs 10 to 15 ms of the main thread, which made the effects' task right
    // after hydration a long one.
    setTimeout(() => {
      recordProviderProfileView(providerId, { last_visited: lastVisited }).catch(() => undefined);
    }, 0);
  }, [providerId, storage]);
}

function ProfileView({ provider }: { provider: Provider }) {
  const { user, subscription, stats } = provider;
  const location = useLocation();
  const params = useParams();
  const [search] = useSearchParams();
  const base = baseOf(location.pathname, provider);
  const view = profileViewOf(location.pathname, params);
  const primary = provider.locations[0];
  useRecordView(provider.id);
  // The voice actor on their own profile: nothing to favorite, book or message (ProfileActions).
  const viewer = useUser();
  const own = viewer !== null && viewer.provider_id === provider.id;
  // One player at a time, and the anonymous visitor's login dialog after 5 samples (section 5).
  const playback = usePlayback({ gateAfter: PLAY_GATE.default });

  return (
    <Stack as="article" gap="xl" aria-labelledby="profile-name">
      <Stack as="header" gap="md">
        <Inline gap="lg" align="center" wrap>
          <Avatar name={user.name} size="large" pictures={{ picture_medium: provider.picture ?? null }} />
          <Stack gap="xs">
            <Inline gap="sm" align="center">
              <Heading level={1} id="profile-name">
                {view.kind === 'overview' ? (
                  user.name
                ) : (
                  <AppLink to={base} variant="standalone">
                    {user.name}
                  </AppLink>
                )}
              </Heading>
              {!own && (
                <FavoriteButton
                  providerId={provider.id}
                  favorite={provider.favorite}
                  source="profile"
                  name={user.name}
                />
              )}
            </Inline>
            <Inline gap="sm" align="center" wrap>
              <span className={styles.membership} data-tier={subscription.tier}>
                <Text as="span" size="sm" weight="bold">{`${subscription.tier} member`}</Text>
              </span>
              {primary !== undefined && <Text as="span">{formatLocation(primary)}</Text>}
            </Inline>
            <Inline gap="sm" align="center" wrap>
              <RatingStars
                value={stats.average_rating ?? undefined}
                reviewCount={stats.reviews_count}
                showValue
                size="small"
              />
              {stats.reviews_count > 0 && (
                <AppLink to={`${base}/reviews`}>
                  {`${String(stats.reviews_count)} ${stats.reviews_count === 1 ? 'review' : 'reviews'}`}
                </AppLink>
              )}
            </Inline>
          </Stack>
        </Inline>
        <ProfileActions provider={provider} own={own} />
      </Stack>

      {view.kind === 'overview' && <Details provider={provider} />}
      <ViewBody provider={provider} view={view} base={base} page={pageFrom(search)} playback={playback} />
      <PlayGateDialog gate={playback.gate} />
    </Stack>
  );
}

function ViewBody({
  provider,
  view,
  base,
  page,
  playback,
}: {
  provider: Provider;
  view: ProfileView;
  base: string;
  page: number;
  playback: Playback;
}) {
  const onListened = playback.onListened;
  switch (view.kind) {
    case 'demos':
      return (
        <DemosSection provider={provider} onListened={onListened} base={base} page={page} preview={false} />
      );
    case 'demo':
      return view.demoId === null ? (
        <AppErrorPage status={404} />
      ) : (
        <DemoSection provider={provider} onListened={onListened} demoId={view.demoId} base={base} />
      );
    case 'samples':
      return (
        <Stack gap="md">
          <SamplesSection
            provider={provider}
            onListened={onListened}
            base={base}
            page={page}
            selectedId={view.sampleId}
          />
          <AppLink to={base} variant="standalone">
            {`Back to ${provider.user.name}'s profile`}
          </AppLink>
        </Stack>
      );
    case 'overview':
      return (
        <>
          <DemosSection provider={provider} onListened={onListened} base={base} page={1} preview />
          <SamplesSection
            provider={provider}
            onListened={onListened}
            base={base}
            page={1}
            selectedId={null}
          />
          <WorkExperienceSection provider={provider} />
          <ReviewsSection provider={provider} base={base} />
          <EndorsementsSection provider={provider} />
          <AlsoVisitedSection provider={provider} />
        </>
      );
  }
}

/** Languages, voices, services and studio: a term above its description. */
function Details({ provider }: { provider: Provider }) {
  const rows: [string, readonly { name: string }[]][] = [
    ['Languages', provider.languages],
    ['Voice age and gender', provider.voice_age_genders],
    ['Additional services', provider.additional_services],
    ['Recording capabilities', provider.recording_capabilities],
  ];
  return (
    <>
      <dl className={styles.details}>
        {rows.map(([term, refs]) => (
          <div key={term}>
            <dt>
              <Text as="span" weight="bold">
                {term}
              </Text>
            </dt>
            <dd className={styles.description}>
              <Text as="span">{refs.length > 0 ? names(refs) : 'Not given yet'}</Text>
            </dd>
          </div>
        ))}
      </dl>
      {provider.summary != null && provider.summary !== '' && (
        <Stack as="section" gap="sm" aria-labelledby="profile-about">
          <Heading level={2} id="profile-about">
            About
          </Heading>
          <Text>{provider.summary}</Text>
        </Stack>
      )}
    </>
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
