// updateInvitationPreferences: Change which invitations the voice actor takes
// (POST /users/{id}/invitation_preferences).
import type { Handler } from '../../contract/types';
import { invitationPreferencesOf } from '../../modules/users/invitationPreferences';
import { activeUser, asObject, saveUser, selfOrAdmin } from '../../modules/users/users';

export const updateInvitationPreferences: Handler<'updateInvitationPreferences'> = async ({
  viewer: me,
  services,
  params,
  body,
}) => {
  selfOrAdmin(me, params.id);
  const user = await activeUser(services.db, params.id);
  const prefs = asObject(user.prefs);
  const stored = invitationPreferencesOf(prefs);
  // Spec section 6: while an admin acts as someone else, their preferences are not saved.
  if (me.admin !== null) return { status: 200, body: stored };
  // Only the settings sent change; the others keep what was stored (or their default).
  const preferences = { ...stored, ...body };
  await saveUser(services.db, user.id, { prefs: { ...prefs, invitation_preferences: preferences } });
  return { status: 200, body: preferences };
};
