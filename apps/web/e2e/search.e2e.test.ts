// The search screen against the real server: an anonymous visitor narrows a search with filters
// (the address holds them, the back button restores the search before), plays five samples, the play
// gate's limit (spec section 5), and the sixth opens its login dialog; signs in and comes back to the
// same search. The
// page downloads a recording only when it is played (the server gives each sample's length).
// On a phone the results come first, the server's page already so, and the filters open from a
// button in a dialog (issue 39, item 2); from a tablet up they stay beside the results.
import { parsePage } from '@vo/sdk';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEMO,
  apiClient,
  holdAppScript,
  hydrated,
  pathAndQuery,
  submitSignInPage,
  useChromium,
} from './support';

const chromium = useChromium();

/** The seed's English (North American), the language the journeys filter by. */
async function englishLanguage() {
  const { data: attributes } = await apiClient().unwrap(apiClient().api.GET('/attributes/all'));
  const language = attributes.languages.find((each) => each.name === 'English (North American)');
  if (language === undefined) throw new Error('The seed has English (North American).');
  return language;
}

/** How many voice actors a search finds, as the API counts them. */
async function totalOf(languages?: string): Promise<number> {
  const { response } = await apiClient().api.GET('/providers/search', {
    params: { query: { languages, page: 1, size: 10 } },
  });
  const paging = parsePage(response.headers);
  if (paging === undefined) throw new Error('The search answers with its paging headers.');
  return paging.totalRows;
}

/** Where an element's bottom edge is, from the top of the screen. */
async function bottomOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('The element is not shown.');
  return box.y + box.height;
}

const PHONE = { width: 390, height: 844 };

describe('the search screen', () => {
  it('an anonymous visitor filters, goes back, plays samples until the gate, signs in and comes back', async () => {
    const english = await englishLanguage();

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

  it('on a phone the results come first and the filters open from a button, from the keyboard', async () => {
    const english = await englishLanguage();
    const [all, spoken] = await Promise.all([totalOf(), totalOf(String(english.id))]);
    // The seed's English speakers are some of its voice actors, so choosing the language narrows.
    expect(spoken).toBeLessThan(all);

    const page = await chromium.newPage();
    await page.setViewportSize(PHONE);
    // The server's page, before the app's script runs, already puts the results first (the whole
    // first card on the first screen), so nothing jumps when the app takes over.
    const releaseScript = await holdAppScript(page);
    const arrived = page.goto('/search');
    // Waited for once the script is released; a failure before that is the test's, not this one's.
    arrived.catch(() => undefined);
    const results = page.getByRole('list', { name: 'Search results' });
    const firstCard = results.getByRole('article').first();
    await firstCard.waitFor();
    expect(await bottomOf(firstCard)).toBeLessThanOrEqual(PHONE.height);
    const openFilters = page.getByRole('button', { name: 'Filters', exact: true });
    await openFilters.waitFor();
    const location = page.getByRole('combobox', { name: 'Location' });
    expect(await location.isVisible()).toBe(false);
    releaseScript();
    await arrived;
    expect(await bottomOf(firstCard)).toBeLessThanOrEqual(PHONE.height);
    expect(await location.isVisible()).toBe(false);
    const shown = page.getByText(/^\d+ voice actors?, \d+ to \d+ shown$/);
    expect(await shown.textContent()).toBe(`${all} voice actors, 1 to ${Math.min(all, 10)} shown`);

    // From the keyboard: the button opens the filters in a dialog.
    await openFilters.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.waitFor();
    await dialog
      .locator('summary')
      .filter({ hasText: /^Languages/ })
      .press('Enter');
    const englishBox = dialog.getByRole('checkbox', { name: english.name, exact: true });
    await englishBox.press('Space');
    // The address and the results behind the dialog follow the choice; the dialog stays open.
    await page.waitForURL((url) => url.search === `?languages=${english.id}`);
    await expect
      .poll(() => shown.textContent())
      .toBe(`${spoken} voice actors, 1 to ${Math.min(spoken, 10)} shown`);
    expect(await englishBox.isChecked()).toBe(true);

    // Closed, the results show, and the button counts the filter chosen.
    await dialog.getByRole('button', { name: 'Show results' }).press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const counted = page.getByRole('button', { name: 'Filters (1)', exact: true });
    await expect.poll(() => counted.evaluate((button) => button === document.activeElement)).toBe(true);
    await firstCard.waitFor();
    expect(await bottomOf(firstCard)).toBeLessThanOrEqual(PHONE.height);

    // On a desktop screen the filters are beside the results, with no button to open them.
    await page.setViewportSize({ width: 1280, height: 800 });
    const filters = page.getByRole('region', { name: 'Filters' });
    await filters.waitFor();
    expect(await counted.isVisible()).toBe(false);
    expect(await filters.getByRole('checkbox', { name: english.name, exact: true }).isChecked()).toBe(true);
    const [aside, list] = await Promise.all([filters.boundingBox(), results.boundingBox()]);
    if (aside === null || list === null) throw new Error('The filters and the results are shown.');
    expect(aside.x + aside.width).toBeLessThanOrEqual(list.x);
    expect(aside.y).toBeLessThan(list.y + list.height);
    expect(list.y).toBeLessThan(aside.y + aside.height);
  });
});
