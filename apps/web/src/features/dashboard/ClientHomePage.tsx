import { useMutation, useQuery } from '@tanstack/react-query';
import type { ProjectSummary, User } from '@vo/sdk';
import { getGetUserStatsQueryOptions, getUpdateUserMutationOptions } from '@vo/sdk/hooks';
import {
  channelView,
  Checklist,
  GettingStartedBadge,
  Heading,
  Inline,
  Skeleton,
  Stack,
  Text,
  showGettingStarted,
  type ChecklistItem,
} from '@vo/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useAppServices, useUser } from '../../lib/AppContext';
import { JSON_BODY, sessionUser } from '../../lib/session/responseUser';
import { AppLink } from '../../lib/AppLink';
import { projectPath } from '../../lib/projects';
import { QueryState } from '../../lib/queryState';
import * as styles from './dashboard.css';
import {
  activeBookingsQuery,
  activeCastingsQuery,
  conversationsQuery,
  likedProposalsQuery,
  recentFavoritesQuery,
} from './dashboardQuery';

const profilePath = (id: number) => `/voice-actor/${String(id)}`;

const plural = (count: number, one: string, many: string) => `${String(count)} ${count === 1 ? one : many}`;

/**
 * The client's home (`/dashboard/home`, spec section 2): what to do next, then their recent
 * favorites, liked proposals, conversations, castings in progress and bookings, each panel linking
 * into its screen. Each panel loads and fails on its own.
 */
export function ClientHomePage() {
  const user = useUser();
  if (user === null) return null;
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1}>Home</Heading>
        <Text tone="muted">Welcome back, {user.name}.</Text>
      </Stack>
      <GettingStarted user={user} />
      <div className={styles.panels}>
        <RecentFavorites user={user} />
        <LikedProposals />
        <Conversations user={user} />
        <ProjectActivity user={user} />
        <Bookings user={user} />
      </div>
    </Stack>
  );
}

/** The client's getting-started actions, as completed_actions names them once done. */
const GETTING_STARTED_ACTIONS = ['post_project', 'add_favorite', 'book_voice_actor'] as const;

/**
 * The getting-started badge and checklist (spec section 4): the client's first actions, each done
 * once the server shows it (a project posted, a voice actor favorited, a booking made), and the two
 * profile fields the badge's rule reads. An action the server shows done is recorded in the user's
 * completed_actions (once; the server keeps it unchanged while an admin acts as the user), so the
 * top bar's badge, which counts them, agrees with this list. Gone once the rule says the client has
 * started.
 */
function GettingStarted({ user }: { user: User }) {
  const stats = useQuery({ ...getGetUserStatsQueryOptions(user.id), meta: { errors: 'local' } });
  const favorites = useQuery(recentFavoritesQuery());
  const { session } = useAppServices();
  const record = useMutation({
    ...getUpdateUserMutationOptions({ mutation: { meta: { errors: 'local' } }, request: JSON_BODY }),
  });
  const recorded = useRef(false);
  const counters = stats.data?.data;
  const favorited = favorites.data === undefined ? undefined : favorites.data.data.length > 0;
  const done: Record<(typeof GETTING_STARTED_ACTIONS)[number], boolean> | null =
    counters === undefined || favorited === undefined
      ? null
      : {
          post_project: counters.active_projects + counters.past_projects - (counters.bookings ?? 0) > 0,
          add_favorite: favorited,
          book_voice_actor: (counters.bookings ?? 0) > 0,
        };
  const unrecorded =
    done === null
      ? []
      : GETTING_STARTED_ACTIONS.filter((action) => done[action] && user.completed_actions?.[action] !== true);
  useEffect(() => {
    if (unrecorded.length === 0 || recorded.current) return;
    recorded.current = true;
    record
      .mutateAsync({
        id: user.id,
        data: { completed_actions: Object.fromEntries(unrecorded.map((action) => [action, true])) },
      })
      .then(({ data }) => {
        session.actor.send({ type: 'session.userChanged', user: sessionUser(data) });
      })
      // Not recorded this time: the list still shows what the server says is done.
      .catch(() => undefined);
  }, [unrecorded, record, session, user.id]);
  if (done === null) return null;
  const country = (user.address?.country ?? '') !== '';
  const organization = (user.services ?? []).some((service) => service.organization_type !== null);
  const completed = GETTING_STARTED_ACTIONS.filter((action) => done[action]).length;
  if (!showGettingStarted({ completed, hasCountry: country, hasOrganizationType: organization })) return null;
  const items: ChecklistItem[] = [
    { id: 'post_project', label: 'Post a project', done: done.post_project, href: '/post' },
    {
      id: 'add_favorite',
      label: 'Save a voice actor to your favorites',
      done: done.add_favorite,
      href: '/search',
    },
    { id: 'book_voice_actor', label: 'Book a voice actor', done: done.book_voice_actor, href: '/search' },
    { id: 'country', label: 'Add your country', done: country, href: '/account' },
    { id: 'organization', label: 'Tell us who you are', done: organization, href: '/onboarding/client' },
  ];
  return (
    <Stack as="section" gap="sm" aria-labelledby="getting-started">
      <Inline gap="sm" align="center">
        <Heading level={2} id="getting-started">
          Get started
        </Heading>
        <GettingStartedBadge completed={completed} hasCountry={country} hasOrganizationType={organization} />
      </Inline>
      <Checklist items={items} title="Your first steps" headingLevel={3} />
    </Stack>
  );
}

