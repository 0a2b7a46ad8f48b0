// updateUserEmailSettings: Update the user's e-mail settings (POST /users/{id}/email_settings).
import type { Handler } from '../../contract/types';
import type { EmailSettings } from '@vo/sdk';
import { activeUser, asObject, defaultEmailSettings, saveUser, selfOrAdmin } from '../../modules/users/users';

export const updateUserEmailSettings: Handler<'updateUserEmailSettings'> = async ({
  viewer: me,
  services,
  params,
  body,
}) => {
  selfOrAdmin(me, params.id);
  const user = await activeUser(services.db, params.id);
  const prefs = asObject(user.prefs);
  const settings: EmailSettings = {
    ...defaultEmailSettings,
    ...(asObject(prefs['email_settings']) as Partial<EmailSettings>),
    ...body,
  };
  await saveUser(services.db, user.id, { prefs: { ...prefs, email_settings: settings } });
  return { status: 200, body: settings };
};
