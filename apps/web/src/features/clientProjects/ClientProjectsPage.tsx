import { useQuery } from '@tanstack/react-query';
import { viewerOf, type Viewer } from '@vo/machines';
import type { Project } from '@vo/sdk/hooks';
import { EmptyState, Heading, ProjectCard, Skeleton, Stack } from '@vo/ui';
import { useLocation } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import { useUser } from '../../lib/AppContext';
import { ListPager, pagingOf, usePageParam } from '../../lib/paging';
import { PageTabs } from '../../lib/pageTabs';
import { projectPath, projectStatusLabel } from '../../lib/projects';
import { QueryState } from '../../lib/queryState';
import * as styles from './ClientProjectsPage.css';
import { scopeOf, userProjectsQuery, type ProjectScope } from './clientProjectsQuery';

const TITLES: Record<ProjectScope, string> = { active: 'Active projects', past: 'Past projects' };

/**
 * The client's projects (`/dashboard/projects`, active, and `/dashboard/past`; spec section 2): a
 * page of cards, newest first, each with the status label of section 4 as the project machine
 * words it for this client, and a link to the project.
 */
export function ClientProjectsPage() {
  const { pathname } = useLocation();
  const user = useUser();
  const scope = scopeOf(pathname);
  const base = pathname.replace(/\/(projects|past)\/?$/, '');
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Heading level={1}>{TITLES[scope]}</Heading>
        <PageTabs
          label="Your projects"
          tabs={[
            ...(['active', 'past'] as const).map((tab) => ({
              key: tab,
              to: `${base}/${tab === 'active' ? 'projects' : 'past'}`,
              current: tab === scope,
              children: tab === 'active' ? 'Active' : 'Past',
            })),
            { key: 'bookings', to: `${base}/bookings`, current: false, children: 'Bookings' },
          ]}
        />
      </Stack>
      {user === null ? null : <ProjectList userId={user.id} viewer={viewerOf(user)} scope={scope} />}
    </Stack>
  );
}

function ProjectList({ userId, viewer, scope }: { userId: number; viewer: Viewer; scope: ProjectScope }) {
  const { page, goToPage } = usePageParam();
  const query = useQuery(userProjectsQuery(userId, scope, page));
  return (
    <QueryState
      query={query}
      loading={
        <div role="status" aria-busy="true" aria-label="Loading your projects">
          <Stack gap="md">
            <Skeleton shape="rect" size="large" />
            <Skeleton shape="rect" size="large" />
            <Skeleton shape="rect" size="large" />
          </Stack>
        </div>
      }
      failed={{ title: 'Your projects could not be loaded', headingLevel: 2 }}
      isEmpty={({ data }) => data.length === 0}
      empty={
        <EmptyState
          icon="folder"
          headingLevel={2}
          title={scope === 'active' ? 'No active projects' : 'No past projects yet'}
          message={
            scope === 'active'
              ? 'Post a project and voice actors answer it with their proposals.'
              : 'Projects you close or complete show here.'
          }
          action={
            <AppLink to="/post" variant="standalone">
              Post a project
            </AppLink>
          }
        />
      }
    >
      {({ data, headers }) => (
        <ProjectCards
          projects={data}
          headers={headers}
          viewer={viewer}
          scope={scope}
          page={page}
          onPage={goToPage}
        />
      )}
    </QueryState>
  );
}

/** A loaded page of the client's projects, with the pager. */
function ProjectCards({
  projects,
  headers,
  viewer,
  scope,
  page,
  onPage,
}: {
  projects: readonly Project[];
  headers: Headers;
  viewer: Viewer;
  scope: ProjectScope;
  page: number;
  onPage: (page: number) => void;
}) {
  const paging = pagingOf(headers, projects.length);
  return (
    <Stack gap="lg">
      <ul className={styles.cards} aria-label={TITLES[scope]}>
        {projects.map((project) => (
          <li key={project.id}>
            <ProjectCard
              project={project}
              label={projectStatusLabel(project, viewer)}
              href={projectPath(project)}
              headingLevel={2}
            />
          </li>
        ))}
      </ul>
      <ListPager paging={paging} page={page} onPage={onPage} />
    </Stack>
  );
}
