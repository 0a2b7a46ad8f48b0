// The demo marketplace (`npm run seed`, and the first start of an empty database): search
// attributes, the voice_over service and tags (seed/catalog.ts); 60 voice actors across 14
// countries (seed/cast.ts) with profiles, languages and accents, voice ages and genders, locations,
// memberships on every tier, demos and playable speech samples and credits (seed/voiceActors.ts),
// and reviews (seed/clientActivity.ts); 15 clients with favorites, castings and bookings
// (seed/projects.ts); and the demo accounts of auth/demoAccounts.ts. Drawn from a seeded PRNG, so
// every fresh database holds the same marketplace; only dates follow the day it is seeded, so the
// data never looks stale. Here: the accounts, and the order in which the parts are drawn and stored.
import { count } from 'drizzle-orm';
import { settings, userServices, users } from '../db/schema';
import { DEMO_PASSWORD } from '../auth/demoAccounts';
import { hashPassword } from '../auth/crypto';
import { rebuildSearchDocuments } from '../modules/providers/search';
import type { Services } from '../services';
import { Random } from './random';
import { drawCast, type ActorSpec } from './cast';
import { seedCatalog, storeClips } from './catalog';
import { seedVoiceActors } from './voiceActors';
import { seedClientActivity } from './clientActivity';
import { seedProjects, type BookableActor } from './projects';
import { seedInvitations } from './invitations';
import { seedOffers } from './offers';
import { seedQuestions } from './questions';
import { seedRecordingBooking } from './bookings';
import { scheduleSentRecordings, seedAutoAcceptBooking } from './autoAcceptBooking';
import { seedReviewableBookings } from './reviewableBookings';
import { seedDemoConversation } from './messages';
import { scheduleActiveCastings } from '../modules/invitations/invitationWaves';
import { MIN_WAVE_GAP_MS } from '../modules/invitations/wavePlan';
import { seedCategoryPages } from './categoryPages';
import { seedMemberships } from './memberships';
import { seedTestimonials } from './content';
import { clientSeeds } from './data';

export interface SeedResult {
  providers: number;
  clients: number;
  projects: number;
  /** The jobs scheduled for the seeded active castings: their next wave and their deadline close. */
  scheduled: { waves: number; deadlines: number };
}

/** The PRNG seed: change it and every fresh database gets another (equally fixed) marketplace. */
export const SEED = 20_261_121;
export const SEED_VERSION = '1';
const DAY = 24 * 3600 * 1000;

/**
 * Seeds the demo marketplace when the database has no users; returns null (and seeds nothing)
 * otherwise. `force` is what `npm run seed` passes: it too seeds only an empty database, since
 * seeding on top of real accounts would mix demo data into them, but it says so.
 */
export async function seedIfEmpty(
  services: Services,
  options: { force?: boolean } = {},
): Promise<SeedResult | null> {
  const [row] = await services.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) {
    if (options.force) {
      console.log(
        'The database already has users, so nothing was seeded: the seed fills only an empty database (remove the data directory, or use a new DATABASE_URL, to start over).',
      );
    }
    return null;
  }
  return seedMarketplace(services);
}

