// Endorsements (spec sections 3 and 7): a voice actor asks a client or a fellow voice actor to
// endorse them; the asked person follows /endorse/{hash} from the mail and answers once. An address
// without an account gets one of the asked kind and is signed in with a one-time al_token; an existing
// account is never signed in by the link (its owner signs in as usual). The hash goes only into
// the mail (modules/endorsements/endorsementMail.ts): never into the asker's view.
import type { Endorsement, EndorsementUserType, ProfileEndorsement } from '@vo/sdk';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { randomToken } from '../../auth/crypto';
import type { Database } from '../../db/client';
import { endorsements, providers, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Services } from '../../services';
import type { PageRequest } from '../../http/paging';
import { loadProviderSummaries } from '../providers/providers';
import { addMarketplaceService, freeUsername } from '../users/users';

export type EndorsementRow = typeof endorsements.$inferSelect;

/** The stored kind of endorser; the column only ever holds the document's two values. */
const userTypeOf = (value: string): EndorsementUserType => (value === 'va' ? 'va' : 'client');

/** A new endorsement's public hash: 16 URL-safe characters (PublicHash allows 6 to 64). */
export const newEndorsementHash = () => randomToken('', 12);

export const endorsementNotFound = () => notFound('endorsement_not_found', 'Endorsement not found.');

export async function findEndorsement(db: Database, hash: string): Promise<EndorsementRow> {
  const rows = await db.select().from(endorsements).where(eq(endorsements.hash, hash)).limit(1);
  const row = rows[0];
  if (!row) throw endorsementNotFound();
  return row;
}

/**
 * Records the answer, once: the update only takes an unanswered endorsement, so of two requests
 * racing on one link exactly one wins; null for the other (already answered).
 */
export async function answerEndorsement(
  db: Database,
  id: number,
  answer: { endorsed: boolean; userId: number; at: Date },
): Promise<EndorsementRow | null> {
  const rows = await db
    .update(endorsements)
    .set({ endorsed: answer.endorsed, endorsedAt: answer.at, userId: answer.userId })
    .where(and(eq(endorsements.id, id), isNull(endorsements.endorsed)))
    .returning();
  return rows[0] ?? null;
}

/**
 * The endorser's account: the user with the asked address, else a new one of the asked kind (a
 * client, or a voice actor with an empty provider profile the quiz fills in later).
 */
export async function endorserAccount(
  services: Services,
  row: EndorsementRow,
): Promise<{ userId: number; isNewUser: boolean }> {
  const { db } = services;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${row.email.toLowerCase()}`, isNull(users.deletedAt)))
    .limit(1);
  if (found[0]) return { userId: found[0].id, isNewUser: false };
  const username = await freeUsername(services, row.email.split('@')[0] ?? 'user');
  const isVoiceActor = row.userType === 'va';
  const [created] = await db
    .insert(users)
    .values({
      username,
      name: row.name ?? username,
      email: row.email,
      roles: isVoiceActor ? ['provider'] : ['client'],
      type: isVoiceActor ? 'voice_actor' : 'client',
      createdAt: services.now(),
    })
    .returning({ id: users.id });
  if (!created) throw new Error('The endorser account was not created.');
  await addMarketplaceService(db, created.id);
  if (isVoiceActor) await db.insert(providers).values({ userId: created.id, createdAt: services.now() });
  return { userId: created.id, isNewUser: true };
}

/**
 * The resource: the endorsed voice actor embedded; the e-mail only in the owner's view, the hash only
 * in the public view (read with the hash from the mail).
 */
export async function toEndorsement(
  services: Services,
  row: EndorsementRow,
  view: 'owner' | 'public',
): Promise<Endorsement> {
  const [provider] = await loadProviderSummaries(services.db, [row.providerId], services.config.publicOrigin);
  return {
    id: row.id,
    // Only the public view, which is read with the hash: the asker never learns it.
    ...(view === 'public' ? { hash: row.hash } : {}),
    user_type: userTypeOf(row.userType),
    provider_id: row.providerId,
    ...(provider ? { provider } : {}),
    ...(view === 'owner' ? { email: row.email } : {}),
    name: row.name,
    text: row.text,
    endorsed: row.endorsed,
    endorsed_at: row.endorsedAt?.toISOString() ?? null,
    user_id: row.userId,
    created_at: row.createdAt.toISOString(),
  };
}

/** 'Daniel Brooks' -> 'Daniel B.': how a profile names the people who endorsed it. */
export function shortName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? parts.at(-1) : undefined;
  return last === undefined ? first : `${first} ${last.charAt(0).toLocaleUpperCase()}.`;
}

/**
 * One page of the endorsements a profile shows: answered yes, newest first, each endorser by the
 * name of their account (what they call themselves now), else the name the request was sent to.
 */
export async function profileEndorsementPage(db: Database, providerId: number, page: PageRequest) {
  const shown = and(eq(endorsements.providerId, providerId), eq(endorsements.endorsed, true));
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: endorsements.id,
        userType: endorsements.userType,
        requestName: endorsements.name,
        accountName: users.name,
        endorsedAt: endorsements.endorsedAt,
        createdAt: endorsements.createdAt,
      })
      .from(endorsements)
      .leftJoin(users, eq(users.id, endorsements.userId))
      .where(shown)
      .orderBy(desc(endorsements.endorsedAt), desc(endorsements.id))
      .limit(page.size)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(endorsements)
      .where(shown),
  ]);
  const entries = rows.map((row): ProfileEndorsement => ({
    id: row.id,
    user_type: userTypeOf(row.userType),
    // A request always names someone: the account's name, else the request's, else a neutral word.
    endorser_name:
      shortName(row.accountName ?? row.requestName ?? '') ||
      (row.userType === 'va' ? 'A voice actor' : 'A client'),
    endorsed_at: (row.endorsedAt ?? row.createdAt).toISOString(),
  }));
  return { entries, total: count?.n ?? 0 };
}
