// createShareControlLink: Make a shared ownership link (POST /share_control). An owner of every
// casting named, or an admin, gets the link's encoded id: the castings' ids and an expiry 30 days
// ahead, signed by the server. 404 for an unknown project, 403 for anyone else, 409 for a booking.
// Nothing is stored: opening the link (acceptShareControlLink) is what changes the owners.
import type { Handler } from '../../contract/types';
import { findProject } from '../../modules/projects/projectLifecycle';
import {
  encodeShareControlLink,
  requireSharable,
  SHARE_CONTROL_LIFETIME_MS,
} from '../../modules/shareControl/shareControl';

export const createShareControlLink: Handler<'createShareControlLink'> = async ({
  viewer,
  body,
  services,
}) => {
  const ids: number[] = [];
  for (const ref of body.project_ids) {
    const project = await findProject(services.db, ref);
    requireSharable(viewer, project);
    if (!ids.includes(project.row.id)) ids.push(project.row.id);
  }
  const expiresAt = new Date(services.now().getTime() + SHARE_CONTROL_LIFETIME_MS);
  return {
    status: 201,
    body: {
      id: encodeShareControlLink(ids, expiresAt, services.tokenSecret),
      project_ids: ids,
      expires_at: expiresAt.toISOString(),
    },
  };
};
