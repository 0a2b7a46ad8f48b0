// Home against the real server: an anonymous visitor types in the search box, picks a voice actor the
// server suggests and lands on the profile; typing free text and pressing Enter opens the search with
// it in the address; the seeded testimonials and the blog feed the server relays and caches show.
import { describe, expect, it } from 'vitest';
import { apiClient, opensProfileInApp, pathAndQuery, useChromium } from './support';

const chromium = useChromium();

describe('Home', () => {
  it('an anonymous visitor picks a suggested voice actor and lands on the profile', async () => {
    const { data: suggested } = await apiClient().unwrap(
      apiClient().api.GET('/providers/suggest', { params: { query: { text: 'a', size: 1 } } }),
    );
    const actor = suggested[0];
    if (actor === undefined) throw new Error('The seed has voice actors to suggest.');
    const typed = actor.user.name.split(' ')[0] ?? actor.user.name;

    const page = await chromium.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Find the right voice for your project' }).waitFor();
    await page.getByRole('combobox', { name: 'Search voice actors' }).pressSequentially(typed);
    await page
      .getByRole('option', { name: new RegExp(actor.user.name) })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: actor.user.name }).waitFor();
    expect(pathAndQuery(page)).toBe(`/voice-actor/${String(actor.id)}`);

    // Back on Home, a featured voice actor's name opens their profile inside the app.
    await page.goBack();
    await opensProfileInApp(
      page,
      page
        .getByRole('region', { name: 'Featured voice actors' })
        .getByRole('article')
        .first()
        .getByRole('link')
        .first(),
    );
  });

  it('Enter searches the typed text; testimonials and the blog posts from the server show', async () => {
    const { data: testimonials } = await apiClient().unwrap(
      apiClient().api.GET('/testimonials', { params: { query: { tags: 'home', size: 3 } } }),
    );
    const { data: posts } = await apiClient().unwrap(
      apiClient().api.GET('/blog/posts', { params: { query: { size: 3 } } }),
    );
    expect(testimonials.length).toBeGreaterThan(0);
    expect(posts.length).toBeGreaterThan(0);

    const page = await chromium.newPage();
    await page.goto('/');
    for (const testimonial of testimonials) await page.getByText(testimonial.text, { exact: true }).waitFor();
    for (const post of posts) {
      const link = page.getByRole('link', { name: post.title, exact: true });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(post.url);
    }
    // The excerpts read as text: the seed's "&minus;60 dB" shows as a minus sign, no reference raw.
    await page.getByText('Room tone under −60 dB', { exact: false }).waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/&[a-z]+;|&#\d+;/i);

    const box = page.getByRole('combobox', { name: 'Search voice actors' });
    await box.pressSequentially('warm narrator');
    await box.press('Enter');
    await expect.poll(() => pathAndQuery(page)).toBe('/search?q=warm+narrator');
  });

  it('the script timer gives the spec’s duration for a pasted script', async () => {
    const page = await chromium.newPage();
    await page.goto('/script-timer-calculator');
    const script = page.getByRole('textbox', { name: 'Script' });
    // 500 words: the spec's third tier, 3 minutes.
    await script.fill(Array.from({ length: 500 }, (_, i) => `word${String(i)}`).join(' '));
    await page.getByRole('status').filter({ hasText: '500 words' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: '500 words' }).textContent()).toContain(
      'about 3 min',
    );
  });
});
