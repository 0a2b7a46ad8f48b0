// rejectDeliverable: Reject a recording (POST /deliverables/{id}/reject). The booking's client
// rejects a sent recording (the deliverable machine: posted, reviewed, revision_requested or flagged
// -> rejected); the project machine completes the booking (deliverable-rejected). The app advises a
// revision first; the server does not insist.
import type { Handler } from '../../contract/types';
import {
  deliverableResource,
  findDeliverable,
  loadDeliverable,
} from '../../modules/deliverables/deliverables';
import { decide, requireBookingInProgress, storeStep } from '../../modules/deliverables/deliverableLifecycle';
import { machineViewer } from '../../modules/projects/projectLifecycle';

export const rejectDeliverable: Handler<'rejectDeliverable'> = async ({ viewer, params, services }) => {
  const { db } = services;
  const loaded = await findDeliverable(db, params.id, viewer);
  const next = decide(loaded, { type: 'deliverable.reject', by: machineViewer(viewer) });
  requireBookingInProgress(loaded.project);
  const now = services.now();
  await storeStep(db, loaded, next, now);
  const after = (await loadDeliverable(db, loaded.row.id)) ?? loaded;
  return {
    status: 200,
    body: await deliverableResource(db, after, viewer, services.config.publicOrigin, now),
  };
};
