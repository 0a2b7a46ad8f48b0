import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { chargeStepsFor } from '@vo/machines';
import { AppLink } from '../../lib/AppLink';
import { flaggingPath } from '../../routes/table';
import { canAudition } from './canAudition';
import { useProjectOutlet } from './projectOutlet';
import { ProjectInterstitial, ProjectInvite, ProjectSpecs, ProjectTerms } from './ProjectViews';

// The owners' actions and notes are theirs alone (and admins'): their code comes with a manager's
// visit, not with every reader's.
const ProjectActions = lazy(async () => ({ default: (await import('./ProjectActions')).ProjectActions }));
const ProjectNotes = lazy(async () => ({ default: (await import('./ProjectNotes')).ProjectNotes }));
// A voice actor's own invitation to the casting, answered where it is read.
const YourInvitation = lazy(async () => ({ default: (await import('./YourInvitation')).YourInvitation }));
// A booking's terms and each side's next step, on the booking's own page.
const BookingTermsPanel = lazy(async () => ({
  default: (await import('./BookingTermsPanel')).BookingTermsPanel,
}));

/**
 * The specs (the project's own address too), with the owner's actions as the project machine offers
 * them and the owners' private notes, a voice actor's way to audition while the casting receives
 * proposals, and anyone else's way to report the project.
 */
export function SpecsTab() {
  const { project, projectRef, viewer, managing } = useProjectOutlet();
  return (
    <>
      <ProjectSpecs project={project} />
      {project.type === 'booking' && viewer !== null ? (
        <Suspense fallback={null}>
          <BookingTermsPanel project={project} projectRef={projectRef} viewer={viewer} />
        </Suspense>
      ) : null}
      {viewer !== null && chargeStepsFor(project, viewer).has('charge.pay') ? (
        <AppLink to={`/projects/${project.public_hash}/pay`} variant="standalone">
          Pay into Secure Payment
        </AppLink>
      ) : project.type === 'booking' && project.secure_payment_enabled === true && viewer !== null ? (
        <AppLink to={`/projects/${project.public_hash}/pay`} variant="standalone">
          Secure Payment
        </AppLink>
      ) : null}
      {project.type === 'casting' && viewer?.providerId != null && !managing ? (
        <Suspense fallback={null}>
          <YourInvitation project={project} projectRef={projectRef} viewer={viewer} />
        </Suspense>
      ) : null}
      {canAudition(project, viewer) ? (
        // Absolute: the specs are also the project's own address, where '..' would leave the project.
        <AppLink to={`/projects/${project.public_hash}/proposals/new/edit`} variant="standalone">
          Send your audition
        </AppLink>
      ) : null}
      {managing ? (
        <Suspense fallback={null}>
          <ProjectActions project={project} projectRef={projectRef} viewer={viewer} />
          <ProjectNotes projectRef={projectRef} />
        </Suspense>
      ) : null}
      {viewer !== null && !managing ? (
        <AppLink to={flaggingPath('project', project.id)} variant="standalone">
          Report this project
        </AppLink>
      ) : null}
    </>
  );
}

/** The terms: budget, rights, how the work is paid. */
export function TermsTab() {
  return <ProjectTerms project={useProjectOutlet().project} />;
}

/**
 * The public invite page, `{slug}/invite`: an address written with another slug (an older name's,
 * a mistyped one) goes to the project's own.
 */
export function InviteTab() {
  const { project, managing } = useProjectOutlet();
  const { slug } = useParams();
  const { search } = useLocation();
  if (slug !== project.slug) return <Navigate replace to={`../${project.slug}/invite${search}`} />;
  return <ProjectInvite project={project} managing={managing} />;
}

/** What comes next for the project (after posting, or from an invitation link). */
export function InterstitialTab() {
  return <ProjectInterstitial project={useProjectOutlet().project} />;
}
