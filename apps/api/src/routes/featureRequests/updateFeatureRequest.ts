// updateFeatureRequest: Update a feature request (PATCH /feature_request/{id}). Testers and admins
// (x-roles); a tester changes only the requests they filed (403), an admin any; 404 unknown id.
import type { Handler } from '../../contract/types';
import { isAdmin } from '../../auth/viewer';
import { changeRequest } from '../../modules/featureRequests/featureRequests';

export const updateFeatureRequest: Handler<'updateFeatureRequest'> = async ({
  viewer,
  services,
  params,
  body,
}) => ({
  status: 200,
  body: await changeRequest(
    services.db,
    params.id,
    { userId: viewer.user.id, admin: isAdmin(viewer) },
    body,
    services.now(),
  ),
});
