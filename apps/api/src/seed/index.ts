// The demo marketplace (`npm run seed`, and the first start of an empty database): search
// attributes, the voice_over service and tags; 60 voice actors across 14 countries with profiles,
// languages and accents, voice ages and genders, locations, memberships on every tier, demos and
// playable speech samples, credits and reviews; 15 clients with favorites, castings and bookings
// (seed/projects.ts); and the demo accounts of auth/demoAccounts.ts. Drawn from a seeded PRNG, so every fresh database holds the same
// marketplace; only dates follow the day it is seeded, so the data never looks stale.
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  attributes,
  demos,
  endorsements,
  favorites,
  files,
  providers,
  reviews,
  samples,
  services as servicesTable,
  settings,
  tags,
  userServices,
  users,
  workExperiences,
} from '../db/schema';
import { DEMO_PASSWORD, demoAccounts } from '../auth/demoAccounts';
import { hashPassword } from '../auth/crypto';
import { rebuildSearchDocuments } from '../modules/providers/search';
import type { Role } from '../auth/viewer';
import type { Services } from '../services';
import { Random } from './random';
import { seedProjects, type BookableActor } from './projects';
import { seedInvitations } from './invitations';
import { seedQuestions } from './questions';
import { scheduleActiveCastings } from '../modules/invitations/invitationWaves';
import { MIN_WAVE_GAP_MS } from '../modules/invitations/wavePlan';
import { seedCategoryPages } from './categoryPages';
import { seedTestimonials } from './content';
import { apiRoot } from '../paths';
import {
  additionalServiceSeeds,
  ages,
  attributeSeeds,
  categorySeeds,
  clientSeeds,
  clipLanguageOf,
  clipSeeds,
  demoVoiceMoreClips,
  countrySeeds,
  credits,
  membershipProducts,
  namesByLanguage,
  recordingCapabilitySeeds,
  reviewResponses,
  reviewTexts,
  summaryClosers,
  summaryOpeners,
  tagSeeds,
  vocalAbilitySeeds,
  type Age,
  type ClipSeed,
  type CountrySeed,
  type Gender,
  type Group,
} from './data';

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
/** How many voice actors the seed makes besides the demo accounts'. */
export const SEEDED_ACTORS = 60;

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

/** The committed clips: apps/api/seed/audio (found from the package root, in src/ or dist/). */
function audioDir(): string {
  const dir = path.join(apiRoot, 'seed/audio');
  if (!existsSync(path.join(dir, clipSeeds[0]?.file ?? '')))
    throw new Error(`The seed's audio clips are missing from ${dir}.`);
  return dir;
}

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '');

interface ActorSpec {
  name: string;
  email: string;
  username: string;
  roles: Role[];
  country: CountrySeed;
  place: readonly [string, string];
  level: number;
  product: string;
  billing: 'MONTHLY' | 'ANNUAL' | 'NO_BILLING_PERIOD';
  languages: string[];
  accents: string[];
  voiceAgeGenders: string[];
  additional: string[];
  recording: string[];
  vocal: string[];
  categories: string[];
  summary: string;
  createdDaysAgo: number;
  membershipDaysAgo: number | null;
  clips: ClipSeed[];
  reviewCount: number;
  experienceYears: string;
}

interface UserSpec {
  name: string;
  email: string;
  username: string;
  roles: Role[];
  country: string;
  createdDaysAgo: number;
}

class Marketplace {
  readonly usernames = new Set<string>();
  readonly names = new Set<string>();

  constructor(readonly rng: Random) {}

  username(name: string): string {
    const base = ascii(name).slice(0, 34) || 'voice';
    let candidate = base;
    for (let n = 2; this.usernames.has(candidate); n += 1) candidate = `${base}${n}`;
    this.usernames.add(candidate);
    return candidate;
  }

  personName(country: CountrySeed, gender: Gender): string {
    const names = namesByLanguage[country.names];
    for (;;) {
      const name = `${this.rng.pick(names[gender])} ${this.rng.pick(names.last)}`;
      if (!this.names.has(name)) {
        this.names.add(name);
        return name;
      }
    }
  }

