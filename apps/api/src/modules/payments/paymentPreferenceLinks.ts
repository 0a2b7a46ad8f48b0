// The link a mail carries to a voice actor's payment preferences (/payment-preferences/{hash_id}, spec
// section 2), like the notification preferences' (users/emailSettingLinks): a token signed with the
// server's secret naming one voice actor and when it expires. Payout details are sensitive, so the
// token opens nothing by itself: the page still needs its voice actor signed in, and the token only
// tells it whose preferences the mail meant (another account: sign in as them).
import { eq } from 'drizzle-orm';
import { readSignedPayload, signPayload } from '../../auth/crypto';
import type { Viewer } from '../../auth/viewer';
import { providers, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { absolute } from '../../mail/compose';
import type { Services } from '../../services';
import { emailHint } from '../users/emailSettingLinks';

const PURPOSE = 'payment-preferences';

/** How long a mail's link works: long enough for a voice actor back from a trip. */
export const PAYMENT_LINK_DAYS = 30;

interface Claims {
  /** The provider (voice actor). */
  p: number;
  /** Expiry, in seconds since the epoch. */
  e: number;
}

const isClaims = (value: unknown): value is Claims => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return Number.isSafeInteger(v['p']) && Number.isSafeInteger(v['e']);
};

/** The signed token for `providerId`'s payment preferences, valid PAYMENT_LINK_DAYS from `now`. */
export const paymentPreferencesToken = (
  services: Pick<Services, 'tokenSecret'>,
  providerId: number,
  now: Date,
): string =>
  signPayload(
    { p: providerId, e: Math.floor(now.getTime() / 1000) + PAYMENT_LINK_DAYS * 86_400 } satisfies Claims,
    services.tokenSecret,
    PURPOSE,
  );

/** The provider a token this server signed names, while it has not expired; else null. */
export function readPaymentPreferencesToken(
  services: Pick<Services, 'tokenSecret'>,
  token: string,
  now: Date,
): number | null {
  const claims = readSignedPayload(token, services.tokenSecret, PURPOSE);
  if (!isClaims(claims) || claims.e * 1000 <= now.getTime()) return null;
  return claims.p;
}

/** The page a mail links to for adding or fixing payout details: /payment-preferences/{token}. */
export const paymentPreferencesLink = (
  services: Pick<Services, 'tokenSecret' | 'now'> & { config: { publicOrigin: string } },
  providerId: number,
): string =>
  absolute(
    services.config.publicOrigin,
    `/payment-preferences/${paymentPreferencesToken(services, providerId, services.now())}`,
  );

/**
 * getPaymentPreferencesLink: whose payment preferences the link opens, for a signed-in viewer: theirs
 * (yours), or another account's e-mail partly hidden. 404 for a token the server did not sign, an
 * expired one, or a voice actor whose account is gone.
 */
export async function linkedPaymentPreferences(
  services: Services,
  viewer: Viewer,
  token: string,
): Promise<{ provider_id: number; yours: boolean; email_hint: string }> {
  const invalid = () =>
    notFound(
      'payment_link_invalid',
      'This link is not valid or has expired. Open your payment preferences to add or fix your payout details.',
    );
  const providerId = readPaymentPreferencesToken(services, token, services.now());
  if (providerId === null) throw invalid();
  const [row] = await services.db
    .select({ userId: providers.userId, email: users.email, deletedAt: users.deletedAt })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(providers.id, providerId));
  if (!row || row.deletedAt !== null) throw invalid();
  const yours = viewer.providerId === providerId;
  return { provider_id: providerId, yours, email_hint: emailHint(row.email) };
}
