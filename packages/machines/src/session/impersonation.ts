import type { User } from '@vo/sdk';
import { isAdminUser } from './roles';
import type { Impersonation } from './storage';

/**
 * Only an admin acting as themself may act as another user (spec section 4: login as another user,
 * admin only); acting as oneself or as an invalid id is refused.
 */
export function mayImpersonate(user: User | null, current: Impersonation | null, targetId: number): boolean {
  if (user === null || current !== null) return false;
  return isAdminUser(user) && Number.isInteger(targetId) && targetId > 0 && targetId !== user.id;
}

/** The id the SDK sends in x-logged-as: the user the admin acts as, or null when acting as themself. */
export const loggedAsId = (context: { readonly impersonation: Impersonation | null }): number | null =>
  context.impersonation?.userId ?? null;

/**
 * While an admin acts as someone else, UI preferences, completed-action flags and service updates are
 * not saved (spec section 6). Callers check this before saving any of them.
 */
export const mayPersistPreferences = (context: { readonly impersonation: Impersonation | null }): boolean =>
  context.impersonation === null;
