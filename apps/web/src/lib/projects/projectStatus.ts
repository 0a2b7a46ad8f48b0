import type { Project, ProjectStatus } from '@vo/sdk';
import { projectEntityOf, projectLabel, type ProjectResource, type Viewer } from '@vo/machines';
import type { ProjectCardLabel, StatusLabelTone } from '@vo/ui';

/**
 * The colour of each project status (live work green, waiting blue, ended grey, refused red): a map
 * over the contract's ProjectStatus, so a status added to the contract is a compile error here.
 */
export const PROJECT_STATUS_TONES = {
  draft: 'neutral',
  pending_approval: 'info',
  disapproved: 'danger',
  active: 'success',
  closed: 'neutral',
  canceled: 'danger',
  replaced: 'neutral',
  'booking-sent': 'info',
  'booking-accepted': 'info',
  completed: 'neutral',
} as const satisfies Record<ProjectStatus, StatusLabelTone>;

/**
 * A project's status label as `viewer` sees it (spec section 4): the text and the viewer's move
 * come from @vo/machines (`projectLabel` over `projectEntityOf`), the colour from the status.
 */
export function projectStatusLabel(project: ProjectResource, viewer: Viewer | null): ProjectCardLabel {
  const label = projectLabel(projectEntityOf(project), viewer);
  return { ...label, tone: PROJECT_STATUS_TONES[project.status] };
}

/** A project's page: its public hash is its id in the address (spec section 2). */
export const projectPath = (project: Pick<Project, 'public_hash'>): string =>
  `/projects/${project.public_hash}`;