  ageGenders(gender: Gender): string[] {
    const { rng } = this;
    const primary = rng.weighted<Age>([
      ['Child', 3],
      ['Teen', 6],
      ['Young Adult', 36],
      ['Middle Age', 38],
      ['Senior', 17],
    ]);
    const at = ages.indexOf(primary);
    const result = [primary];
    const neighbour = ages[at + (rng.chance(0.5) ? 1 : -1)];
    if (neighbour && rng.chance(0.55)) result.push(neighbour);
    // Character actors often voice children too.
    if (rng.chance(0.08) && !result.includes('Child')) result.push('Child');
    return result.map((age) => `${age} ${gender}`.toLowerCase().replaceAll(' ', '-'));
  }

  clipsFor(languages: readonly string[], gender: Gender): ClipSeed[] {
    const { rng } = this;
    const codes = languages.map(clipLanguageOf);
    const native = codes[0];
    const spoken = new Set(codes);
    const groups = [
      clipSeeds.filter((c) => c.language === native && c.gender === gender),
      clipSeeds.filter((c) => c.language === native && c.gender !== gender),
      clipSeeds.filter((c) => c.language !== native && spoken.has(c.language) && c.gender === gender),
      clipSeeds.filter((c) => c.language !== native && spoken.has(c.language) && c.gender !== gender),
    ];
    const ordered = groups.flatMap((g) => rng.sample(g, g.length));
    return ordered.slice(0, rng.int(2, 5));
  }

  actor(country: CountrySeed, overrides: Partial<ActorSpec> & { gender?: Gender } = {}): ActorSpec {
    const { rng } = this;
    const gender = overrides.gender ?? (rng.chance(0.5) ? 'Female' : 'Male');
    const name = overrides.name ?? this.personName(country, gender);
    const username = overrides.username ?? this.username(name);
    const languages = [country.language];
    // Everyone outside the English-speaking countries records in English too (Dutch actors
    // always: there are no Dutch clips); some English speakers add a second language.
    if (country.second && (country.names !== 'en' || rng.chance(0.2))) {
      if (country.names === 'nl' || rng.chance(country.names === 'en' ? 1 : 0.65))
        languages.push(country.second);
    }
    const level = rng.weighted([
      [1, 24],
      [2, 9],
      [3, 9],
      [4, 12],
      [5, 6],
    ] as const);
    const clips = overrides.clips ?? this.clipsFor(overrides.languages ?? languages, gender);
    const categories = [
      ...new Set([
        ...clips.map((c) => c.category),
        ...rng.sample(
          categorySeeds.map((c) => c.slug),
          rng.int(0, 2),
        ),
      ]),
    ];
    const vocal = rng.sample(
      vocalAbilitySeeds.map((v) => v.slug),
      rng.int(2, 4),
    );
    const opener = rng.pick(summaryOpeners);
    const closer = rng.pick(summaryClosers);
    const experienceYears = rng.pick(['1-2 years', '3-5 years', '5-10 years', '10+ years']);
    const work = categories
      .slice(0, 3)
      .map((slug) => categorySeeds.find((c) => c.slug === slug)?.name.toLowerCase() ?? slug);
    const createdDaysAgo = rng.int(40, 2600);
    return {
      name,
      username,
      email: `${username}@example.com`,
      roles: ['provider'],
      country,
      place: rng.pick(country.places),
      level,
      product: level === 1 ? rng.pick(['standard', 'standard-1']) : (membershipProducts[level] ?? 'standard'),
      billing: level === 1 ? 'NO_BILLING_PERIOD' : rng.pick(['MONTHLY', 'ANNUAL'] as const),
      languages,
      accents: rng.sample(country.accents, rng.int(1, 2)),
      voiceAgeGenders: this.ageGenders(gender),
      additional: rng.sample(
        additionalServiceSeeds.map((a) => a.slug),
        rng.int(0, 3),
      ),
      recording: [
        'home-studio',
        ...rng.sample(
          recordingCapabilitySeeds.filter((r) => r.slug !== 'home-studio').map((r) => r.slug),
          rng.int(0, 2),
        ),
      ],
      vocal,
      categories,
      summary: `${opener}. I voice ${work.join(', ')} in ${languages.length > 1 ? 'two languages' : 'my native language'}, with ${experienceYears.replace('+', ' or more')} behind the microphone. ${closer}`,
      createdDaysAgo,
      membershipDaysAgo: level === 1 ? null : rng.int(10, Math.min(createdDaysAgo, 1200)),
      clips,
      reviewCount: rng.weighted([
        [0, 30],
        [rng.int(1, 4), 30],
        [rng.int(5, 9), 40],
      ] as const),
      experienceYears,
      ...overrides,
    };
  }
}

