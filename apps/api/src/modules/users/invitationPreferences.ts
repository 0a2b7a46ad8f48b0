// Which invitations a voice actor takes (the invitation settings page, /invitation-preferences):
// stored in the user's prefs, each setting never changed on. The invitation code asks here: the
// marketplace's waves leave out whoever turned automatic invitations off (invitationWaves), and a
// client's direct invitation to someone who turned them off is refused (createInvitation).
import type { InvitationPreferences } from '@vo/sdk';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { providers, users } from '../../db/schema';
import { conflict } from '../../http/errors';

export const defaultInvitationPreferences: InvitationPreferences = { automatic: true, direct: true };

const KINDS = Object.keys(defaultInvitationPreferences) as (keyof InvitationPreferences)[];

/** The preferences stored in a user's prefs (`prefs.invitation_preferences`), defaults for the rest. */
export function invitationPreferencesOf(prefs: unknown): InvitationPreferences {
  const stored =
    typeof prefs === 'object' && prefs !== null && 'invitation_preferences' in prefs
      ? prefs.invitation_preferences
      : undefined;
  const preferences = { ...defaultInvitationPreferences };
  if (typeof stored !== 'object' || stored === null) return preferences;
  for (const kind of KINDS) {
    const value: unknown = (stored as Record<string, unknown>)[kind];
    if (typeof value === 'boolean') preferences[kind] = value;
  }
  return preferences;
}

/**
 * The condition on `providers` of the voice actors who take the marketplace's automatic invitations
 * (their user did not turn them off).
 */
export const takesAutomaticInvitations: SQL = sql`NOT EXISTS (SELECT 1 FROM users u WHERE u.id = ${providers.userId} AND (u.prefs -> 'invitation_preferences' ->> 'automatic') = 'false')`;

/** 409 when the voice actor of user `userId` turned clients' direct invitations off. */
export async function assertTakesDirectInvitations(db: Database, userId: number): Promise<void> {
  const [user] = await db
    .select({ name: users.name, prefs: users.prefs })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (user === undefined || invitationPreferencesOf(user.prefs).direct) return;
  throw conflict(
    'direct_invitations_off',
    `${user.name} does not take direct invitations from clients at the moment.`,
  );
}
