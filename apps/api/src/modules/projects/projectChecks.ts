// The rules a client's project form must meet before the project machine is asked (422 each, in
// the form's words): a deadline in the future, proposals wanted within the limit, languages and
// voice age/genders that exist, a booked voice actor who exists.
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attributes, providers } from '../../db/schema';
import { unprocessable } from '../../http/errors';
import type { ServicePropertiesInput } from './projects';

/** GET /attributes/limit_offers: the most proposals a casting may ask for, and the form's preset. */
export const PROPOSALS_LIMIT = { limit: 50, default: 25 } as const;

/** 422 unless a new or moved deadline is in the future. */
export function checkDeadline(deadline: string | undefined, now: Date): Date | undefined {
  if (deadline === undefined) return undefined;
  const at = new Date(deadline);
  if (at.getTime() <= now.getTime())
    throw unprocessable('deadline_in_past', 'The deadline must be in the future.');
  return at;
}

/** 422 when proposals_wanted is above the limit of GET /attributes/limit_offers. */
export function checkProposalsWanted(wanted: number | null | undefined): void {
  if (wanted != null && wanted > PROPOSALS_LIMIT.limit)
    throw unprocessable(
      'proposals_wanted_over_limit',
      `The number of proposals wanted can be at most ${PROPOSALS_LIMIT.limit}.`,
    );
}

/** 422 when a language or voice age/gender id names no attribute of that group. */
export async function checkAttributes(db: Database, input: ServicePropertiesInput): Promise<void> {
  const groups = [
    ['languages', input.languages ?? []],
    ['voice_age_genders', input.voice_age_genders ?? []],
  ] as const;
  for (const [group, ids] of groups) {
    if (ids.length === 0) continue;
    const [found] = await db
      .select({ n: count() })
      .from(attributes)
      .where(and(eq(attributes.group, group), inArray(attributes.id, [...ids])));
    if ((found?.n ?? 0) !== ids.length)
      throw unprocessable(
        'unknown_attribute',
        `Unknown ${group === 'languages' ? 'language' : 'voice age or gender'}.`,
      );
  }
}

/** 422 unless the booked voice actor exists. */
export async function checkBookable(db: Database, providerId: number): Promise<void> {
  const [found] = await db.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId));
  if (!found) throw unprocessable('provider_not_bookable', 'This voice actor does not take bookings.');
}
