// Tag extraction: which tags of the vocabulary a text (a project description, a script, a sample's
// details) is about, best match first. The operation (routes/tags/extractTags.ts) decides what may
// be proposed (the vocabulary: every tag not on the excluded list) and serializes the tags; the
// matching itself sits behind TagExtractor, so a natural-language service can replace the local
// keyword matching without touching the rules. The server uses keywordTagExtractor (services.ts).
import type { Tag } from '@vo/sdk';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tags } from '../../db/schema';
import { tagColumns, toTag } from './tags';

/** Reads a text and names the tags of a vocabulary it is about. */
export interface TagExtractor {
  /**
   * Names from `vocabulary` (exactly as given) that `text` is about, best match first, at most
   * `limit`. Names not in the vocabulary are ignored by the caller.
   */
  extract(text: string, vocabulary: readonly string[], limit: number): Promise<string[]>;
}

/** Lowercase words without accents, plurals folded ("Voices" and "voice" read alike). */
export function tagWords(text: string): string[] {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word));
}

/**
 * The local extractor: a tag matches where its words appear in the text one after another (so
 * "corporate narration" needs both words in that order, "E-Learning" matches "e-learning course").
 * Best first: more words matched (occurrences times the tag's length, so a specific phrase beats
 * a single word), then the earlier first match, then the name.
 */
export const keywordTagExtractor: TagExtractor = {
  extract(text, vocabulary, limit) {
    const words = tagWords(text);
    const scored: { name: string; score: number; first: number }[] = [];
    for (const name of vocabulary) {
      const phrase = tagWords(name);
      if (phrase.length === 0 || phrase.length > words.length) continue;
      let count = 0;
      let first = -1;
      for (let at = 0; at + phrase.length <= words.length; at++) {
        if (phrase.every((word, i) => words[at + i] === word)) {
          count++;
          if (first < 0) first = at;
        }
      }
      if (count > 0) scored.push({ name, score: count * phrase.length, first });
    }
    scored.sort((a, b) => b.score - a.score || a.first - b.first || a.name.localeCompare(b.name));
    return Promise.resolve(scored.slice(0, limit).map((s) => s.name));
  },
};

/** At most this many tags are proposed (the response allows 100). */
export const EXTRACTED_TAGS_MAX = 20;

/**
 * The tags `text` is about, best match first: the extractor chooses among the tags that are not
 * excluded (globally, or in `alsoExcluded`, names compared case-insensitively), so an excluded tag
 * is never proposed whatever the extractor answers.
 */
export async function extractTagsFrom(
  db: Database,
  extractor: TagExtractor,
  text: string,
  alsoExcluded: readonly string[] = [],
): Promise<Tag[]> {
  const skip = new Set(alsoExcluded.map((name) => name.toLowerCase()));
  const vocabulary = (
    await db.select({ id: tags.id, name: tags.name }).from(tags).where(eq(tags.excluded, false))
  ).filter((tag) => !skip.has(tag.name.toLowerCase()));
  const idByName = new Map(vocabulary.map((tag) => [tag.name, tag.id]));
  const names = await extractor.extract(
    text,
    vocabulary.map((tag) => tag.name),
    EXTRACTED_TAGS_MAX,
  );
  const ids = [...new Set(names.flatMap((name) => idByName.get(name) ?? []))].slice(0, EXTRACTED_TAGS_MAX);
  if (ids.length === 0) return [];
  const rows = await db
    .select(tagColumns)
    .from(tags)
    .where(and(inArray(tags.id, ids), eq(tags.excluded, false)));
  const byId = new Map(rows.map((row) => [row.id, toTag(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
