// What the demo marketplace's clients did: reviews of voice actors (some answered), favorites, and
// the demo voice actor's endorsements (three clients asked, two answered, and a colleague), drawn
// from the seed's PRNG in a fixed order.
import type { Database } from '../db/client';
import { endorsements, favorites, reviews } from '../db/schema';
import type { ActorSpec, UserSpec } from './cast';
import { reviewResponses, reviewTexts } from './data';
import type { Random } from './random';

const DAY = 24 * 3600 * 1000;

export interface ClientActivitySeedInput {
  rng: Random;
  staff: readonly UserSpec[];
  clients: readonly UserSpec[];
  actors: readonly ActorSpec[];
  demoVoice: ActorSpec;
  /** The user id of a seeded account's e-mail. */
  idOf: (email: string) => number;
  /** The provider id of a seeded voice actor. */
  providerOf: (actor: ActorSpec) => number;
  today: Date;
  daysAgo: (days: number) => Date;
}

/** Stores the clients' reviews and favorites and the demo voice actor's endorsements. */
export async function seedClientActivity(
  db: Database,
  { rng, staff, clients, actors, demoVoice, idOf, providerOf, today, daysAgo }: ClientActivitySeedInput,
): Promise<void> {
  const reviewers = [...staff.filter((u) => u.email === 'client@demo.test'), ...clients].map((u) =>
    idOf(u.email),
  );
  const reviewValues = actors.flatMap((a) =>
    rng.sample(reviewers, a.reviewCount).map((authorId) => {
      const rating = rng.weighted([
        [5, 62],
        [4, 30],
        [3, 8],
      ] as const);
      // Drawn in the same order as always, so the rest of the marketplace stays the same.
      const review = rng.pick(reviewTexts[rating] ?? []);
      const response = rng.chance(0.3) ? rng.pick(reviewResponses) : null;
      const createdAt = daysAgo(rng.int(1, Math.max(2, a.createdDaysAgo - 30)));
      return {
        userId: authorId,
        target: 'provider',
        targetId: providerOf(a),
        rating,
        review,
        response,
        createdAt,
        // The voice actor answers a day after the review (never after today).
        responseCreatedAt:
          response === null ? null : new Date(Math.min(createdAt.getTime() + DAY, today.getTime())),
      };
    }),
  );
  if (reviewValues.length > 0) await db.insert(reviews).values(reviewValues);

  const providerIds = actors.map(providerOf);
  const favoriteValues = [...staff.filter((u) => u.roles.includes('client')), ...clients].flatMap((u) => {
    const picks =
      u.email === 'client@demo.test'
        ? [providerOf(demoVoice), ...rng.sample(providerIds.slice(2), 4)]
        : rng.sample(providerIds, rng.int(1, 6));
    return picks.map((targetId) => ({
      userId: idOf(u.email),
      target: 'provider',
      targetId,
      createdAt: daysAgo(rng.int(1, 200)),
    }));
  });
  await db.insert(favorites).values(favoriteValues).onConflictDoNothing();

  // --- Endorsements: the demo voice actor asked three clients (two answered) and a colleague -----
  const endorsers = clients.slice(0, 3);
  await db.insert(endorsements).values([
    ...endorsers.map((c, i) => ({
      hash: `seed-endorsement-${String(i + 1)}`,
      providerId: providerOf(demoVoice),
      userType: 'client',
      email: c.email,
      name: c.name,
      text: `Hi ${c.name.split(' ')[0] ?? c.name}, would you endorse the narration I recorded for you? It helps new clients trust my work.`,
      endorsed: i < 2 ? true : null,
      endorsedAt: i < 2 ? daysAgo(20 + i * 15) : null,
      userId: i < 2 ? idOf(c.email) : null,
      createdAt: daysAgo(30 + i * 15),
    })),
    {
      hash: 'seed-endorsement-colleague',
      providerId: providerOf(demoVoice),
      userType: 'va',
      email: 'sam.rivera.studio@example.com',
      name: 'Sam Rivera',
      text: 'Sam, we shared the audiobook cast last spring. Would you endorse my character work?',
      endorsed: null,
      endorsedAt: null,
      userId: null,
      createdAt: daysAgo(3),
    },
  ]);
}
