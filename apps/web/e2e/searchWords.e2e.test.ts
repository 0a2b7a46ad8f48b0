// Typed words find voice actors (issue 39, item 1), against the real server and its seed: on the
// search page a visitor types "Spanish" and presses Enter, and the results are the seed's voice
// actors who speak a Spanish (the seed's actors speak its variants, Latin American or Castilian,
// never the base language alone); the "Spanish · Language" suggestion of the box finds them too.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiClient, pathAndQuery, useChromium } from './support';

const chromium = useChromium();

/** The seed's Spanish and its variants' ids. */
async function spanishLanguages(): Promise<{ spanish: number; all: Set<number> }> {
  const { data: attributes } = await apiClient().unwrap(apiClient().api.GET('/attributes/all'));
  const spanish = attributes.languages.find((language) => language.name === 'Spanish');
  if (spanish === undefined) throw new Error('The seed has Spanish.');
  const variants = attributes.languages.filter((language) => language.parent_id === spanish.id);
  expect(variants.map((language) => language.name)).toContain('Spanish (Latin American)');
  return { spanish: spanish.id, all: new Set([spanish.id, ...variants.map((language) => language.id)]) };
}

/** The voice actors the results list shows now (their profile links' ids). */
async function shownVoiceActors(page: Page): Promise<number[]> {
  const results = page.getByRole('list', { name: 'Search results' });
  const links = results.getByRole('article').locator('a[href^="/voice-actor/"]');
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
  return [...new Set(hrefs.map((href) => Number(href?.split('/')[2])))];
}

/** The languages each voice actor speaks, from the API. */
async function languagesOf(ids: number[]): Promise<number[][]> {
  const { data: providers } = await apiClient().unwrap(
    apiClient().api.GET('/providers/search', { params: { query: { ids: ids.join(','), size: 100 } } }),
  );
  expect(providers.map((provider) => provider.id).sort()).toEqual([...ids].sort());
  return providers.map((provider) => provider.languages.map((language) => language.id));
}

describe('typed words on the search page', () => {
  it('"Spanish" and Enter finds Spanish-speaking voice actors; so does the Spanish suggestion', async () => {
    const { spanish, all } = await spanishLanguages();
    const speaksSpanish = (languages: number[]) => languages.some((id) => all.has(id));

    const page = await chromium.newPage();
    await page.goto('/search');
    const box = page.getByRole('combobox', { name: 'Search voice actors' });
    await box.pressSequentially('Spanish');
    await box.press('Enter');
    await expect.poll(() => pathAndQuery(page)).toBe('/search?q=Spanish');
    // The list shows the page before the search until the new answer arrives: wait for voice
    // actors who all speak a Spanish (the unfiltered page holds others).
    const onlySpanishSpeakers = async () => {
      const shown = await shownVoiceActors(page);
      return shown.length > 0 && (await languagesOf(shown)).every(speaksSpanish);
    };
    await expect.poll(onlySpanishSpeakers, { timeout: 15_000 }).toBe(true);

    // The suggestion searches by the language's id: the variants' speakers are found by it too.
    await box.fill('');
    await box.pressSequentially('Spani');
    await page.getByRole('option', { name: /^Spanish\s*Language$/ }).click();
    await expect.poll(() => pathAndQuery(page)).toBe(`/search?languages=${String(spanish)}`);
    await expect.poll(onlySpanishSpeakers, { timeout: 15_000 }).toBe(true);
  });

  it('a phone searches on the suggestions page (/search/autocomplete): typing lists the Spanish term, which opens its search; the text survives a reload', async () => {
    const { spanish, all } = await spanishLanguages();
    const page = await chromium.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/search/autocomplete');
    const box = page.getByRole('searchbox', { name: 'Search voice actors' });
    await box.pressSequentially('Spani');
    const terms = page.getByRole('region', { name: 'Search terms' });
    await terms.getByRole('link', { name: /^Spanish\s*Language$/ }).waitFor();
    await expect.poll(() => pathAndQuery(page)).toBe('/search/autocomplete?q=Spani');
    await page.reload();
    await expect.poll(() => box.inputValue()).toBe('Spani');
    await terms.getByRole('link', { name: /^Spanish\s*Language$/ }).click();
    await expect.poll(() => pathAndQuery(page)).toBe(`/search?languages=${String(spanish)}`);
    await expect
      .poll(
        async () => {
          const shown = await shownVoiceActors(page);
          return (
            shown.length > 0 &&
            (await languagesOf(shown)).every((languages) => languages.some((id) => all.has(id)))
          );
        },
        { timeout: 15_000 },
      )
      .toBe(true);
  });
});
