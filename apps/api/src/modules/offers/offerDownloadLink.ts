// The personal download link of an audition (see offerDownload.ts for why audio is stream-only until
// hire): signed with the server's secret for this purpose, it names the offer, the user and an expiry,
// so it cannot be passed on for long or widened to another audition.
import { readSignedPayload, signPayload } from '../../auth/crypto';
import type { Services } from '../../services';

const PURPOSE = 'offer-download';
/** Long enough for a review session with the page left open; short enough not to outlive it by much. */
const LIFETIME_MS = 12 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** What signing links needs: the services give it. */
export type OfferLinks = Pick<Services, 'tokenSecret' | 'now'> & { config: { publicOrigin: string } };

export interface DownloadClaims {
  /** The offer. */
  o: number;
  /** The user the link was made for. */
  u: number;
  /** Expiry, in seconds since the epoch. */
  e: number;
}

const isClaims = (value: unknown): value is DownloadClaims => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return Number.isInteger(v['o']) && Number.isInteger(v['u']) && typeof v['e'] === 'number';
};

/** The link for `userId` to download offer `offerId`'s audition. */
export function downloadUrl(links: OfferLinks, offerId: number, userId: number): string {
  // Rounded up to the hour so a list asked twice gives the same links (caches and React keys stay put).
  const expires = Math.ceil((links.now().getTime() + LIFETIME_MS) / HOUR) * HOUR;
  const claims: DownloadClaims = { o: offerId, u: userId, e: Math.floor(expires / 1000) };
  const token = signPayload(claims, links.tokenSecret, PURPOSE);
  return `${links.config.publicOrigin}/files/offers/${String(offerId)}/download?token=${token}`;
}

/** The claims of a link this server made and that has not expired, else null. */
export function readDownloadToken(links: OfferLinks, token: string): DownloadClaims | null {
  const claims = readSignedPayload(token, links.tokenSecret, PURPOSE);
  if (!isClaims(claims) || claims.e * 1000 < links.now().getTime()) return null;
  return claims;
}
