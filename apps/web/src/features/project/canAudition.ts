import type { Project } from '@vo/sdk/hooks';
import { isProvider, partiesOf, projectEntityOf, projectIsOpen, type Viewer } from '@vo/machines';

/**
 * Whether `viewer` may send an audition now: a voice actor who does not own the casting, while the
 * project machine holds it open (an active casting receives proposals). The machine has no event of
 * its own for a proposal; the server refuses the rest (409), one audition per voice actor included.
 */
export function canAudition(project: Project, viewer: Viewer | null): boolean {
  if (viewer === null || !isProvider(viewer) || project.type !== 'casting') return false;
  const entity = projectEntityOf(project);
  const parties = partiesOf(entity.context, viewer);
  return projectIsOpen(entity) && !parties.includes('client') && !parties.includes('sharedOwner');
}
