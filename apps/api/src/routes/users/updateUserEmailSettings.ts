// updateUserEmailSettings: Update the user's e-mail settings (POST /users/{id}/email_settings).
import type { Handler } from '../../contract/types';
import { emailSettingsOf } from '../../modules/users/emailSettings';
import { activeUser, asObject, saveUser, selfOrAdmin } from '../../modules/users/users';

export const updateUserEmailSettings: Handler<'updateUserEmailSettings'> = async ({
  viewer: me,
  services,
  params,
  body,
}) => {
  selfOrAdmin(me, params.id);
  const user = await activeUser(services.db, params.id);
  const prefs = asObject(user.prefs);
  // Only the settings sent change; the others keep what was stored (or their default).
  const settings = { ...emailSettingsOf(prefs), ...body };
  await saveUser(services.db, user.id, { prefs: { ...prefs, email_settings: settings } });
  return { status: 200, body: settings };
};
