// getInvitationPreferences: Read which invitations the voice actor takes (GET /users/{id}/invitation_preferences).
import type { Handler } from '../../contract/types';
import { invitationPreferencesOf } from '../../modules/users/invitationPreferences';
import { activeUser, selfOrAdmin } from '../../modules/users/users';

export const getInvitationPreferences: Handler<'getInvitationPreferences'> = async ({
  viewer: me,
  services,
  params,
}) => {
  selfOrAdmin(me, params.id);
  const user = await activeUser(services.db, params.id);
  return { status: 200, body: invitationPreferencesOf(user.prefs) };
};
