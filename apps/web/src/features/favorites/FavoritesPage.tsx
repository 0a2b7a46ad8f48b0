import { useQuery } from '@tanstack/react-query';
import type { Favorite, Provider } from '@vo/sdk';
import { getListRecentlyFavoritedProvidersQueryOptions } from '@vo/sdk/hooks';
import { EmptyState, Heading, Skeleton, Stack, Text } from '@vo/ui';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import { useAppServices, useUser } from '../../lib/AppContext';
import { AppErrorPage } from '../../lib/errors/AppErrorPage';
import { FavoriteProviderCard } from '../../lib/favorites/FavoriteProviderCard';
import { readRecentlyVisited } from '../../lib/favorites/recentlyVisited';
import { ListPager, pagingOf, usePageParam } from '../../lib/paging';
import { QueryState } from '../../lib/queryState';
import * as styles from './FavoritesPage.css';
import { favoritesQuery, inOrder, providersWithSamplesQuery, userIdFrom } from './favoritesQuery';

const profilePath = (id: number) => `/voice-actor/${String(id)}`;

/**
 * The user's favorite voice actors (`/favorites/{id}`, spec section 2): newest first, a page at a
 * time, each with a sample to play in place and the heart to remove it; then, on the user's own page,
 * the 8 voice actors they favorited last, and the profiles visited last on this device (10, newest first).
 */
export function FavoritesPage() {
  const userId = userIdFrom(useParams().id);
  if (userId === null) return <AppErrorPage status={404} />;
  return (
    <Stack gap="xl">
      <Heading level={1}>Favorites</Heading>
      <FavoriteList userId={userId} />
      <RecentlyFavorited userId={userId} />
      <RecentlyVisited />
    </Stack>
  );
}

function FavoriteList({ userId }: { userId: number }) {
  const { page, goToPage } = usePageParam();
  const query = useQuery({ ...favoritesQuery(userId, page), retryOnMount: false });
  return (
    <QueryState
      query={query}
      loading={<ListSkeleton />}
      failed={FAVORITES_FAILED}
      isEmpty={({ data }) => data.length === 0}
      empty={
        <EmptyState
          icon="heart"
          headingLevel={2}
          title="No favorites yet"
          message="Tap the heart on a voice actor's card or profile to keep them here."
          action={
            <AppLink to="/search" variant="standalone">
              Search voice actors
            </AppLink>
          }
        />
      }
    >
      {({ data, headers }) => (
        <FavoriteCards favorites={data} headers={headers} page={page} onPage={goToPage} />
      )}
    </QueryState>
  );
}

const FAVORITES_FAILED = { title: 'Your favorites could not be loaded', headingLevel: 2 } as const;

/** A page of favorites: their voice actors, with a sample each, are read next (the list's states again). */
function FavoriteCards({
  favorites,
  headers,
  page,
  onPage,
}: {
  favorites: readonly Favorite[];
  headers: Headers;
  page: number;
  onPage: (page: number) => void;
}) {
  const ids = favorites.map((favorite) => favorite.target_id);
  const providers = useQuery(providersWithSamplesQuery(ids));
  return (
    <QueryState query={providers} loading={<ListSkeleton />} failed={FAVORITES_FAILED}>
      {({ data }) => {
        const shown = inOrder(ids, data);
        const paging = pagingOf(headers, favorites.length);
        return (
          <Stack as="section" gap="lg" aria-labelledby="favorite-voice-actors">
            {/* The cards name their voice actors in h3s: the section's h2 keeps the outline in order. */}
            <Heading level={2} id="favorite-voice-actors">
              Your favorite voice actors
            </Heading>
            <ul className={styles.cards} aria-label="Your favorite voice actors">
              {shown.map((provider) => (
                <li key={provider.id}>
                  <FavoriteProviderCard
                    provider={provider}
                    sample={firstPlayable(provider)}
                    to={profilePath(provider.id)}
                    source="favorites"
                  />
                </li>
              ))}
            </ul>
            <ListPager paging={paging} page={page} onPage={onPage} />
          </Stack>
        );
      }}
    </QueryState>
  );
}

const firstPlayable = (provider: Provider) => (provider.samples ?? []).find((sample) => sample.is_valid);

/**
 * The voice actors the signed-in user favorited last (GET providers/recently_favorited, spec section 9:
 * 8, newest first): the caller's own list, so only on their own favorites page; hidden while loading,
 * when empty or when it fails (the favorites above carry the page's states).
 */
function RecentlyFavorited({ userId }: { userId: number }) {
  const own = useUser()?.id === userId;
  const query = useQuery({ ...getListRecentlyFavoritedProvidersQueryOptions(), enabled: own });
  const recent = own ? (query.data?.data ?? []) : [];
  if (recent.length === 0) return null;
  return (
    <ProviderLinks
      id="recently-favorited"
      title="Recently favorited"
      label="Recently favorited voice actors"
      providers={recent}
    />
  );
}

/** The profiles visited last on this device (spec sections 5 and 9: 10, newest first, no duplicates). */
function RecentlyVisited() {
  // The device's list is read after the first render: the server render has no localStorage.
  const { storage } = useAppServices().session;
  const [ids, setIds] = useState<number[]>([]);
  useEffect(() => {
    setIds(readRecentlyVisited(storage));
  }, [storage]);
  const query = useQuery({ ...providersWithSamplesQuery(ids), enabled: ids.length > 0 });
  const visited = inOrder(ids, query.data?.data ?? []);
  if (visited.length === 0) return null;
  return (
    <ProviderLinks
      id="recently-visited"
      title="Recently visited"
      label="Recently visited voice actors"
      providers={visited}
    />
  );
}

/** A titled list of voice actors' names, each linking to their profile. */
function ProviderLinks({
  id,
  title,
  label,
  providers,
}: {
  id: string;
  title: string;
  label: string;
  providers: readonly { id: number; user: { name: string } }[];
}) {
  return (
    <Stack as="section" gap="md" aria-labelledby={id}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      <ul className={styles.visited} aria-label={label}>
        {providers.map((provider) => (
          <li key={provider.id}>
            <AppLink to={profilePath(provider.id)} variant="standalone">
              {provider.user.name}
            </AppLink>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading your favorites">
      <Stack gap="md">
        <Skeleton shape="rect" size="large" />
        <Skeleton shape="rect" size="large" />
        <Text tone="muted">Loading your favorites…</Text>
      </Stack>
    </div>
  );
}
