// updateEmailSettingByToken: Turn the one e-mail setting of a mail's link on or off
// (POST /email_settings/{token}).
import type { Handler } from '../../contract/types';
import { emailSettingsOf } from '../../modules/users/emailSettings';
import { emailHint, linkedUser } from '../../modules/users/emailSettingLinks';
import { asObject, saveUser } from '../../modules/users/users';

export const updateEmailSettingByToken: Handler<'updateEmailSettingByToken'> = async ({
  services,
  params,
  body,
}) => {
  const { user, setting } = await linkedUser(services, params.token);
  const prefs = asObject(user.prefs);
  // The link's setting only: the others need the signed-in page.
  const settings = { ...emailSettingsOf(prefs), [setting]: body.enabled };
  await saveUser(services.db, user.id, { prefs: { ...prefs, email_settings: settings } });
  return { status: 200, body: { setting, enabled: body.enabled, email_hint: emailHint(user.email) } };
};