/** A titled panel with a link to its screen. */
function Panel({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <Stack gap="sm">
        <Inline gap="sm" justify="between" align="center">
          <Heading level={2} id={id}>
            {title}
          </Heading>
          {more ? <AppLink to={more.to}>{more.label}</AppLink> : null}
        </Inline>
        {children}
      </Stack>
    </section>
  );
}

function PanelSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      <Stack gap="xs">
        <Skeleton shape="text" />
        <Skeleton shape="text" />
      </Stack>
    </div>
  );
}

/** An empty panel says so and offers the next step. */
function Nothing({ children }: { children: ReactNode }) {
  return <Text tone="muted">{children}</Text>;
}

function RecentFavorites({ user }: { user: User }) {
  const query = useQuery(recentFavoritesQuery());
  return (
    <Panel
      id="home-favorites"
      title="Recent favorites"
      more={{ to: `/favorites/${String(user.id)}`, label: 'All favorites' }}
    >
      <QueryState
        query={query}
        loading={<PanelSkeleton label="Loading your favorites" />}
        failed={{ title: 'Your favorites could not be loaded', headingLevel: 3 }}
        isEmpty={({ data }) => data.length === 0}
        empty={
          <Nothing>
            No favorites yet. <AppLink to="/search">Search voice actors</AppLink> and tap the heart to keep
            them.
          </Nothing>
        }
      >
        {({ data }) => (
          <ul className={styles.list} aria-label="Recent favorites">
            {data.map((provider) => (
              <li key={provider.id}>
                <AppLink to={profilePath(provider.id)}>{provider.user.name}</AppLink>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Panel>
  );
}

function LikedProposals() {
  const query = useQuery(likedProposalsQuery());
  return (
    <Panel id="home-liked" title="Liked proposals">
      <QueryState
        query={query}
        loading={<PanelSkeleton label="Loading your liked proposals" />}
        failed={{ title: 'Your liked proposals could not be loaded', headingLevel: 3 }}
        isEmpty={({ data }) => data.length === 0}
        empty={<Nothing>Proposals you like on your castings show here.</Nothing>}
      >
        {({ data }) => (
          <ul className={styles.list} aria-label="Liked proposals">
            {data.map(({ project, offers }) => (
              <li key={project.public_hash}>
                <Stack gap="xxs">
                  <AppLink to={`${projectPath(project)}/proposals`}>{project.name}</AppLink>
                  <ul className={styles.subList}>
                    {offers.map((offer) => (
                      <li key={offer.public_hash}>
                        <AppLink to={`${projectPath(project)}/proposals/details/${String(offer.id)}`}>
                          {offer.provider.user.name}
                        </AppLink>
                      </li>
                    ))}
                  </ul>
                </Stack>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Panel>
  );
}

function Conversations({ user }: { user: User }) {
  const query = useQuery(conversationsQuery(user.id));
  return (
    <Panel id="home-messages" title="Messages" more={{ to: '/messages', label: 'All messages' }}>
      <QueryState
        query={query}
        loading={<PanelSkeleton label="Loading your conversations" />}
        failed={{ title: 'Your conversations could not be loaded', headingLevel: 3 }}
        isEmpty={({ data }) => data.length === 0}
        empty={<Nothing>No conversations yet. Message a voice actor from their proposal or booking.</Nothing>}
      >
        {({ data }) => (
          <ul className={styles.list} aria-label="Recent conversations">
            {data.map((channel) => {
              const view = channelView(channel, user.id);
              const unread = channel.stats.pending_events;
              return (
                <li key={channel.public_hash}>
                  <Stack gap="xxs">
                    <AppLink to={`/messages/${channel.public_hash}`}>
                      {view.other?.name ?? 'Conversation'}
                      {unread > 0 ? ` (${plural(unread, 'unread message', 'unread messages')})` : ''}
                    </AppLink>
                    {view.preview === null ? null : (
                      <Text tone="muted" className={styles.preview}>
                        {view.previewIsOwn ? `You: ${view.preview}` : view.preview}
                      </Text>
                    )}
                  </Stack>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </Panel>
  );
}

/** A project's row: its name linking to it, and what waits there. */
function ProjectRow({ project, facts }: { project: ProjectSummary; facts: readonly string[] }) {
  return (
    <Stack gap="xxs">
      <AppLink to={projectPath(project)}>{project.name}</AppLink>
      {facts.length > 0 ? <Text tone="muted">{facts.join(' · ')}</Text> : null}
    </Stack>
  );
}

function ProjectActivity({ user }: { user: User }) {
  const query = useQuery(activeCastingsQuery(user.id));
  return (
    <Panel
      id="home-projects"
      title="Project activity"
      more={{ to: '/dashboard/projects', label: 'All projects' }}
    >
      <QueryState
        query={query}
        loading={<PanelSkeleton label="Loading your castings" />}
        failed={{ title: 'Your castings could not be loaded', headingLevel: 3 }}
        isEmpty={({ data }) => data.length === 0}
        empty={
          <Nothing>
            No casting in progress. <AppLink to="/post">Post a project</AppLink> to hear auditions.
          </Nothing>
        }
      >
        {({ data }) => (
          <ul className={styles.list} aria-label="Castings in progress">
            {data.map((project) => {
              const stats = project.stats;
              const proposals =
                (stats?.offers_received_manual ?? 0) + (stats?.offers_received_automatic ?? 0);
              const unopened = proposals - (stats?.offers_opened ?? 0);
              const questions = stats?.pending_questions ?? 0;
              const facts = [
                ...(proposals > 0 ? [plural(proposals, 'proposal', 'proposals')] : []),
                ...(unopened > 0 ? [`${String(unopened)} not opened`] : []),
                ...(questions > 0 ? [plural(questions, 'question', 'questions')] : []),
              ];
              return (
                <li key={project.public_hash}>
                  <ProjectRow project={project} facts={facts} />
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </Panel>
  );
}

function Bookings({ user }: { user: User }) {
  const query = useQuery(activeBookingsQuery(user.id));
  return (
    <Panel id="home-bookings" title="Bookings" more={{ to: '/dashboard/bookings', label: 'All bookings' }}>
      <QueryState
        query={query}
        loading={<PanelSkeleton label="Loading your bookings" />}
        failed={{ title: 'Your bookings could not be loaded', headingLevel: 3 }}
        isEmpty={({ data }) => data.length === 0}
        empty={<Nothing>No booking in progress. Book a voice actor from their profile.</Nothing>}
      >
        {({ data }) => (
          <ul className={styles.list} aria-label="Bookings in progress">
            {data.map((project) => (
              <li key={project.public_hash}>
                <ProjectRow project={project} facts={[]} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Panel>
  );
}
