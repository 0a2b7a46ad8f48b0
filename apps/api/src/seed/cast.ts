// Who is in the demo marketplace, drawn from the seed's PRNG before anything is stored: the demo
// accounts' voice actors (Valentina Reyes, Sam Taylor) and staff, 60 voice actors across 14
// countries (one from each country first, the rest by weight) with their languages, accents, voices,
// memberships, clips and summaries, and the 15 clients. The order of the draws is the marketplace:
// drawing anything more, or in another order, changes every fresh database.
import type { Role } from '../auth/viewer';
import { demoAccounts } from '../auth/demoAccounts';
import type { Random } from './random';
import {
  additionalServiceSeeds,
  ages,
  categorySeeds,
  clientSeeds,
  clipLanguageOf,
  clipSeeds,
  countrySeeds,
  membershipProducts,
  namesByLanguage,
  recordingCapabilitySeeds,
  summaryClosers,
  summaryOpeners,
  vocalAbilitySeeds,
  type Age,
  type ClipSeed,
  type CountrySeed,
  type Gender,
} from './data';

/** How many voice actors the seed makes besides the demo accounts'. */
export const SEEDED_ACTORS = 60;

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '');

export interface ActorSpec {
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

export interface UserSpec {
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

/** The people of the marketplace, as drawn. */
export interface Cast {
  /** The demo voice actor (voice@demo.test). */
  demoVoice: ActorSpec;
  /** The demo account that is client and voice actor (both@demo.test). */
  demoBoth: ActorSpec;
  /** The demo accounts that are no voice actor: client, admin, finance, tester. */
  staff: UserSpec[];
  /** Every voice actor, the two demo ones first. */
  actors: ActorSpec[];
  clients: UserSpec[];
}

/** Draws who is in the marketplace. */
export function drawCast(rng: Random): Cast {
  const market = new Marketplace(rng);
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
  return { demoVoice, demoBoth, staff, actors, clients };
}
