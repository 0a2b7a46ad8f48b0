import type { AimaStatus, ClientStatus } from '@vo/sdk';
import { projectCan, projectEntityOf, projectLabel, type ProjectResource, type Viewer } from '@vo/machines';

/** The decisions the project machine lets this admin take on the project now. */
export function approvalDecisions(
  project: ProjectResource,
  by: Viewer,
): { approve: boolean; disapprove: boolean } {
  const entity = projectEntityOf(project);
  return {
    approve: projectCan(entity, { type: 'project.approve', by }),
    disapprove: projectCan(entity, { type: 'project.disapprove', by }),
  };
}

/** The project's status label (spec section 4), as the machine words it. */
export const statusLabelOf = (project: ProjectResource, by: Viewer) =>
  projectLabel(projectEntityOf(project), by);

/** The admin classifications of a project's client (spec section 3). */
export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = {
  trusted: 'Trusted',
  untrusted: 'Untrusted',
  undesirable: 'Undesirable',
};

export const AIMA_STATUS_LABELS: Record<AimaStatus, string> = {
  disabled: 'Off',
  enabled: 'Enabled',
  running: 'Running',
  finished: 'Finished',
};

export const isClientStatus = (value: string): value is ClientStatus =>
  Object.keys(CLIENT_STATUS_LABELS).includes(value);
