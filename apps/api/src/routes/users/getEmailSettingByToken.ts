// getEmailSettingByToken: Read the one e-mail setting a mail's link is for (GET /email_settings/{token}).
import type { Handler } from '../../contract/types';
import { emailSettingsOf } from '../../modules/users/emailSettings';
import { emailHint, linkedUser } from '../../modules/users/emailSettingLinks';

export const getEmailSettingByToken: Handler<'getEmailSettingByToken'> = async ({ services, params }) => {
  const { user, setting } = await linkedUser(services, params.token);
  return {
    status: 200,
    body: { setting, enabled: emailSettingsOf(user.prefs)[setting], email_hint: emailHint(user.email) },
  };
};
