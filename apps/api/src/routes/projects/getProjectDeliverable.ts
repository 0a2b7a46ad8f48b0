// getProjectDeliverable: Get a booking's recording (GET /projects/{id}/deliverable). The project's
// owners (once it is sent), the booked voice actor and admins; 404 when the booking has none yet or
// the project is a casting.
import type { Handler } from '../../contract/types';
import { isAdmin } from '../../auth/viewer';
import { forbidden, notFound } from '../../http/errors';
import {
  deliverableOfProject,
  deliverableResource,
  findDeliverable,
} from '../../modules/deliverables/deliverables';
import { findProject } from '../../modules/projects/projectLifecycle';

export const getProjectDeliverable: Handler<'getProjectDeliverable'> = async ({
  viewer,
  params,
  services,
}) => {
  const { db } = services;
  const project = await findProject(db, params.id);
  const booked = viewer.providerId !== null && project.row.providerId === viewer.providerId;
  if (!booked && !project.ownerIds.includes(viewer.user.id) && !isAdmin(viewer))
    throw forbidden(
      'not_booking_party',
      'Only the booking’s client and its voice actor may see its recording.',
    );
  if (project.row.type !== 'booking')
    throw notFound('deliverable_not_found', 'This project is a casting: it has no recording.');
  const row = await deliverableOfProject(db, project.row.id);
  if (!row) throw notFound('deliverable_not_found', 'This booking has no recording yet.');
  const loaded = await findDeliverable(db, row.id, viewer);
  return {
    status: 200,
    body: await deliverableResource(db, loaded, viewer, services.config.publicOrigin, services.now()),
  };
};