/** Seeds the whole marketplace into an empty database. */
export async function seedMarketplace(services: Services): Promise<SeedResult> {
  const rng = new Random(SEED);
  const now = services.now();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 9));
  const daysAgo = (days: number) => new Date(today.getTime() - days * DAY);
  // scrypt is deliberately slow: one hash, shared by every seeded account.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const clipFiles = await storeClips(services);

  const { demoVoice, demoBoth, staff, actors, clients } = drawCast(rng);

  const seeded = await services.db.transaction(async (db) => {
    const { attributeIds, attr } = await seedCatalog(db, clipFiles, daysAgo);

    // --- Accounts ------------------------------------------------------------------------------
    const userRows = [
      ...staff.map((u) => ({ ...u, countryCode: u.country })),
      ...clients.map((u) => ({ ...u, countryCode: u.country })),
      ...actors.map((a) => ({ ...a, countryCode: a.country.code })),
    ];
    const inserted = await db
      .insert(users)
      .values(
        userRows.map((u) => ({
          username: u.username,
          name: u.name,
          email: u.email,
          passwordHash,
          roles: u.roles,
          country: u.countryCode,
          lastCountry: u.countryCode,
          termsAcceptedAt: daysAgo(u.createdDaysAgo),
          createdAt: daysAgo(u.createdDaysAgo),
        })),
      )
      .returning({ id: users.id, email: users.email });
    const userId = new Map(inserted.map((u) => [u.email, u.id]));
    const idOf = (email: string) => {
      const id = userId.get(email);
      if (id === undefined) throw new Error(`seed: no user ${email}`);
      return id;
    };

    const clientUsers = [...staff.filter((u) => u.roles.includes('client')), demoBoth, ...clients];
    await db.insert(userServices).values(
      clientUsers.map((u, i) => {
        const seed = clientSeeds.find((c) => c.name === u.name);
        return {
          userId: idOf(u.email),
          serviceId: 'voice_over',
          usageReason: [rng.pick(['post_project', 'search_and_book', 'managed_services', 'not_sure_yet'])],
          organizationType: seed?.organization ?? (i % 2 === 0 ? 'production_house' : 'freelancer'),
          serviceProperties: seed ? { company: seed.company } : {},
        };
      }),
    );

    const providerOf = await seedVoiceActors(db, {
      rng,
      actors,
      demoVoice,
      attr,
      idOf,
      clipFiles,
      today,
      daysAgo,
    });
    await seedClientActivity(db, {
      rng,
      staff,
      clients,
      actors,
      demoVoice,
      idOf,
      providerOf,
      today,
      daysAgo,
    });

    // --- Projects: castings and bookings of the clients ---------------------------------------
    const bookable = (a: ActorSpec): BookableActor => ({
      providerId: providerOf(a),
      languages: attr('languages', a.languages),
      voiceAgeGenders: attr('voice_age_genders', a.voiceAgeGenders),
      additionalServices: attr('additional_services', a.additional),
    });
    const projectCount = await seedProjects(db, {
      now,
      clients: clients.map((c) => ({
        userId: idOf(c.email),
        company: clientSeeds.find((s) => s.name === c.name)?.company ?? c.name,
      })),
      demoClient: { userId: idOf('client@demo.test'), company: 'Morgan Creative' },
      demoBoth: { userId: idOf(demoBoth.email), company: 'Taylor Audio Works', actor: bookable(demoBoth) },
      demoVoice: bookable(demoVoice),
      actors: actors.slice(2).map(bookable),
      adminId: idOf('admin@demo.test'),
    });
    await seedInvitations(db, { now, providerId: providerOf(demoVoice) });
    await seedQuestions(db, {
      now,
      clientUserId: idOf('client@demo.test'),
      exceptProviderId: providerOf(demoVoice),
    });
    await seedOffers(db, {
      now,
      clientUserId: idOf('client@demo.test'),
      demoVoiceProviderId: providerOf(demoVoice),
    });
    const reviewable = await seedReviewableBookings(db, {
      now,
      clientUserId: idOf('client@demo.test'),
      actor: bookable(demoVoice),
      company: 'Morgan Creative',
    });

    const recording = await seedRecordingBooking(db, {
      now,
      clientUserId: idOf('client@demo.test'),
      actor: bookable(demoVoice),
      company: 'Morgan Creative',
    });

    const autoAccepted = await seedAutoAcceptBooking(db, {
      now,
      clientUserId: idOf('client@demo.test'),
      actor: bookable(demoVoice),
    });

    await seedDemoConversation(db, {
      now,
      clientUserId: idOf('client@demo.test'),
      voiceUserId: idOf(demoVoice.email),
      voiceProviderId: providerOf(demoVoice),
    });

    await seedCategoryPages(db, attributeIds, today);

    await seedTestimonials(db, now);
    await rebuildSearchDocuments(db);
    await db
      .insert(settings)
      .values({ key: 'seed_version', value: SEED_VERSION })
      .onConflictDoUpdate({ target: settings.key, set: { value: SEED_VERSION } });
    return {
      providers: actors.length,
      clients: clientUsers.length,
      projects: projectCount + reviewable + recording + autoAccepted,
    };
  });
  // The seeded castings are active without an admin's approval, which is what schedules a casting's
  // jobs: schedule them here (on the queue, once: singleton keys). The seeded invitations are the
  // first round, so the next one follows after the shortest gap between waves.
  const scheduled = await scheduleActiveCastings(services, new Date(now.getTime() + MIN_WAVE_GAP_MS));
  await scheduleSentRecordings(services);
  // The demo Premium voice actor's saved card and renewal, the promos (seed/memberships.ts).
  await seedMemberships(services, demoVoice.email);
  return { ...seeded, scheduled };
}
