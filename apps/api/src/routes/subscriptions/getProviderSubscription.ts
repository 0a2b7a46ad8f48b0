// getProviderSubscription: a voice actor's membership (GET /providers/{id}/subscription), read by that
// voice actor or by an admin (read only: every write refuses an admin not acting as them); others 403.
import { isAdmin } from '../../auth/viewer';
import type { Handler } from '../../contract/types';
import { forbidden } from '../../http/errors';
import { subscriptionResource } from '../../modules/subscriptions/memberships';

export const getProviderSubscription: Handler<'getProviderSubscription'> = async ({
  viewer,
  params,
  services,
}) => {
  if (viewer.providerId !== params.id && !isAdmin(viewer)) {
    throw forbidden('not_your_membership', 'Only the voice actor or an admin may read this membership.');
  }
  return { status: 200, body: await subscriptionResource(services.db, params.id, services.now()) };
};
