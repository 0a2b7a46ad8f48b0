// getUserEmailSettings: Read the user's e-mail settings (GET /users/{id}/email_settings).
import type { Handler } from '../../contract/types';
import { emailSettingsOf } from '../../modules/users/emailSettings';
import { activeUser, selfOrAdmin } from '../../modules/users/users';

export const getUserEmailSettings: Handler<'getUserEmailSettings'> = async ({
  viewer: me,
  services,
  params,
}) => {
  selfOrAdmin(me, params.id);
  const user = await activeUser(services.db, params.id);
  return { status: 200, body: emailSettingsOf(user.prefs) };
};
