// acceptDeliverable: Accept a recording (POST /deliverables/{id}/accept). The booking's client
// accepts a sent recording (the deliverable machine: posted, reviewed or flagged -> accepted); the
// project machine completes the booking (deliverable-accepted); the voice actor is mailed.
import type { Handler } from '../../contract/types';
import {
  deliverableResource,
  findDeliverable,
  loadDeliverable,
} from '../../modules/deliverables/deliverables';
import { scheduleDeliverableMail } from '../../modules/deliverables/deliverableJobs';
import { decide, requireBookingInProgress, storeStep } from '../../modules/deliverables/deliverableLifecycle';
import { machineViewer } from '../../modules/projects/projectLifecycle';

export const acceptDeliverable: Handler<'acceptDeliverable'> = async ({ viewer, params, services }) => {
  const { db } = services;
  const loaded = await findDeliverable(db, params.id, viewer);
  const next = decide(loaded, { type: 'deliverable.accept', by: machineViewer(viewer) });
  requireBookingInProgress(loaded.project);
  const now = services.now();
  const row = await storeStep(db, loaded, next, now);
  if (row) await scheduleDeliverableMail(services, row, 'accepted');
  const after = (await loadDeliverable(db, loaded.row.id)) ?? loaded;
  return {
    status: 200,
    body: await deliverableResource(db, after, viewer, services.config.publicOrigin, now),
  };
};
