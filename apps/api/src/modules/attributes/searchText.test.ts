// How a free text is read into a search filter, word by word, over a vocabulary like the seed's:
// whole names in any order, plurals and case folded, the group's noun, parts of names in the
// any-of groups only; whatever names nothing stays a keyword, as typed.
import { describe, expect, it } from 'vitest';
import type { SearchFilter } from '@vo/sdk';
import { foldWord, readSearchText } from './searchText';

const vocabulary = [
  ['English', 'english', 'languages', null],
  ['English (North American)', 'english-north-american', 'languages', 1],
  ['Spanish', 'spanish', 'languages', null],
  ['Spanish (Latin American)', 'spanish-latin-american', 'languages', 3],
  ['General American', 'general-american', 'accents', 1],
  ['Canadian', 'canadian', 'accents', 1],
  ['Young Adult Female', 'young-adult-female', 'voice_age_genders', null],
  ['Young Adult Male', 'young-adult-male', 'voice_age_genders', null],
  ['Teen Female', 'teen-female', 'voice_age_genders', null],
  ['Child Male', 'child-male', 'voice_age_genders', null],
  ['Sync to video', 'sync-to-video', 'additional_services', null],
  ['Phone patch', 'phone-patch', 'recording_capabilities', null],
  ['Documentaries', 'documentaries', 'categories', null],
  ['Commercials', 'commercials', 'categories', null],
  ['Corporate videos', 'corporate-videos', 'categories', null],
  ['E-learning', 'e-learning', 'categories', null],
] as const;
const rows = vocabulary.map(([name, slug, group, parentId], index) => ({
  id: index + 1,
  name,
  slug,
  group,
  parentId,
  displayOrder: index,
}));

const read = (text: string) => readSearchText(text, rows, 'voice_over');
/** The slugs selected, group by group (empty groups left out), and the keywords. */
function selected(filter: SearchFilter): Record<string, string[] | string | null> {
  const out: Record<string, string[] | string | null> = {};
  for (const [group, value] of Object.entries(filter)) {
    if (Array.isArray(value) && value.length > 0) out[group] = value.map((ref) => ref.slug ?? '');
  }
  return { ...out, keywords: filter.keywords };
}

describe('readSearchText', () => {
  it('folds plurals and case alike on both sides', () => {
    expect(['females', 'documentaries', 'movies', 'patches', 'children', 'teens'].map(foldWord)).toEqual([
      'female',
      'documentary',
      'movy',
      'patch',
      'child',
      'teen',
    ]);
    expect(['female', 'documentary', 'movie', 'patch', 'us', 'class'].map(foldWord)).toEqual([
      'female',
      'documentary',
      'movy',
      'patch',
      'us',
      'class',
    ]);
    expect(selected(read('Documentary COMMERCIAL phone patches'))).toEqual({
      recording_capabilities: ['phone-patch'],
      categories: ['documentaries', 'commercials'],
      keywords: null,
    });
  });

  it('reads a name in any order, with its group noun, and a parent language as itself', () => {
    expect(selected(read('latin american spanish language'))).toEqual({
      languages: ['spanish-latin-american'],
      keywords: null,
    });
    expect(selected(read('Spanish'))).toEqual({ languages: ['spanish'], keywords: null });
    expect(selected(read('canadian accent female voice'))).toEqual({
      accents: ['canadian'],
      voice_age_genders: ['young-adult-female', 'teen-female'],
      keywords: null,
    });
  });

  it('reads part of a name only in the groups searched by any of their ids', () => {
    expect(selected(read('young female'))).toEqual({
      voice_age_genders: ['young-adult-female'],
      keywords: null,
    });
    expect(selected(read('male kids'))).toEqual({
      voice_age_genders: ['young-adult-male', 'child-male'],
      keywords: 'kids',
    });
    // "american" is part of two languages' names and of an accent's: only the languages are selected.
    expect(selected(read('american'))).toEqual({
      languages: ['english-north-american', 'spanish-latin-american'],
      keywords: null,
    });
    // "video" is part of two categories' names: a category must be named whole.
    expect(selected(read('video e-learning'))).toEqual({ categories: ['e-learning'], keywords: 'video' });
  });

  it('keeps the words that name nothing, as typed, in their order', () => {
    expect(selected(read('Warm, deep spanish voice!'))).toEqual({
      languages: ['spanish'],
      keywords: 'Warm deep voice',
    });
    expect(selected(read('to us'))).toEqual({ keywords: 'to us' });
  });
});
