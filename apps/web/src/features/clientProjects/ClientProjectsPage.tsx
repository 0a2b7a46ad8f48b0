import { useQuery } from '@tanstack/react-query';
import { viewerOf, type Viewer } from '@vo/machines';
import type { Project } from '@vo/sdk/hooks';
import { EmptyState, Heading, Pagination, ProjectCard, Skeleton, Stack } from '@vo/ui';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import { useUser } from '../../lib/AppContext';
import { LoadFailed } from '../../lib/errors/LoadFailed';
import { projectPath, projectStatusLabel } from '../../lib/projects';
import * as styles from './ClientProjectsPage.css';
import {
  pageFrom,
  PROJECTS_PAGE_SIZE,
  scopeOf,
  userProjectsQuery,
  type ProjectScope,
} from './clientProjectsQuery';

const TITLES: Record<ProjectScope, string> = { active: 'Active projects', past: 'Past projects' };

/**
 * The client's projects (`/dashboard/projects`, active, and `/dashboard/past`; spec section 2): a
 * page of cards, newest first, each with the status label of section 4 as the project machine
 * words it for this client, and a link to the project.
 */
export function ClientProjectsPage() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const user = useUser();
  const scope = scopeOf(pathname);
  const base = pathname.replace(/\/(projects|past)\/?$/, '');
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Heading level={1}>{TITLES[scope]}</Heading>
        <nav aria-label="Your projects">
          <ul className={styles.tabs}>
            {(['active', 'past'] as const).map((tab) => (
              <li key={tab}>
                <AppLink
                  to={`${base}/${tab === 'active' ? 'projects' : 'past'}`}
                  variant="standalone"
                  className={styles.tab}
                  aria-current={tab === scope ? 'page' : undefined}
                >
                  {tab === 'active' ? 'Active' : 'Past'}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </Stack>
      {user === null ? null : (
        <ProjectList userId={user.id} viewer={viewerOf(user)} scope={scope} page={pageFrom(search)} />
      )}
    </Stack>
  );
}

function ProjectList({
  userId,
  viewer,
  scope,
  page,
}: {
  userId: number;
  viewer: Viewer;
  scope: ProjectScope;
  page: number;
}) {
  const navigate = useNavigate();
  const query = useQuery(userProjectsQuery(userId, scope, page));
  if (query.isPending)
    return (
      <div role="status" aria-busy="true" aria-label="Loading your projects">
        <Stack gap="md">
          <Skeleton shape="rect" size="large" />
          <Skeleton shape="rect" size="large" />
          <Skeleton shape="rect" size="large" />
        </Stack>
      </div>
    );
  if (query.isError)
    return (
      <LoadFailed
        headingLevel={2}
        title="Your projects could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const projects: Project[] = query.data.data;
  if (projects.length === 0)
    return (
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
    );
  const totalPages = Number(query.data.headers.get('total-pages') ?? '1');
  const totalRows = Number(query.data.headers.get('total-rows') ?? String(projects.length));
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
      {totalPages > 1 ? (
        <Pagination
          currentPage={page}
          totalPages={totalPages}
          totalRows={totalRows}
          pageSize={PROJECTS_PAGE_SIZE}
          onPageChange={({ page: next }) => {
            void navigate(next === 1 ? '?' : `?page=${String(next)}`);
          }}
        />
      ) : null}
    </Stack>
  );
}
