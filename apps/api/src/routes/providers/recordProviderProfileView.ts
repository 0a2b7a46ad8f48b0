// recordProviderProfileView: Record a visit to a voice actor profile (POST /providers/{id}/profile_view).
import type { Handler } from '../../contract/types';
import { visibleProvider } from '../../modules/providers/providerAccess';
import { recordProfileView } from '../../modules/providers/counters';
import { rememberVisitedProfile } from '../../modules/providers/profileViews';

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
  // Counted once per visitor per profile per window (modules/providers/counters.ts).
  await recordProfileView(db, params.id, viewer, sessionId, services.now());
  if (viewer) await rememberVisitedProfile(db, viewer.user.id, params.id, body.last_visited);
  return { status: 200, body: { ok: true } };
};
