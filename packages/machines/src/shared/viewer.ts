import type { Role } from '@vo/sdk';

export type { Role };

/**
 * Who sends an event. Every lifecycle event names its sender, so that a guard can say who may do
 * what: the owning client, a shared owner, the voice actor, an admin, finance staff.
 */
export interface Viewer {
  readonly userId: number;
  readonly roles: readonly Role[];
  /** The viewer's provider (voice actor) id; a provider role needs one greater than 0. */
  readonly providerId?: number | null;
}

export const hasRole = (viewer: Viewer, role: Role): boolean => viewer.roles.includes(role);
export const isAdmin = (viewer: Viewer): boolean => hasRole(viewer, 'admin');
/** Finance tools need both the admin and the finance role (spec section 5). */
export const isFinance = (viewer: Viewer): boolean => hasRole(viewer, 'admin') && hasRole(viewer, 'finance');
/** A voice actor: the provider role and a provider id greater than 0 (spec section 6). */
export const isProvider = (viewer: Viewer): boolean =>
  hasRole(viewer, 'provider') && typeof viewer.providerId === 'number' && viewer.providerId > 0;
