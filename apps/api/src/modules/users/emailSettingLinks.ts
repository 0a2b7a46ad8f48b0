// The link a mail carries to turn its kind of mail off without signing in
// (/notification-preferences/{hash_id}, spec section 2): a token signed with the server's secret that
// names one user and one e-mail setting, so whoever holds the mail changes that setting only.
import type { EmailSettings } from '@vo/sdk';
import { readSignedPayload, signPayload } from '../../auth/crypto';
import type { Services } from '../../services';
import { absolute } from '../../mail/compose';
import { notFound } from '../../http/errors';
import type { UserRow } from '../../auth/viewer';
import { activeUser } from './users';

const PURPOSE = 'email-setting';

export type EmailSettingName = keyof EmailSettings;

const SETTINGS: readonly EmailSettingName[] = [
  'messages',
  'invitations',
  'bookings',
  'project_updates',
  'reviews',
  'newsletter',
  'promotions',
];

interface Claims {
  /** The user. */
  u: number;
  /** The setting. */
  s: EmailSettingName;
}

const isClaims = (value: unknown): value is Claims => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return Number.isInteger(v['u']) && SETTINGS.some((setting) => setting === v['s']);
};

/** The signed token for `userId`'s `setting`. */
export const emailSettingToken = (
  services: Pick<Services, 'tokenSecret'>,
  userId: number,
  setting: EmailSettingName,
): string => signPayload({ u: userId, s: setting } satisfies Claims, services.tokenSecret, PURPOSE);

/** The user and setting of a token this server signed, else null. */
export function readEmailSettingToken(
  services: Pick<Services, 'tokenSecret'>,
  token: string,
): { userId: number; setting: EmailSettingName } | null {
  const claims = readSignedPayload(token, services.tokenSecret, PURPOSE);
  return isClaims(claims) ? { userId: claims.u, setting: claims.s } : null;
}

/** The page a mail links to for turning its kind of mail off: /notification-preferences/{token}. */
export const emailSettingLink = (
  services: Pick<Services, 'tokenSecret'> & { config: { publicOrigin: string } },
  userId: number,
  setting: EmailSettingName,
): string =>
  absolute(
    services.config.publicOrigin,
    `/notification-preferences/${emailSettingToken(services, userId, setting)}`,
  );

/** The e-mail with most of its name hidden: maria@example.com gives m***@example.com. */
export function emailHint(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** The account and setting of a mail's link; 404 for a token the server did not sign or a deleted account. */
export async function linkedUser(
  services: Services,
  token: string,
): Promise<{ user: UserRow; setting: EmailSettingName }> {
  const claims = readEmailSettingToken(services, token);
  const invalid = () =>
    notFound(
      'email_link_invalid',
      'This link is not valid. Sign in to change your notification preferences.',
    );
  if (claims === null) throw invalid();
  try {
    return { user: await activeUser(services.db, claims.userId), setting: claims.setting };
  } catch {
    throw invalid();
  }
}
