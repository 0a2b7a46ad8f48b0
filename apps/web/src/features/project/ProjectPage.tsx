import { useQuery } from '@tanstack/react-query';
import type { Project } from '@vo/sdk/hooks';
import { partiesOf, projectEntityOf, viewerOf, type Viewer } from '@vo/machines';
import { Badge, Heading, Inline, Skeleton, Stack, StatusLabel, Text } from '@vo/ui';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import { useUser } from '../../lib/AppContext';
import { AppErrorPage } from '../../lib/errors/AppErrorPage';
import { QueryState } from '../../lib/queryState';
import { projectStatusLabel } from '../../lib/projects';
import { ProjectActions } from './ProjectActions';
import { formatDateTime } from './projectFormat';
import * as styles from './ProjectPage.css';
import { projectQuery, projectRefFrom, projectViewOf, type ProjectView } from './projectQuery';
import { ProjectInterstitial, ProjectInvite, ProjectSpecs, ProjectTerms } from './ProjectViews';

/**
 * A project's page (`/projects/{public_hash}`, also `/pi`, `/ai`, `/mi`; spec section 2): its
 * specs by default, and the children terms, `{slug}/invite` (its address corrected to the
 * project's slug), interstitial, questions (faq goes there) and invites, under one header with the
 * project's name and status label (section 4). The owner's actions are offered as the project
 * machine allows them. Anyone signed in may read an active or closed casting; other projects answer
 * 403 to all but their people (the error page).
 */
export function ProjectPage() {
  const ref = projectRefFrom(useParams().id);
  const location = useLocation();
  const view = projectViewOf(location.pathname);
  if (ref === null || view === 'unknown') return <AppErrorPage status={404} />;
  if (view === 'faq') {
    const base = location.pathname.replace(/\/faq\/?$/, '');
    return <Navigate replace to={`${base}/questions${location.search}`} />;
  }
  return <ProjectScreen projectRef={ref} view={view} />;
}

function ProjectScreen({
  projectRef,
  view,
}: {
  projectRef: string;
  view: Exclude<ProjectView, 'faq' | 'unknown'>;
}) {
  const query = useQuery({ ...projectQuery(projectRef), retryOnMount: false });
  const user = useUser();
  const viewer = user === null ? null : viewerOf(user);
  return (
    <QueryState
      query={query}
      loading={<ProjectSkeleton />}
      failed={{ title: 'This project could not be loaded' }}
    >
      {({ data }) => <ProjectBody project={data} projectRef={projectRef} view={view} viewer={viewer} />}
    </QueryState>
  );
}

/** The project's own prefix in the address (`/projects/{id}`, `/pi/{id}`...), where its children live. */
function baseOf(pathname: string): string {
  const [prefix = 'projects', id = ''] = pathname.split('/').filter(Boolean);
  return `/${prefix}/${id}`;
}

/** Whether the viewer manages the project: an owner or an admin (who see its invitations). */
function manages(project: Project, viewer: Viewer | null): boolean {
  if (viewer === null) return false;
  const parties = partiesOf(projectEntityOf(project).context, viewer);
  return parties.includes('client') || parties.includes('sharedOwner') || parties.includes('admin');
}

function ProjectBody({
  project,
  projectRef,
  view,
  viewer,
}: {
  project: Project;
  projectRef: string;
  view: Exclude<ProjectView, 'faq' | 'unknown'>;
  viewer: Viewer | null;
}) {
  const { pathname, search } = useLocation();
  const base = baseOf(pathname);
  // The invite page's address carries the project's slug (spec section 2, `{slug}/invite`): one
  // written with another (an older name's, a mistyped one) goes to the project's own.
  const slug = pathname.split('/').filter(Boolean)[2];
  if (view === 'invite' && slug !== project.slug) {
    return <Navigate replace to={`${base}/${project.slug}/invite${search}`} />;
  }
  const label = projectStatusLabel(project, viewer);
  const managing = manages(project, viewer);
  const tabs: { view: ProjectView; name: string; to: string }[] = [
    { view: 'specs', name: 'Specs', to: `${base}/specs` },
    { view: 'questions', name: 'Questions', to: `${base}/questions` },
    ...(managing ? [{ view: 'invites' as const, name: 'Invites', to: `${base}/invites` }] : []),
    { view: 'terms', name: 'Terms', to: `${base}/terms` },
  ];
  return (
    <Stack as="article" gap="xl" aria-labelledby="project-name">
      <Stack as="header" gap="sm">
        <Heading level={1} id="project-name">
          {project.name}
        </Heading>
        <Inline gap="sm" align="center" wrap>
          <StatusLabel tone={label.yourMove ? 'warning' : label.tone} emphasis={label.yourMove}>
            {label.yourMove ? `${label.text} · Your move` : label.text}
          </StatusLabel>
          <Text as="span" tone="muted">
            {project.type === 'casting' ? 'Casting' : 'Booking'}
          </Text>
          <Text as="span" tone="muted">
            {project.deadline === null
              ? 'No deadline yet'
              : `${project.type === 'casting' ? 'Proposals until' : 'Recording due'} ${formatDateTime(project.deadline)}`}
          </Text>
        </Inline>
        <nav aria-label="Project">
          <ul className={styles.tabs}>
            {tabs.map((tab) => (
              <li key={tab.view}>
                <AppLink
                  to={tab.to}
                  variant="standalone"
                  aria-current={
                    tab.view === view || (view === 'specs' && tab.view === 'specs') ? 'page' : undefined
                  }
                  className={styles.tab}
                >
                  {tab.name}
                  {tab.view === 'questions' && managing ? (
                    <>
                      {' '}
                      <Badge count={project.stats?.pending_questions ?? 0} label="new" />
                    </>
                  ) : null}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </Stack>
      {view === 'specs' && (
        <>
          <ProjectSpecs project={project} />
          <ProjectActions project={project} projectRef={projectRef} viewer={viewer} />
        </>
      )}
      {view === 'terms' && <ProjectTerms project={project} />}
      {view === 'invite' && <ProjectInvite project={project} managing={managing} base={base} />}
      {view === 'interstitial' && <ProjectInterstitial project={project} base={base} />}
      <Suspense fallback={<TabSkeleton />}>
        {view === 'questions' && (
          <ProjectQuestions project={project} projectRef={projectRef} viewer={viewer} managing={managing} />
        )}
        {view === 'invites' &&
          (managing ? <ProjectInvites project={project} /> : <AppErrorPage status={403} />)}
      </Suspense>
    </Stack>
  );
}

// The questions and invites tabs load their code when first opened: most visits are to the specs,
// and the page's chunk stays within its 30 KB budget.
const ProjectQuestions = lazy(async () => ({
  default: (await import('./ProjectQuestions')).ProjectQuestions,
}));
const ProjectInvites = lazy(async () => ({ default: (await import('./ProjectInvites')).ProjectInvites }));

/** A tab's shape while its code loads. */
function TabSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading">
      <Skeleton lines={4} />
    </div>
  );
}

function ProjectSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the project">
      <Stack gap="lg">
        <Skeleton shape="text" size="large" />
        <Skeleton lines={2} />
        <Skeleton lines={6} />
      </Stack>
    </div>
  );
}
