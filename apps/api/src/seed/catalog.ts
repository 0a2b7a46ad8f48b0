// The demo marketplace's catalog: the voice_over service, the search attributes of every group
// (language variants and accents under their base language), the tags, and the committed audio
// clips (apps/api/seed/audio) stored as files.
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/client';
import { attributes, files, services as servicesTable, tags } from '../db/schema';
import type { Services } from '../services';
import { apiRoot } from '../paths';
import { attributeSeeds, clipSeeds, demoVoiceMoreClips, tagSeeds, type Group } from './data';

/** The stored file of each committed clip, by its file name. */
export type ClipFiles = Map<string, { id: string; size: number }>;

/** The ids of attributes by group and slugs; throws on a slug the catalog does not hold. */
export type AttributeIds = (group: Group, slugs: readonly string[]) => number[];

/** The committed clips: apps/api/seed/audio (found from the package root, in src/ or dist/). */
function audioDir(): string {
  const dir = path.join(apiRoot, 'seed/audio');
  if (!existsSync(path.join(dir, clipSeeds[0]?.file ?? '')))
    throw new Error(`The seed's audio clips are missing from ${dir}.`);
  return dir;
}

export async function storeClips(services: Services): Promise<ClipFiles> {
  const dir = audioDir();
  const stored: ClipFiles = new Map();
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

/**
 * Stores the catalog; answers the attribute ids by `group:slug` (what the category pages read) and
 * the lookup the voice actors' and projects' rows use.
 */
export async function seedCatalog(
  db: Database,
  clipFiles: ClipFiles,
  daysAgo: (days: number) => Date,
): Promise<{ attributeIds: Map<string, number>; attr: AttributeIds }> {
  await db.insert(servicesTable).values({ id: 'voice_over', name: 'Voice over' }).onConflictDoNothing();
  const attributeIds = await insertAttributes(db);
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
  const attr: AttributeIds = (group, slugs) =>
    slugs.map((slug) => {
      const id = attributeIds.get(`${group}:${slug}`);
      if (id === undefined) throw new Error(`seed: no ${group} attribute ${slug}`);
      return id;
    });
  return { attributeIds, attr };
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
