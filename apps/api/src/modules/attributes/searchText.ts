// The reading of a free-text search into a SearchFilter (GET /search_filter): the attributes the
// text names become selections, the words left over the keywords. People type the words of a
// name, not the name: "spanish", "female", "teens", "latin american spanish", "young female voice".
// So an attribute is named by the words of its name or slug in any order, each word matched with
// case, accents and plural folded ("Females" is "female"); and in the groups a search matches by
// any of the selected ids (languages, voice age/genders), also by some of its name's words: "female"
// names every female voice age, "teen" both teen voices, "latin" Spanish (Latin American). A parent
// language stays itself: the search includes its variants (withLanguageVariants).
import type { AttributeGroupName, AttributeRef, SearchFilter } from '@vo/sdk';
import type { attributes } from '../../db/schema';
import { attributeGroups } from './attributes';

type AttributeRow = typeof attributes.$inferSelect;

const isGroup = (value: string): value is AttributeGroupName =>
  (attributeGroups as readonly string[]).includes(value);

/**
 * The groups a search matches by any of the selected ids (searchProviders' `languages` and
 * `voice_age_genders`): there, a word naming several attributes selects them all and widens the
 * search. In the others every selected attribute must be on the profile, so only whole names count.
 */
const anyOfGroups: ReadonlySet<string> = new Set<AttributeGroupName>(['languages', 'voice_age_genders']);

/** The word that may follow a name to say what it is: "spanish language", "female voice". */
const groupNouns: Partial<Record<AttributeGroupName, string>> = {
  languages: 'language',
  accents: 'accent',
  voice_age_genders: 'voice',
};

/** A word shorter than this never names an attribute by being part of its name ("us", "e"). */
const MIN_PART_LENGTH = 3;
const MAX_PER_GROUP = 50;
const MAX_KEYWORDS = 255;

/** Lowercase words without accents: "Español (Latin-American)" reads as español → espanol, latin, american. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const irregularPlurals: Readonly<Record<string, string>> = {
  children: 'child',
  men: 'man',
  women: 'woman',
  people: 'person',
};

/**
 * A word's form for matching, the same for its singular and its plural: "females" and "female",
 * "documentaries" and "documentary", "movies" and "movie", "patches" and "patch". A key, not
 * always a real word ("movie" reads as "movy"): both sides of a match are folded alike.
 */
export function foldWord(word: string): string {
  const irregular = irregularPlurals[word];
  if (irregular !== undefined) return irregular;
  let key = word;
  if (/(ch|sh|x|z|ss)es$/.test(key)) key = key.slice(0, -2);
  else if (key.length > 3 && key.endsWith('s') && !key.endsWith('ss')) key = key.slice(0, -1);
  return key.endsWith('ie') ? `${key.slice(0, -2)}y` : key;
}

const keyOf = (words: readonly string[]) => [...words].sort().join(' ');

/** Whether every word of `part` is one of `whole`'s (each as often as it is in part). */
function holds(whole: readonly string[], part: readonly string[]): boolean {
  const left = [...whole];
  return part.every((word) => {
    const at = left.indexOf(word);
    if (at < 0) return false;
    left.splice(at, 1);
    return true;
  });
}

interface Vocabulary {
  /** Attributes by the sorted folded words of their name or slug. */
  whole: Map<string, AttributeRow[]>;
  /** Attributes of the any-of groups, with the folded words of their name and of their slug. */
  parts: { row: AttributeRow; names: string[][] }[];
  /** The most words a name has. */
  longest: number;
}

function vocabularyOf(rows: readonly AttributeRow[]): Vocabulary {
  const vocabulary: Vocabulary = { whole: new Map(), parts: [], longest: 1 };
  for (const row of rows) {
    if (!isGroup(row.group)) continue;
    const names = [wordsOf(row.name).map(foldWord), wordsOf(row.slug).map(foldWord)].filter(
      (words) => words.length > 0,
    );
    for (const key of new Set(names.map(keyOf)))
      vocabulary.whole.set(key, [...(vocabulary.whole.get(key) ?? []), row]);
    for (const words of names) vocabulary.longest = Math.max(vocabulary.longest, words.length);
    if (anyOfGroups.has(row.group)) vocabulary.parts.push({ row, names });
  }
  return vocabulary;
}

/** The attributes a run of folded words names: by its whole name first, else by part of it. */
function named(vocabulary: Vocabulary, words: readonly string[]): AttributeRow[] {
  const whole = vocabulary.whole.get(keyOf(words));
  if (whole) return whole;
  if (words.some((word) => word.length < MIN_PART_LENGTH)) return [];
  return vocabulary.parts
    .filter(({ names }) => names.some((name) => name.length > words.length && holds(name, words)))
    .map(({ row }) => row);
}

/**
 * The SearchFilter a free text stands for. Scanning the text from the left, the longest run of
 * words that names attributes selects them all (a name can exist in several groups; a part of a
 * name, several attributes of a group), with the group's noun after it ("spanish language"); the
 * words that named nothing are kept, as typed, as the keywords.
 */
export function readSearchText(
  text: string,
  rows: readonly AttributeRow[],
  service: SearchFilter['service'],
): SearchFilter {
  const vocabulary = vocabularyOf(rows);
  // The text's words as typed, and the folded words each of them holds.
  const typed = text.split(/\s+/).filter(Boolean);
  const tokens = typed.flatMap((word, index) =>
    wordsOf(word).map((token) => ({ token: foldWord(token), index })),
  );
  const usedWords = new Set<number>();
  const found: AttributeRow[] = [];
  for (let i = 0; i < tokens.length;) {
    let matched = 0;
    for (let length = Math.min(vocabulary.longest, tokens.length - i); length > 0; length -= 1) {
      const hits = named(
        vocabulary,
        tokens.slice(i, i + length).map((t) => t.token),
      );
      if (hits.length === 0) continue;
      found.push(...hits);
      const noun = tokens[i + length]?.token;
      matched = hits.some((row) => isGroup(row.group) && groupNouns[row.group] === noun)
        ? length + 1
        : length;
      break;
    }
    for (const t of tokens.slice(i, i + matched)) usedWords.add(t.index);
    i += Math.max(matched, 1);
  }

  const filter: SearchFilter = {
    service,
    keywords: null,
    languages: [],
    accents: [],
    voice_age_genders: [],
    additional_services: [],
    recording_capabilities: [],
    vocal_abilities: [],
    categories: [],
  };
  const seen = new Set<number>();
  for (const row of found) {
    if (seen.has(row.id) || !isGroup(row.group)) continue;
    seen.add(row.id);
    const list: AttributeRef[] = filter[row.group];
    if (list.length < MAX_PER_GROUP) list.push({ id: row.id, name: row.name, slug: row.slug });
  }
  const keywords = typed
    .filter((_word, index) => !usedWords.has(index))
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean)
    .join(' ')
    .slice(0, MAX_KEYWORDS)
    .trim();
  filter.keywords = keywords === '' ? null : keywords;
  return filter;
}
