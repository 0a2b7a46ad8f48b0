// Who may see a voice actor profile and who may change it: the one rule every operation on a
// provider (profile, stats, market, samples, demos) applies.
//
// A deleted account's profile is hidden (spec: "the user can no longer sign in and their profile
// is hidden"; only an admin can restore the account): it answers 404 to everyone but admins, its
// former owner included, on reads and writes alike. Admins keep seeing it, so that they can check
// what a restore would bring back.
import { eq } from 'drizzle-orm';
import { isAdmin, type Viewer } from '../../auth/viewer';
import type { Database } from '../../db/client';
import { providers, users } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';

export type ProviderRow = typeof providers.$inferSelect;

export const profileNotFound = () => notFound('provider_not_found', 'Profile not found.');

/** True when the viewer is the provider's own user or an admin (the profile edit view). */
export const ownsProfile = (viewer: Viewer | null, provider: Pick<ProviderRow, 'userId'>) =>
  viewer !== null && (viewer.user.id === provider.userId || isAdmin(viewer));

/** A profile and whether its account is deleted; null when there is no such profile. */
export async function findProviderAccount(
  db: Database,
  providerId: number,
): Promise<{ provider: ProviderRow; deleted: boolean } | null> {
  const [row] = await db
    .select({ provider: providers, deletedAt: users.deletedAt })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(providers.id, providerId))
    .limit(1);
  return row ? { provider: row.provider, deleted: row.deletedAt !== null } : null;
}

/** The profile of a `{id}` path as the viewer may see it: 404 when missing or its account is deleted (admins excepted). */
export async function visibleProvider(
  db: Database,
  viewer: Viewer | null,
  providerId: number,
): Promise<ProviderRow> {
  const found = await findProviderAccount(db, providerId);
  if (!found || (found.deleted && !isAdmin(viewer))) throw profileNotFound();
  return found.provider;
}

/**
 * "This provider is the caller's": the profile of a `{id}` path when the viewer is its own user or
 * an admin. 404 as visibleProvider, then 403 for anyone else.
 */
export async function ownedProvider(
  db: Database,
  viewer: Viewer | null,
  providerId: number,
  action = 'change this profile',
): Promise<ProviderRow> {
  const provider = await visibleProvider(db, viewer, providerId);
  if (!ownsProfile(viewer, provider))
    throw forbidden('not_profile_owner', `Only the voice actor or an admin can ${action}.`);
  return provider;
}
