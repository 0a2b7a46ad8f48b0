// The public content pages against the real server and its seeded bookings and castings: a visitor
// reads the voice-over rates, narrows them to a language (the figure follows the server's
// averageRate, the address carries the choice, Back restores the previous one); a crawler gets the
// rates page's heading and head in the server-rendered HTML; the voice-over jobs page shows the
// open castings the server counts; Home and Search link to every resource page.
import type { AverageRate } from '@vo/sdk';
import { describe, expect, it } from 'vitest';
import { apiClient, baseUrl, hydrated, pathAndQuery, useChromium } from './support';

const chromium = useChromium();

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

async function averageRate(language?: number): Promise<AverageRate> {
  const client = apiClient();
  const { data } = await client.unwrap(
    client.api.GET('/providers/averageRate', {
      params: { query: language === undefined ? {} : { language } },
    }),
  );
  return data;
}

/** A seeded language whose bookings average differently from all bookings (so the figure visibly changes). */
async function languageWithItsOwnRate(overall: AverageRate) {
  const client = apiClient();
  const { data: attributes } = await client.unwrap(client.api.GET('/attributes/all'));
  for (const language of attributes.languages) {
    const rate = await averageRate(language.id);
    if (rate.projects_count > 0 && dollars.format(rate.average) !== dollars.format(overall.average)) {
      return { language, rate };
    }
  }
  throw new Error('The seed has no language with bookings of its own rate.');
}

describe('the resources', () => {
  it('are linked from Home and Search, and each link opens its page', async () => {
    const page = await chromium.newPage();
    const pages = [
      ['Voice actor directory', '/voice-actor-directory'],
      ['Voice-over rates', '/voice-over-rates'],
      ['Voice-over jobs', '/voice-over-jobs'],
      ['Script timer calculator', '/script-timer-calculator'],
    ] as const;
    for (const start of ['/', '/search']) {
      for (const [name, path] of pages) {
        await page.goto(start);
        const resources = page.getByRole('navigation', { name: 'Resources' });
        await hydrated(resources.getByRole('link', { name, exact: true }));
        await resources.getByRole('link', { name, exact: true }).click();
        await page.waitForURL((url) => url.pathname === path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await page.getByText('Page Not Found').count()).toBe(0);
      }
    }
  });
});

describe('voice-over rates', () => {
  it('narrows the rates to a language, in the address, and Back restores all bookings', async () => {
    const overall = await averageRate();
    expect(overall.projects_count).toBeGreaterThan(0);
    const { language, rate } = await languageWithItsOwnRate(overall);

    const page = await chromium.newPage();
    await page.goto('/voice-over-rates');
    const figures = page.getByRole('list', { name: 'Rates' });
    await expect
      .poll(() => figures.getByText(dollars.format(overall.average)).first().isVisible())
      .toBe(true);
    const select = page.getByRole('combobox', { name: 'Language' });
    await select.selectOption({ label: language.name });

    await expect.poll(() => pathAndQuery(page)).toBe(`/voice-over-rates?language=${String(language.id)}`);
    await page.getByRole('heading', { level: 2, name: `Rates for ${language.name}` }).waitFor();
    await expect.poll(() => figures.getByText(dollars.format(rate.average)).first().isVisible()).toBe(true);
    const bookings = rate.projects_count === 1 ? '1 booking' : `${String(rate.projects_count)} bookings`;
    await page.getByText(`Based on ${bookings} clients paid in the last 12 months.`).waitFor();

    await page.goBack();
    await expect.poll(() => pathAndQuery(page)).toBe('/voice-over-rates');
    await page.getByRole('heading', { level: 2, name: 'Rates across all bookings' }).waitFor();
    await expect.poll(() => select.inputValue()).toBe('');
  });

  it('reaches a crawler as HTML that already holds the heading and a real head', async () => {
    const response = await fetch(`${baseUrl()}/voice-over-rates?audience_size=100000`, {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    expect(response.status).toBe(200);
    const [head = '', body = ''] = (await response.text()).split('</head>');
    expect(body).toMatch(/<h1[^>]*>Voice-over rates<\/h1>/);
    expect(body).toContain('Rates for Local audience');
    expect(head).toContain('<title>Voice-over rates: what voice actors charge');
    expect(head).toMatch(/<link rel="canonical" href="[^"]*\/voice-over-rates"/);
    expect(head).toContain('<meta name="description" content="What clients pay voice actors');
  });
});

describe('voice-over jobs', () => {
  it('shows the castings open to auditions that the server counts', async () => {
    const client = apiClient();
    const { data: summary } = await client.unwrap(client.api.GET('/projects/open_summary'));
    expect(summary.open_castings).toBeGreaterThan(0);

    const page = await chromium.newPage();
    await page.goto('/voice-over-jobs');
    await page.getByRole('heading', { level: 1, name: 'Voice-over jobs' }).waitFor();
    await page
      .getByText(`${String(summary.open_castings)} castings accept auditions now.`, { exact: false })
      .waitFor();
    const languages = summary.languages.map((entry) => entry.language.name);
    expect(languages.length).toBeGreaterThan(0);
    await page.getByText(`Languages asked for most: ${languages[0] ?? ''}`, { exact: false }).waitFor();
    await hydrated(page.getByRole('button', { name: 'Sign up as a voice actor' }));
  });
});
