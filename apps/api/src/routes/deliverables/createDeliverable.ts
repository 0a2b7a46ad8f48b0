// createDeliverable: Create a recording (POST /deliverables, multipart). The voice actor booked on
// a booking that waits for its recording (booking-accepted, no recording yet) starts it, in status
// created (a draft only they see), with the files uploaded (streamed to storage as they arrive, so the
// app shows the upload's progress) and a link, if any; updateDeliverable sends it.
import type { Handler } from '../../contract/types';
import { deliverables } from '../../db/schema';
import { conflict, forbidden, unprocessable } from '../../http/errors';
import {
  bookingInvitationOf,
  deliverableOfProject,
  deliverableResource,
  loadDeliverable,
} from '../../modules/deliverables/deliverables';
import { requireBookingInProgress } from '../../modules/deliverables/deliverableLifecycle';
import { storeRecordingFiles } from '../../modules/deliverables/deliverableWrites';
import { findProject } from '../../modules/projects/projectLifecycle';
import { discardUploads } from '../../modules/samples/samples';

const EXISTS = 'This booking has its recording already: change or send it from its page.';

export const createDeliverable: Handler<'createDeliverable'> = async ({
  viewer,
  body,
  services,
  request,
}) => {
  const { db } = services;
  try {
    const project = await findProject(db, String(body.project_id));
    if (viewer.providerId === null || project.row.providerId !== viewer.providerId)
      throw forbidden(
        'deliverable_not_yours',
        'Only the voice actor booked on this project delivers its recording.',
      );
    requireBookingInProgress(project);
    const invitation = await bookingInvitationOf(db, project.row.id, viewer.providerId);
    if (body.invitation_id !== undefined && body.invitation_id !== invitation?.id)
      throw unprocessable('invitation_not_yours', 'This invitation is not this booking’s.');
    if (await deliverableOfProject(db, project.row.id)) throw conflict('deliverable_exists', EXISTS);
    const now = services.now();
    const providerId = viewer.providerId;
    const id = await db.transaction(async (tx) => {
      const fileIds = await storeRecordingFiles(
        tx,
        request.uploads.filter((u) => u.field === 'files'),
        { ownerId: viewer.user.id, projectName: project.row.name, actorName: viewer.user.name, now },
      );
      const [row] = await tx
        .insert(deliverables)
        .values({
          projectId: project.row.id,
          providerId,
          invitationId: invitation?.id ?? null,
          status: 'created',
          fileIds,
          link: body.link ?? null,
          deadline: project.row.deadline,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: deliverables.id });
      if (!row) throw new Error('deliverable not stored');
      return row.id;
    });
    const loaded = await loadDeliverable(db, id);
    if (!loaded) throw new Error('deliverable not loaded');
    return {
      status: 201,
      body: await deliverableResource(db, loaded, viewer, services.config.publicOrigin, now),
    };
  } catch (error) {
    await discardUploads(
      services,
      request.uploads.map((u) => u.id),
    );
    throw error;
  }
};
