// getProviderByUsername: Get a voice actor profile by username (GET /providers/by_username).
// The profile addresses /{username} and /voice-actor/{username}: the same profile getProvider gives.
import { eq, sql } from 'drizzle-orm';
import { isAdmin } from '../../auth/viewer';
import type { Handler } from '../../contract/types';
import { providers, users } from '../../db/schema';
import { parsePopulate } from '../../modules/providers/providerProfiles';
import { loadProvider } from '../../modules/providers/providers';
import { profileNotFound } from '../../modules/providers/providerAccess';

export const getProviderByUsername: Handler<'getProviderByUsername'> = async ({
  query,
  viewer,
  services,
}) => {
  const populate = parsePopulate(query.populate);
  // Usernames are unique case-insensitively (users_username_key is on lower(username)).
  const [row] = await services.db
    .select({ id: providers.id })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(sql`lower(${users.username}) = lower(${query.username})`)
    .limit(1);
  if (!row) throw profileNotFound();
  const provider = await loadProvider(services.db, row.id, {
    viewer,
    publicOrigin: services.config.publicOrigin,
    ...populate,
    includeDeleted: isAdmin(viewer),
  });
  if (!provider) throw profileNotFound();
  return { status: 200, body: provider };
};
