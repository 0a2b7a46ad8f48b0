import { describe, expect, it } from 'vitest';
import { activeFilterCount, rebaseSearch, searchFromUrl, searchToUrl, type SearchState } from './searchQuery';

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

describe('the number of filters a search has chosen', () => {
  it('counts every choice of every group and the location, not the words nor the page', () => {
    expect(activeFilterCount(search('q=narration&page=2'))).toBe(0);
    expect(
      activeFilterCount(
        search('q=narration&languages=7&languages=9&voice_age_genders=3&filters=21&country=US'),
      ),
    ).toBe(5);
  });
});
