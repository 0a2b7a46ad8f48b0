import { useQuery } from '@tanstack/react-query';
import type { Project } from '@vo/sdk/hooks';
import { partiesOf, projectEntityOf, viewerOf, type Viewer } from '@vo/machines';
import { Badge, Heading, Inline, Skeleton, Stack, StatusLabel, Text } from '@vo/ui';
import { lazy, Suspense } from 'react';
import { Outlet, useMatches, useParams } from 'react-router';
import { useUser } from '../../lib/AppContext';
import { AppErrorPage } from '../../lib/errors/AppErrorPage';
import { QueryState } from '../../lib/queryState';
import { PageTabs } from '../../lib/pageTabs';
import { projectStatusLabel } from '../../lib/projects';
import { isRouteHandle } from '../../routes/table';
import { formatDateTime } from './projectFormat';
import type { ProjectOutlet } from './projectOutlet';
import { projectQuery, projectRefFrom } from './projectQuery';

// Only the two parties of a completed booking see it: its code loads with their visit.
const BookingReview = lazy(async () => ({ default: (await import('./BookingReview')).BookingReview }));

/**
 * A project's page (`/projects/{public_hash}`, also `/pi`, `/ai`, `/mi`; spec section 2): its
 * specs by default, and the children terms, `{slug}/invite` (its address corrected to the
 * project's slug), interstitial, proposals (a casting's) and their details, questions (faq goes
 * there) and invites, under one header with the
 * project's name and status label (section 4). The owner's actions are offered as the project
 * machine allows them. Anyone signed in may read an active or closed casting; other projects answer
 * 403 to all but their people (the error page).
 */
export function ProjectPage() {
  const ref = projectRefFrom(useParams().id);
  if (ref === null) return <AppErrorPage status={404} />;
  return <ProjectScreen projectRef={ref} />;
}

function ProjectScreen({ projectRef }: { projectRef: string }) {
  const query = useQuery({ ...projectQuery(projectRef), retryOnMount: false });
  const user = useUser();
  const viewer = user === null ? null : viewerOf(user);
  return (
    <QueryState
      query={query}
      loading={<ProjectSkeleton />}
      failed={{ title: 'This project could not be loaded' }}
    >
      {({ data }) => <ProjectLayout project={data} projectRef={projectRef} viewer={viewer} />}
    </QueryState>
  );
}

/** The project's tabs, by the route each one is (its table id; the specs are also the project's own address). */
const TABS = [
  { route: 'project.specs', name: 'Specs', to: 'specs' },
  { route: 'project.proposals', name: 'Proposals', to: 'proposals' },
  { route: 'project.questions', name: 'Questions', to: 'questions' },
  { route: 'project.invites', name: 'Invites', to: 'invites' },
  { route: 'project.terms', name: 'Terms', to: 'terms' },
  { route: 'project.recording', name: 'Recording', to: 'recording' },
  { route: 'project.messages', name: 'Messages', to: 'messages' },
] as const;

/** The route shown in the project's outlet (the table id it stands for, whichever address it has). */
function useCurrentChild(): string | undefined {
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isRouteHandle);
  if (handle === undefined) return undefined;
  const id = handle.entry.aliasOf ?? handle.entry.id;
  if (id === 'project') return 'project.specs';
  // A proposal's details and the audition form belong to the proposals tab; a recording's pages
  // (its review, sending it) to the recording tab.
  if (id.startsWith('project.recording')) return 'project.recording';
  return id === 'project.proposals.details' || id === 'project.proposal.edit' ? 'project.proposals' : id;
}

/** Whether the viewer manages the project: an owner or an admin (who see its invitations). */
function manages(project: Project, viewer: Viewer | null): boolean {
  if (viewer === null) return false;
  const parties = partiesOf(projectEntityOf(project).context, viewer);
  return parties.includes('client') || parties.includes('sharedOwner') || parties.includes('admin');
}

/**
 * The page around each child: the project's name, status label and tabs; the child (a nested
 * route of the table) shows in the outlet with the project it reads.
 */
function ProjectLayout({
  project,
  projectRef,
  viewer,
}: {
  project: Project;
  projectRef: string;
  viewer: Viewer | null;
}) {
  const current = useCurrentChild();
  const label = projectStatusLabel(project, viewer);
  const managing = manages(project, viewer);
  // Invitations are the managers' business; proposals exist on castings only (whoever may see the
  // casting sees the tab, and its list shows what the server answers them), the recording on
  // bookings only.
  const tabs = TABS.filter(
    (tab) =>
      (tab.route !== 'project.invites' || managing) &&
      (tab.route !== 'project.proposals' || project.type === 'casting') &&
      (tab.route !== 'project.recording' || project.type === 'booking'),
  );
  const outlet: ProjectOutlet = { project, projectRef, viewer, managing };
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
        <PageTabs
          label="Project"
          tabs={tabs.map((tab) => ({
            key: tab.route,
            to: tab.to,
            current: tab.route === current,
            children: (
              <>
                {tab.name}
                {tab.route === 'project.questions' && managing ? (
                  <>
                    {' '}
                    <Badge count={project.stats?.pending_questions ?? 0} label="new" />
                  </>
                ) : null}
              </>
            ),
          }))}
        />
      </Stack>
      {project.type === 'booking' && project.status === 'completed' && viewer !== null ? (
        <Suspense fallback={null}>
          <BookingReview project={project} viewer={viewer} />
        </Suspense>
      ) : null}
      <Outlet context={outlet} />
    </Stack>
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
