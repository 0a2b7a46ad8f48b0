import { describe, expect, it } from 'vitest';
import { rebaseSearch, searchFromUrl, searchToUrl, type SearchState } from './searchQuery';

const search = (query: string): SearchState => searchFromUrl(new URLSearchParams(query));

describe('a search choice made while the screen still shows the previous search', () => {
  it('keeps the language the address already holds when a location is chosen', () => {
    const rendered = search('');
    const latest = search('languages=7');
    const chosen: SearchState = { ...rendered, country: 'US', page: 1 };
    expect(searchToUrl(rebaseSearch(chosen, rendered, latest))).toBe('?languages=7&country=US');
  });

  it('removes what the choice removes, even when the address changed something else', () => {
    const rendered = search('languages=7&languages=9');
    const latest = search('languages=7&languages=9&country=US');
    const chosen: SearchState = { ...rendered, ids: { ...rendered.ids, languages: [7] } };
    expect(searchToUrl(rebaseSearch(chosen, rendered, latest))).toBe('?languages=7&country=US');
  });

  it('turns the page of the search the address holds', () => {
    const rendered = search('q=narration');
    const latest = search('q=narration&voice_age_genders=3');
    const chosen: SearchState = { ...rendered, page: 2 };
    expect(rebaseSearch(chosen, rendered, latest)).toEqual({ ...latest, page: 2 });
  });
});
