// The demo castings' auditions: the demo client's first active casting received five, as voice
// actors send them: recordings (their own sample's file stands for the take), one the client played
// and liked and commented on, one a co-owner would still have to hear; and the demo voice actor
// sent one to another client's casting, which that client played and liked (their outbox shows it).
// Stored as the server stores them (modules/offers), each offer's status one the offer machine gives.
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  invitations,
  offerComments,
  offerVotes,
  offers,
  projectOwners,
  projects,
  providers,
  samples,
} from '../db/schema';
import { newOfferHash } from '../modules/offers/offerWrites';

const HOUR = 3600 * 1000;

interface SeededAudition {
  providerId: number;
  status: 'posted' | 'reviewed';
  hoursAgo: number;
  priceQuote: number;
  listened?: boolean;
  likedBy?: number;
  comment?: { userId: number; message: string };
}

async function firstSampleFile(
  db: Database,
  providerId: number,
): Promise<{ id: number; fileId: string } | null> {
  const [row] = await db
    .select({ id: samples.id, fileId: samples.fileId })
    .from(samples)
    .where(eq(samples.providerId, providerId))
    .orderBy(asc(samples.id))
    .limit(1);
  return row ?? null;
}

async function insertAuditions(
  db: Database,
  casting: { id: number; createdAt: Date },
  now: Date,
  auditions: readonly SeededAudition[],
): Promise<number> {
  let stored = 0;
  for (const audition of auditions) {
    const sample = await firstSampleFile(db, audition.providerId);
    if (!sample) continue;
    const createdAt = new Date(
      Math.max(now.getTime() - audition.hoursAgo * HOUR, casting.createdAt.getTime() + HOUR),
    );
    const [row] = await db
      .insert(offers)
      .values({
        publicHash: newOfferHash(),
        projectId: casting.id,
        providerId: audition.providerId,
        status: audition.status,
        fileId: sample.fileId,
        relatedSamples: [sample.id],
        priceQuote: audition.priceQuote,
        listened: audition.listened ?? false,
        reviewed: audition.status === 'reviewed',
        sentAt: createdAt,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: offers.id });
    if (!row) continue;
    stored += 1;
    if (audition.likedBy !== undefined)
      await db
        .insert(offerVotes)
        .values({ offerId: row.id, userId: audition.likedBy, direction: 'up', createdAt });
    if (audition.comment)
      await db.insert(offerComments).values({ offerId: row.id, ...audition.comment, createdAt });
  }
  return stored;
}

/** The active castings a client posted, oldest first. */
async function castingsOf(db: Database, clientUserId: number, owned: boolean) {
  return db
    .select({ id: projects.id, createdAt: projects.createdAt, ownerId: projectOwners.userId })
    .from(projects)
    .innerJoin(projectOwners, and(eq(projectOwners.projectId, projects.id), eq(projectOwners.position, 0)))
    .where(
      and(
        owned ? eq(projectOwners.userId, clientUserId) : ne(projectOwners.userId, clientUserId),
        eq(projects.type, 'casting'),
        eq(projects.status, 'active'),
      ),
    )
    .orderBy(asc(projects.id))
    .limit(10);
}

/** Seeds the demo auditions; returns how many offers were stored. */
export async function seedOffers(
  db: Database,
  input: { now: Date; clientUserId: number; demoVoiceProviderId: number },
): Promise<number> {
  const [own] = await castingsOf(db, input.clientUserId, true);
  // Another client's casting the demo voice actor was not invited to (their inbox stays as seeded).
  const invited = await db
    .select({ projectId: invitations.projectId })
    .from(invitations)
    .where(eq(invitations.providerId, input.demoVoiceProviderId));
  const other = (await castingsOf(db, input.clientUserId, false)).find(
    (casting) => !invited.some((invitation) => invitation.projectId === casting.id),
  );
  // Five of the best-ranked voice actors other than the demo one (whose own audition is theirs to send).
  const actors = await db
    .select({ id: providers.id })
    .from(providers)
    .where(ne(providers.id, input.demoVoiceProviderId))
    .orderBy(desc(providers.membershipLevel), asc(providers.id))
    .limit(5);
  const ids = actors.map((a) => a.id);
  let stored = 0;
  if (own && ids.length > 0) {
    const [a, b, c, d, e] = ids;
    const plan: SeededAudition[] = [
      ...(a === undefined
        ? []
        : [
            {
              providerId: a,
              status: 'reviewed' as const,
              hoursAgo: 30,
              priceQuote: 250,
              listened: true,
              likedBy: input.clientUserId,
              comment: {
                userId: input.clientUserId,
                message: 'Lovely warmth. Could the intro be a touch slower?',
              },
            },
          ]),
      ...[b, c, d, e].flatMap((providerId, i) =>
        providerId === undefined
          ? []
          : [{ providerId, status: 'posted' as const, hoursAgo: 20 - i * 4, priceQuote: 200 + i * 25 }],
      ),
    ];
    stored += await insertAuditions(db, own, input.now, plan);
  }
  if (other) {
    stored += await insertAuditions(db, other, input.now, [
      {
        providerId: input.demoVoiceProviderId,
        status: 'reviewed',
        hoursAgo: 10,
        priceQuote: 300,
        listened: true,
        likedBy: other.ownerId,
      },
    ]);
  }
  return stored;
}
