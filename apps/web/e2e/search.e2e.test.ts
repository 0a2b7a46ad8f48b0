// The search screen against the real server: an anonymous visitor narrows a search with filters
// (the address holds them, the back button restores the search before), plays five samples, the play
// gate's limit (spec section 5), and the sixth opens its login dialog; signs in and comes back to the
// same search. The
// page downloads a recording only when it is played (the server gives each sample's length).
import { describe, expect, it } from 'vitest';
import { DEMO, apiClient, hydrated, pathAndQuery, submitSignInPage, useChromium } from './support';

const chromium = useChromium();

describe('the search screen', () => {
  it('an anonymous visitor filters, goes back, plays samples until the gate, signs in and comes back', async () => {
    const { data: attributes } = await apiClient().unwrap(apiClient().api.GET('/attributes/all'));
    const english = attributes.languages.find((language) => language.name === 'English (North American)');
    if (english === undefined) throw new Error('The seed has English (North American).');

    const page = await chromium.newPage();
    const recordings: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/files/audio/')) recordings.push(request.url());
    });
    await page.goto('/search');
    const results = page.getByRole('list', { name: 'Search results' });
    await results.getByRole('article').first().waitFor();

    // A filter group opens from its summary (its checkboxes are hidden while it is closed); the
    // checkboxes work once the server-rendered page is hydrated.
    const filters = page.getByRole('region', { name: 'Filters' });
    await filters
      .locator('summary')
      .filter({ hasText: /^Languages/ })
      .click();
    const englishBox = page.getByRole('checkbox', { name: 'English (North American)', exact: true });
    await hydrated(englishBox);
    // The box follows the address (the search lives in the URL): click, then wait for the address.
    await englishBox.click();
    await page.waitForURL((url) => url.search === `?languages=${english.id}`);
    await page.getByRole('combobox', { name: 'Location' }).selectOption('US');
    await page.waitForURL((url) => url.search === `?languages=${english.id}&country=US`);
    await results.getByRole('article').first().waitFor();

    // Back restores the search before the location was chosen.
    await page.goBack();
    await page.waitForURL((url) => url.search === `?languages=${english.id}`);
    // The screen follows the address as React re-renders it: wait for what the visitor sees.
    await expect.poll(() => page.getByRole('combobox', { name: 'Location' }).inputValue()).toBe('');
    await expect.poll(() => englishBox.isChecked()).toBe(true);
    const search = pathAndQuery(page);

    // Five samples play; the sixth opens the login dialog. Sample titles repeat between voice
    // actors (the seed's), so each sample is found in its own card.
    const cards = results.getByRole('article');
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(6);
    // A page of results with a sample to play on each card, and not one recording downloaded.
    expect(recordings).toEqual([]);
    const played: (string | null)[] = [];
    for (let index = 0; index < 5; index += 1) {
      const card = cards.nth(index);
      played.push(await card.locator('audio').getAttribute('src'));
      await card.getByRole('button', { name: /^Play / }).click();
      await card.getByRole('button', { name: /^Pause / }).waitFor();
      // Loading on the play, then playing (a sample counts once it plays): the spinner goes.
      await card.getByRole('status').waitFor({ state: 'detached' });
    }
    expect(recordings.length).toBeGreaterThan(0);
    expect(recordings.filter((url) => !played.includes(url))).toEqual([]);
    // The fifth is within the limit: nothing asks the visitor to sign in yet.
    const dialog = page.getByRole('dialog', { name: 'Sign in to keep listening' });
    expect(await dialog.count()).toBe(0);
    await cards
      .nth(5)
      .getByRole('button', { name: /^Play / })
      .click();
    await dialog.waitFor();
    await dialog.getByText('You have listened to 5 samples.', { exact: false }).waitFor();

    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Log in or sign up to keep listening to samples.').waitFor();
    await submitSignInPage(page, DEMO.client);
    await page.waitForURL((url) => `${url.pathname}${url.search}` === search);
    await results.getByRole('article').first().waitFor();
    expect(
      await page.getByRole('checkbox', { name: 'English (North American)', exact: true }).isChecked(),
    ).toBe(true);
  });
});
