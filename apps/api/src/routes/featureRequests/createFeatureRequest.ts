// createFeatureRequest: File a feature request (POST /feature_request). Testers and admins (x-roles);
// filed open, owned by the caller.
import type { Handler } from '../../contract/types';
import { fileRequest } from '../../modules/featureRequests/featureRequests';

export const createFeatureRequest: Handler<'createFeatureRequest'> = async ({ viewer, services, body }) => ({
  status: 201,
  body: await fileRequest(services.db, viewer.user.id, body, services.now()),
});
