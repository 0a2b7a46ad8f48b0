import type { ActiveRole, User, Provider } from '@vo/sdk';
import { isAdmin, isProvider, type Viewer } from '../shared/viewer';

export type { ActiveRole };

/** The user as a sender of events, for the shared role predicates. */
export const viewerOf = (user: Pick<User, 'id' | 'roles' | 'provider_id'>): Viewer => ({
  userId: user.id,
  roles: user.roles,
  providerId: user.provider_id,
});

/** A voice actor profile: the provider role and a provider_id greater than 0 (spec section 6). */
export const hasProviderProfile = (user: Pick<User, 'id' | 'roles' | 'provider_id'>): boolean =>
  isProvider(viewerOf(user));

export const isAdminUser = (user: Pick<User, 'id' | 'roles' | 'provider_id'>): boolean =>
  isAdmin(viewerOf(user));

/** The role a user acts in when none is stored: provider with a provider profile, else client. */
export const defaultRole = (user: Pick<User, 'id' | 'roles' | 'provider_id'>): ActiveRole =>
  hasProviderProfile(user) ? 'provider' : 'client';

/**
 * The role chosen from the selector. A user without the provider role who picks the voice-actor item
 * is forced to client (spec section 4).
 */
export function chooseRole(
  user: Pick<User, 'id' | 'roles' | 'provider_id'>,
  requested: ActiveRole,
): ActiveRole {
  return requested === 'provider' && !hasProviderProfile(user) ? 'client' : requested;
}

/** The active role on sign-in: the stored choice when the user may take it, else the default. */
export function resolveActiveRole(
  user: Pick<User, 'id' | 'roles' | 'provider_id'>,
  stored: ActiveRole | null,
): ActiveRole {
  return stored === null ? defaultRole(user) : chooseRole(user, stored);
}

/** The user once a provider profile was created for them: the provider role and its id. */
export function withProviderProfile(user: User, provider: Pick<Provider, 'id'>): User {
  const roles: User['roles'] = user.roles.includes('provider') ? user.roles : [...user.roles, 'provider'];
  return { ...user, roles, provider_id: provider.id };
}
