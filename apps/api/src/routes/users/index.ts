// users: the signed-in user, profiles, preferences, roles, deletion and restore (spec section 7 Users).
import type { Handlers } from '../../contract/types';
import { toUserResource } from '../../domain/users';
import { unauthorized } from '../../http/errors';

export const userHandlers = {
  getMe: async ({ viewer, services }) => {
    if (!viewer) throw unauthorized('InvalidTokenSupplied', 'missing_token', 'Please log in to continue.');
    return {
      status: 200,
      body: await toUserResource(services.db, viewer.user, services.config.publicOrigin),
    };
  },
} satisfies Handlers;
