// The demo marketplace's voice actors: their profiles (attributes, locations, quiz answers,
// memberships, display order), demos (one per kind of clip, at most three), playable samples and
// credits, drawn from the seed's PRNG in a fixed order.
import type { Database } from '../db/client';
import { demos, providers, samples, workExperiences } from '../db/schema';
import type { ActorSpec } from './cast';
import type { AttributeIds, ClipFiles } from './catalog';
import { credits, demoVoiceMoreClips } from './data';
import type { Random } from './random';

export interface VoiceActorSeedInput {
  rng: Random;
  actors: readonly ActorSpec[];
  demoVoice: ActorSpec;
  attr: AttributeIds;
  /** The user id of a seeded account's e-mail. */
  idOf: (email: string) => number;
  clipFiles: ClipFiles;
  today: Date;
  daysAgo: (days: number) => Date;
}

/** Stores the voice actors; answers the provider id of each. */
export async function seedVoiceActors(
  db: Database,
  { rng, actors, demoVoice, attr, idOf, clipFiles, today, daysAgo }: VoiceActorSeedInput,
): Promise<(actor: ActorSpec) => number> {
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
  return providerOf;
}
