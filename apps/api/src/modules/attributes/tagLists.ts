// Tag lists managed in bulk (issue 46): an admin's file of tags (tags/file), and the tags a sample's
// owner excludes from one sample (tags/append_excluded), which extraction never proposes for it.
import type { SampleTags, TagsFileImportResult } from '@vo/sdk';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sampleExcludedTags, samples, tags } from '../../db/schema';
import { unprocessable } from '../../http/errors';
import { tagColumns, toTag } from './tags';

/** The names, each once whatever its case, as first written. */
const firstOfEach = (names: readonly string[]): string[] => {
  const seen = new Map<string, string>();
  for (const name of names) if (!seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  return [...seen.values()];
};

/** A tag's longest name (TagName in the document). */
const TAG_NAME_MAX = 60;

/**
 * The tags of a file, one a line: a CSV line's first cell (a tag holds no comma), without quotes
 * and extra spaces. Lines that hold no valid tag count as skipped.
 */
export function tagsOfFile(bytes: Buffer): { names: string[]; unreadable: number } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw unprocessable(
      'tags_file_unreadable',
      'The file is not UTF-8 text: save it as UTF-8 and upload it again.',
    );
  }
  const names: string[] = [];
  let unreadable = 0;
  for (const line of text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/)) {
    const cell = (line.split(',')[0] ?? '')
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim()
      .replace(/\s+/g, ' ');
    if (cell === '' || cell.length > TAG_NAME_MAX) unreadable += line.trim() === '' ? 0 : 1;
    else names.push(cell);
  }
  return { names, unreadable };
}

/**
 * Imports the tags of a file: missing ones are created (excluded when `excluded`), existing ones
 * are put on the excluded list when `excluded` and not there yet; the rest, duplicates and lines
 * without a tag are skipped. 422 when the file holds no tag at all.
 */
export async function importTags(
  db: Database,
  bytes: Buffer,
  excluded: boolean,
  at: Date,
): Promise<TagsFileImportResult> {
  const { names, unreadable } = tagsOfFile(bytes);
  if (names.length === 0)
    throw unprocessable(
      'tags_file_empty',
      'The file holds no tag: write one tag per line (at most 60 characters, no commas).',
    );
  const unique = firstOfEach(names);
  const result = { created: 0, updated: 0, skipped: unreadable + (names.length - unique.length) };
  await db.transaction(async (tx) => {
    for (const name of unique) {
      const [created] = await tx
        .insert(tags)
        .values({ name, excluded, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: tags.id });
      if (created) {
        result.created += 1;
        continue;
      }
      const changed = excluded
        ? await tx
            .update(tags)
            .set({ excluded: true })
            .where(and(sql`lower(${tags.name}) = ${name.toLowerCase()}`, eq(tags.excluded, false)))
            .returning({ id: tags.id })
        : [];
      if (changed.length > 0) result.updated += 1;
      else result.skipped += 1;
    }
  });
  return result;
}

/** The names a sample carries and those excluded from it, as the sample's tag lists. */
export async function sampleTags(
  db: Database,
  sampleId: number,
  carried: readonly string[],
): Promise<SampleTags> {
  const lower = carried.map((name) => name.toLowerCase());
  const [carriedRows, excludedRows] = await Promise.all([
    lower.length === 0
      ? Promise.resolve([])
      : db
          .select(tagColumns)
          .from(tags)
          .where(inArray(sql`lower(${tags.name})`, lower))
          .orderBy(sql`lower(${tags.name})`),
    db
      .select(tagColumns)
      .from(sampleExcludedTags)
      .innerJoin(tags, eq(tags.id, sampleExcludedTags.tagId))
      .where(eq(sampleExcludedTags.sampleId, sampleId))
      .orderBy(sql`lower(${tags.name})`),
  ]);
  return { sample_id: sampleId, tags: carriedRows.map(toTag), excluded_tags: excludedRows.map(toTag) };
}

/** The names excluded from a sample (for extraction to leave out). */
export async function excludedNamesOf(db: Database, sampleId: number): Promise<string[]> {
  const rows = await db
    .select({ name: tags.name })
    .from(sampleExcludedTags)
    .innerJoin(tags, eq(tags.id, sampleExcludedTags.tagId))
    .where(eq(sampleExcludedTags.sampleId, sampleId));
  return rows.map((row) => row.name);
}

/**
 * Excludes tags from a sample: each name's tag (created when unknown) joins the sample's excluded
 * list and leaves the tags it carries. Answers the sample's tag lists after the change.
 */
export async function excludeFromSample(
  db: Database,
  sample: { id: number; tags: readonly string[] },
  names: readonly string[],
  at: Date,
): Promise<SampleTags> {
  const wanted = firstOfEach(names.map((n) => n.trim().replace(/\s+/g, ' ')).filter((n) => n !== ''));
  const drop = new Set(wanted.map((name) => name.toLowerCase()));
  const carried = sample.tags.filter((name) => !drop.has(name.toLowerCase()));
  await db.transaction(async (tx) => {
    await tx
      .insert(tags)
      .values(wanted.map((name) => ({ name, createdAt: at })))
      .onConflictDoNothing();
    const ids = await tx
      .select({ id: tags.id })
      .from(tags)
      .where(inArray(sql`lower(${tags.name})`, [...drop]));
    await tx
      .insert(sampleExcludedTags)
      .values(ids.map(({ id }) => ({ sampleId: sample.id, tagId: id })))
      .onConflictDoNothing();
    await tx.update(samples).set({ tags: carried }).where(eq(samples.id, sample.id));
  });
  return sampleTags(db, sample.id, carried);
}