const countryByCode = (code: string): CountrySeed => {
  const found = countrySeeds.find((c) => c.code === code);
  if (!found) throw new Error(`no country ${code}`);
  return found;
};

async function storeClips(services: Services): Promise<Map<string, { id: string; size: number }>> {
  const dir = audioDir();
  const stored = new Map<string, { id: string; size: number }>();
  for (const clip of [...clipSeeds, ...demoVoiceMoreClips]) {
    const file = await services.storage.save(
      createReadStream(path.join(dir, clip.file)),
      'audio',
      services.config.maxAudioBytes,
    );
    stored.set(clip.file, { id: file.id, size: file.size });
  }
  return stored;
}

/** Seeds the whole marketplace into an empty database. */
export async function seedMarketplace(services: Services): Promise<SeedResult> {
  const rng = new Random(SEED);
  const market = new Marketplace(rng);
  const now = services.now();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 9));
  const daysAgo = (days: number) => new Date(today.getTime() - days * DAY);
  // scrypt is deliberately slow: one hash, shared by every seeded account.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const clipFiles = await storeClips(services);

  // --- Who is in the marketplace ----------------------------------------------------------------
  for (const account of demoAccounts) market.usernames.add(account.email.split('@')[0] ?? '');
  const demoVoice = market.actor(countryByCode('US'), {
    name: 'Valentina Reyes',
    username: market.username('Valentina Reyes'),
    email: 'voice@demo.test',
    gender: 'Female',
    level: 4,
    product: 'premium-5',
    billing: 'ANNUAL',
    languages: ['english-north-american', 'spanish-latin-american'],
    accents: ['general-american', 'neutral-latin-american'],
    voiceAgeGenders: ['young-adult-female', 'middle-age-female'],
    categories: ['commercials', 'e-learning', 'ivr-and-phone', 'explainer-videos'],
    summary:
      'Warm, friendly bilingual narrator for e-learning, explainers and IVR, in English and Latin American Spanish. Broadcast-quality home studio, directed sessions over Source-Connect, same-day delivery.',
    clips: [
      'commercial-juice-en-us.mp3',
      'explainer-app-en-us.mp3',
      'ivr-bank-en-us.mp3',
      'narracion-es-419.mp3',
    ].map((file) => clipSeeds.find((c) => c.file === file) as ClipSeed),
    reviewCount: 6,
  });
  const demoBoth = market.actor(countryByCode('GB'), {
    name: 'Sam Taylor',
    username: market.username('Sam Taylor'),
    email: 'both@demo.test',
    roles: ['client', 'provider'],
    gender: 'Male',
    level: 1,
    product: 'standard',
    billing: 'NO_BILLING_PERIOD',
    membershipDaysAgo: null,
    languages: ['english-british'],
    clips: ['narration-forest-en-gb.mp3', 'character-wizard-en-gb.mp3'].map(
      (file) => clipSeeds.find((c) => c.file === file) as ClipSeed,
    ),
    reviewCount: 2,
  });
  const staff: UserSpec[] = [
    { name: 'Chris Morgan', email: 'client@demo.test', roles: ['client'], country: 'US' },
    { name: 'Jordan Blake', email: 'admin@demo.test', roles: ['admin'], country: 'US' },
    { name: 'Priya Shah', email: 'finance@demo.test', roles: ['admin', 'finance'], country: 'GB' },
    { name: 'Taylor Quinn', email: 'tester@demo.test', roles: ['client', 'tester'], country: 'US' },
  ].map((u) => ({ ...u, roles: u.roles as Role[], username: market.username(u.name), createdDaysAgo: 400 }));

  const countryWeights = countrySeeds.map((c) => [c, c.weight] as const);
  const actors: ActorSpec[] = [demoVoice, demoBoth];
  // One actor from each country first, so every language has voices; the rest by weight.
  for (let i = 0; i < SEEDED_ACTORS; i += 1)
    actors.push(market.actor(countrySeeds[i] ?? rng.weighted(countryWeights)));

  // Every committed clip is played by someone: a clip the draw left out goes to the first actor
  // who records in its language and has room for it.
  for (const clip of clipSeeds) {
    if (actors.some((a) => a.clips.includes(clip))) continue;
    const taker = actors
      .slice(2)
      .find((a) => a.clips.length < 5 && a.languages.some((l) => clipLanguageOf(l) === clip.language));
    if (taker) {
      taker.clips.push(clip);
      if (!taker.categories.includes(clip.category)) taker.categories.push(clip.category);
    }
  }

  const clients: UserSpec[] = clientSeeds.map((c) => {
    market.names.add(c.name);
    const username = market.username(c.name);
    return {
      name: c.name,
      email: `${username}@example.com`,
      username,
      roles: ['client'],
      country: c.country,
      createdDaysAgo: rng.int(20, 1500),
    };
  });

  const seeded = await services.db.transaction(async (db) => {
    // --- Catalog -------------------------------------------------------------------------------
    await db.insert(servicesTable).values({ id: 'voice_over', name: 'Voice over' }).onConflictDoNothing();
    const attributeIds = await insertAttributes(db);
    const attr = (group: Group, slugs: readonly string[]) =>
      slugs.map((slug) => {
        const id = attributeIds.get(`${group}:${slug}`);
        if (id === undefined) throw new Error(`seed: no ${group} attribute ${slug}`);
        return id;
      });
    await db
      .insert(tags)
      .values(tagSeeds.map((name, i) => ({ name, createdAt: daysAgo(900 - i) })))
      .onConflictDoNothing();
    await db.insert(files).values(
      [...clipSeeds, ...demoVoiceMoreClips].map((clip) => {
        const stored = clipFiles.get(clip.file);
        if (!stored) throw new Error(`seed: clip ${clip.file} not stored`);
        return {
          id: stored.id,
          ownerId: null,
          kind: 'audio',
          contentType: 'audio/mpeg',
          size: stored.size,
          originalName: clip.file,
          createdAt: daysAgo(2700),
        };
      }),
    );

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

    // --- Voice actors --------------------------------------------------------------------------
    const displayOrder = rng.sample(
      actors.map((_, i) => i),
      actors.length,
    );
    const providerRows = await db
      .insert(providers)
      .values(
        actors.map((a, i) => ({
          userId: idOf(a.email),
          serviceId: 'voice_over',
          summary: a.summary,
          languages: attr('languages', a.languages),
          accents: attr('accents', a.accents),
          voiceAgeGenders: attr('voice_age_genders', a.voiceAgeGenders),
          additionalServices: attr('additional_services', a.additional),
          recordingCapabilities: attr('recording_capabilities', a.recording),
          vocalAbilities: attr('vocal_abilities', a.vocal),
          categories: attr('categories', a.categories),
          locations: [{ country_code: a.country.code, region: a.place[0], city: a.place[1] }],
          displayOrder: displayOrder[i] ?? i,
          quizAnswers: {
            experience: [a.experienceYears],
            home_studio: ['yes'],
            training: [rng.pick(['Acting classes', 'Voice-over coaching', 'Drama school', 'Self-taught'])],
          },
          membershipLevel: a.level,
          membershipProduct: a.product,
          billingPeriod: a.billing,
          membershipStartedAt: a.membershipDaysAgo === null ? null : daysAgo(a.membershipDaysAgo),
          createdAt: daysAgo(a.createdDaysAgo),
        })),
      )
      .returning({ id: providers.id, userId: providers.userId });
    const providerOf = (a: ActorSpec) => {
      const uid = idOf(a.email);
      const row = providerRows.find((p) => p.userId === uid);
      if (!row) throw new Error(`seed: no provider for ${a.email}`);
      return row.id;
    };

    // Demos: one per kind of clip, at most three; the rest of the samples stay unassigned.
    const demoPlans = actors.map((a) => {
      const names = [...new Set(a.clips.map((c) => c.demo))].slice(0, 3);
      return { actor: a, names };
    });
    const demoRows = await db
      .insert(demos)
      .values(
        demoPlans.flatMap(({ actor, names }) =>
          names.map((name, order) => ({
            providerId: providerOf(actor),
            name,
            displayOrder: order,
            createdAt: daysAgo(Math.max(1, actor.createdDaysAgo - 20 - order)),
          })),
        ),
      )
      .returning({ id: demos.id, providerId: demos.providerId, name: demos.name });

    let hashCounter = 0;
    const sampleValues = actors.flatMap((a) => {
      const providerId = providerOf(a);
      const leaveOut = a.clips.length >= 3 && rng.chance(0.25) ? a.clips[a.clips.length - 1] : undefined;
      const orderInDemo = new Map<string, number>();
      return a.clips.map((clip, i) => {
        const demo =
          clip === leaveOut
            ? undefined
            : demoRows.find((d) => d.providerId === providerId && d.name === clip.demo);
        const position = demo ? (orderInDemo.get(clip.demo) ?? 0) : 0;
        if (demo) orderInDemo.set(clip.demo, position + 1);
        const stored = clipFiles.get(clip.file);
        hashCounter += 1;
        return {
          providerId,
          // Unique by the counter, unguessable enough for a demo by the random part.
          hash: `${rng.token(8)}${hashCounter.toString(36)}`,
          name: clip.title,
          fileId: stored?.id ?? '',
          isValid: true,
          type: 'audio',
          durationSeconds: clip.seconds,
          tags: [
            ...clip.tags,
            ...(rng.chance(0.4) ? [rng.pick(['warm', 'friendly', 'calm', 'bright'])] : []),
          ].filter((t, j, all) => all.indexOf(t) === j),
          listenCount: rng.int(0, 250 * a.level),
          demoId: demo?.id ?? null,
          displayOrder: position,
          createdAt: daysAgo(Math.max(1, a.createdDaysAgo - 25 - i * 7)),
        };
      });
    });
    await db.insert(samples).values(sampleValues);
    // The demo voice actor's further samples, in no demo (drawn from no random number, so that the
    // rest of the marketplace stays as it was).
    await db.insert(samples).values(
      demoVoiceMoreClips.map((clip, i) => ({
        providerId: providerOf(demoVoice),
        hash: `demoVoiceMore${String(i + 1)}`,
        name: clip.title,
        fileId: clipFiles.get(clip.file)?.id ?? '',
        isValid: true,
        type: 'audio',
        durationSeconds: clip.seconds,
        tags: clip.tags,
        listenCount: 40 + i * 25,
        demoId: null,
        displayOrder: 0,
        createdAt: daysAgo(3 + i * 9),
      })),
    );

    await db.insert(workExperiences).values(
      actors.flatMap((a) =>
        rng.sample(credits, rng.int(1, 4)).map((credit) => ({
          providerId: providerOf(a),
          year: today.getUTCFullYear() - rng.int(0, 9),
          title: credit.title,
          clientName: credit.client,
          role: credit.role,
          description: null,
          url: null,
        })),
      ),
    );

    // --- Reviews and favorites from clients ----------------------------------------------------
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

    await seedCategoryPages(db, attributeIds, today);

    await seedTestimonials(db, now);
    await rebuildSearchDocuments(db);
    await db
      .insert(settings)
      .values({ key: 'seed_version', value: SEED_VERSION })
      .onConflictDoUpdate({ target: settings.key, set: { value: SEED_VERSION } });
    return { providers: actors.length, clients: clientUsers.length, projects: projectCount };
  });
  // The seeded castings are active without an admin's approval, which is what schedules a casting's
  // jobs: schedule them here (on the queue, once: singleton keys). The seeded invitations are the
  // first round, so the next one follows after the shortest gap between waves.
  const scheduled = await scheduleActiveCastings(services, new Date(now.getTime() + MIN_WAVE_GAP_MS));
  return { ...seeded, scheduled };
}

/** Every attribute group; children (language variants, accents) point at their base language. */
async function insertAttributes(db: Database): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const groups = Object.entries(attributeSeeds) as [Group, (typeof attributeSeeds)[Group]][];
  // Top-level attributes first (languages with no parent, every other group but accents), then
  // the ones that point at a language.
  for (const pass of [false, true]) {
    const rows = groups.flatMap(([group, seeds]) =>
      seeds
        .map((seed, order) => ({ seed, order }))
        .filter(({ seed }) => (seed.parent !== undefined) === pass)
        .map(({ seed, order }) => {
          const parentId = seed.parent === undefined ? null : ids.get(`languages:${seed.parent}`);
          if (parentId === undefined) throw new Error(`seed: no language ${seed.parent ?? ''}`);
          return { name: seed.name, slug: seed.slug, group, parentId, displayOrder: order };
        }),
    );
    const inserted = await db
      .insert(attributes)
      .values(rows)
      .returning({ id: attributes.id, group: attributes.group, slug: attributes.slug });
    for (const row of inserted) ids.set(`${row.group}:${row.slug}`, row.id);
  }
  return ids;
}
