// getMySubscription: the caller's own membership (GET /providers/me/subscription). Needs the provider
// role (x-roles; an admin acting as a voice actor sees theirs).
import type { Handler } from '../../contract/types';
import { notFound } from '../../http/errors';
import { subscriptionResource } from '../../modules/subscriptions/memberships';

export const getMySubscription: Handler<'getMySubscription'> = async ({ viewer, services }) => {
  if (viewer.providerId === null) throw notFound('provider_not_found', 'Profile not found.');
  return { status: 200, body: await subscriptionResource(services.db, viewer.providerId, services.now()) };
};
