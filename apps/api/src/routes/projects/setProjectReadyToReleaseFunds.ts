// setProjectReadyToReleaseFunds: Mark a project's funds ready to release (POST
// /projects/{id}/ready_to_release_funds). The project machine (a completed booking whose recording
// was accepted, its owners) and the charge machine (paid) decide, 403 or 409 otherwise; sets
// ready_to_release_funds_at and notifies finance (finance_notified_at) (modules/payments/payouts).
import type { Handler } from '../../contract/types';
import { markReadyToRelease } from '../../modules/payments/payouts';
import { loadProjectResource } from '../../modules/projects/projects';

export const setProjectReadyToReleaseFunds: Handler<'setProjectReadyToReleaseFunds'> = async ({
  viewer,
  params,
  services,
}) => {
  const project = await markReadyToRelease(services, viewer, params.id);
  const resource = await loadProjectResource(services.db, project.row, viewer, services.config.publicOrigin);
  return { status: 200, body: resource };
};
