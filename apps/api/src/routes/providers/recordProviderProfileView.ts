// recordProviderProfileView: Record a visit to a voice actor profile (POST /providers/{id}/profile_view).
import { eq, sql } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { profileViews, users } from '../../db/schema';
import { RECENTLY_VISITED_MAX } from '../../domain/providerProfiles';
import { visibleProvider } from '../../domain/providerAccess';

export const recordProviderProfileView: Handler<'recordProviderProfileView'> = async ({
  params,
  body,
  viewer,
  sessionId,
  services,
}) => {
  const { db } = services;
  await visibleProvider(db, viewer, params.id);
  // An admin acting as someone does not visit on their behalf, and owners do not count as
  // visitors of their own profile.
  if (viewer?.admin || viewer?.providerId === params.id) return { status: 200, body: { ok: true } };
  await db.insert(profileViews).values({
    providerId: params.id,
    viewerId: viewer?.user.id ?? null,
    sessionId,
    at: services.now(),
  });
  if (viewer) {
    // The viewed profile first, then the others newest first, without repeats, at most 10.
    const lastVisited = [params.id, ...body.last_visited.filter((id) => id !== params.id)].slice(
      0,
      RECENTLY_VISITED_MAX,
    );
    await db
      .update(users)
      .set({ prefs: sql`${users.prefs} || ${JSON.stringify({ last_visited: lastVisited })}::jsonb` })
      .where(eq(users.id, viewer.user.id));
  }
  return { status: 200, body: { ok: true } };
};
