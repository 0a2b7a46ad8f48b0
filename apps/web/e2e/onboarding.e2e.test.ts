// Onboarding against the real server, in Chromium (spec section 2): a new client signs up from the
// search page (favoriting a voice actor on the way), answers the three questions and lands on their
// home, which shows the favorite, the server holding the answers and the sign-up flow; a new voice actor takes
// the quiz step by step, leaves in the middle, comes back to the same step, and ends with a profile
// that search finds by name.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiSignIn, DEMO_PASSWORD, openDrawer, useChromium } from './support';

const chromium = useChromium();

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const clip = () => readFile(new URL('../../api/seed/audio/ivr-bank-en-us.mp3', import.meta.url));

/** Fills the server's sign-up form (already open, or on its way) and creates the account. */
async function signUp(page: Page, name: string, email: string, as: 'A client' | 'A voice actor') {
  await page.waitForURL((url) => url.pathname === '/auth/signin');
  const form = page.locator('form[aria-labelledby=signup-title]');
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await form.getByLabel(as).check();
  await form.getByLabel(/I accept the Terms/).check();
  await form.getByRole('button', { name: 'Create account' }).click();
}

describe('onboarding', () => {
  it('a new client signs up from search, answers the three questions and lands on their home', async () => {
    const email = `onboarding-client-${unique()}@example.com`;
    const page = await chromium.newPage();
    await page.goto('/search');
    const results = page.getByRole('list', { name: 'Search results' });
    const card = results.getByRole('article').first();
    const heart = card.getByRole('button', { name: /^Favorite / });
    const favoriteName = ((await heart.getAttribute('aria-label')) ?? '').replace(/^Favorite /, '');
    const href = await card.locator('a[href^="/voice-actor/"]').first().getAttribute('href');
    const favoriteId = Number(href?.split('/')[2]);
    await heart.click();
    await page.getByText('Log in or sign up to save voice actors to your favorites.').waitFor();
    await signUp(page, 'Olga Onboarded', email, 'A client');

    // A new account goes through onboarding, which knows the address it signed up from.
    await page.waitForURL((url) => url.pathname === '/onboarding/client');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/search');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Olga Onboarded' }).waitFor();

    const next = page.getByRole('button', { name: 'Next' });
    await page.getByRole('heading', { name: 'Who are you?' }).waitFor();
    // Next without an answer says so, and stays.
    await next.click();
    await page.getByText('Choose an answer to go on.').waitFor();
    await page.getByRole('radio', { name: 'Agency' }).check();
    await next.click();
    await page.getByRole('heading', { name: 'Have you hired voice actors before?' }).waitFor();
    await page.getByRole('radio', { name: 'No' }).check();
    await next.click();
    await page.getByRole('heading', { name: 'What would you like to do?' }).waitFor();
    await page.getByRole('checkbox', { name: 'Search & Book' }).check();
    await page.getByRole('checkbox', { name: 'Managed services' }).check();
    await page.getByRole('button', { name: 'Finish' }).click();

    await page.waitForURL((url) => url.pathname === '/dashboard/home');
    // Their home shows the voice actor they favorited before signing up.
    await page
      .getByRole('list', { name: 'Recent favorites' })
      .getByText(favoriteName, { exact: true })
      .first()
      .waitFor();

    // The server holds the answers on the user's service, with the flow they signed up through.
    const { client, user } = await apiSignIn(email);
    const { data: services } = await client.unwrap(
      client.api.GET('/users/{id}/services', { params: { path: { id: user.id } } }),
    );
    expect(services).toEqual([
      expect.objectContaining({
        service_id: 'voice_over',
        organization_type: 'agency',
        usage_reason: ['search_and_book', 'managed_services'],
        service_properties: { hired_before: 'no', sign_up_flow: 'search' },
      }),
    ]);
    // The voice actor favorited before signing up is among their favorites.
    const { data: favorites } = await client.unwrap(
      client.api.GET('/favorites/{target}/{id}', {
        params: { path: { target: 'provider', id: user.id }, query: { size: 100 } },
      }),
    );
    expect(favorites.map((favorite) => favorite.target_id)).toContain(favoriteId);
    // The account page recognises the managed-service user.
    await page.goto('/account');
    await page.getByText('You chose Managed services for your projects.').waitFor();
  });

  it('a new voice actor takes the quiz step by step, leaves, comes back to the same step, and is found by search', async () => {
    const name = `Vera Quizwell ${unique()}`;
    const email = `onboarding-voice-${unique()}@example.com`;
    const page = await chromium.newPage();
    await page.goto('/');
    const drawer = await openDrawer(page);
    await drawer.getByRole('button', { name: 'Sign up' }).click();
    await signUp(page, name, email, 'A voice actor');

    await page.waitForURL((url) => url.pathname === '/onboarding/voice_actor_welcome');
    await page.getByRole('button', { name: 'Start the quiz' }).click();
    const save = page.getByRole('button', { name: 'Save and continue' });
    const atStep = async (step: string, title: string) => {
      await page.waitForURL(
        (url) => url.pathname === '/onboarding/voice_actor' && url.searchParams.get('step') === step,
      );
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
    };

    await atStep('location', 'Where do you record from?');
    await save.click();
    await page.getByText('Choose the country you record from.').waitFor();
    await page.getByLabel('Country').selectOption({ label: 'Spain' });
    await save.click();

    await atStep('languages', 'Which languages do you record in?');
    await page.getByRole('checkbox', { name: 'Spanish (Castilian)' }).check();
    await save.click();
    await atStep('voice', 'What are your voice’s ages and genders?');
    await page.getByRole('checkbox', { name: 'Young Adult Female' }).check();
    await save.click();
    await atStep('abilities', 'What are your vocal abilities?');
    await page.getByRole('checkbox', { name: 'Storyteller' }).check();
    await save.click();
    await atStep('services', 'Which additional services do you offer?');

    // Leaves in the middle, comes back later: the quiz resumes at the step not answered yet.
    await page.goto('/');
    await page.goto('/onboarding/voice_actor');
    await atStep('services', 'Which additional services do you offer?');
    // Back shows an answered step as it was saved.
    await page.getByRole('link', { name: 'Back' }).click();
    await atStep('abilities', 'What are your vocal abilities?');
    expect(await page.getByRole('checkbox', { name: 'Storyteller' }).isChecked()).toBe(true);
    await save.click();

    await atStep('services', 'Which additional services do you offer?');
    await save.click(); // none: the step is optional
    await atStep('recording', 'How do you record and deliver?');
    await page.getByRole('checkbox', { name: 'Home studio' }).check();
    await save.click();
    await atStep('experience', 'Your experience and training');
    await page.getByRole('radio', { name: '1-5 years' }).check();
    await page.getByRole('checkbox', { name: 'Acting classes' }).check();
    await save.click();
    await atStep('samples', 'Add a sample of your voice');
    await save.click();
    await page.getByText('Upload at least one sample to go on.').waitFor();
    const files = page.getByRole('group', { name: 'Upload samples' }).locator('input[type="file"]');
    await files.setInputFiles({
      name: 'Audiobook excerpt.mp3',
      mimeType: 'audio/mpeg',
      buffer: await clip(),
    });
    await page.getByRole('list', { name: 'Your samples' }).getByText('Audiobook excerpt').waitFor();
    await save.click();
    await atStep('summary', 'Introduce yourself');
    await page
      .getByLabel('About your voice')
      .fill('Warm Castilian storyteller for audiobooks and e-learning.');
    await save.click();

    await page.getByRole('heading', { level: 1, name: 'Your profile is ready' }).waitFor();
    expect(new URL(page.url()).searchParams.get('step')).toBe('done');

    // The server holds the profile and the checklist flags the quiz ticked.
    const { client, user } = await apiSignIn(email);
    const { data: profile } = await client.unwrap(
      client.api.GET('/providers/{id}', { params: { path: { id: user.provider_id ?? 0 } } }),
    );
    expect(profile.languages.map((language) => language.name)).toEqual(['Spanish (Castilian)']);
    expect(profile.locations[0]?.country_code).toBe('ES');
    expect(profile.summary).toBe('Warm Castilian storyteller for audiobooks and e-learning.');
    expect(user.completed_actions).toMatchObject({
      add_language: true,
      add_voice_age_gender: true,
      add_vocal_abilities: true,
      add_recording_delivery_options: true,
      add_training_experience: true,
      add_sample: true,
      add_summary: true,
      add_full_name: true,
    });
    expect(user.completed_actions?.['add_additional_service']).toBeUndefined();
    // The sign-up flow it came through (the drawer's Sign up on the home page) is kept.
    const { data: services } = await client.unwrap(
      client.api.GET('/users/{id}/services', { params: { path: { id: user.id } } }),
    );
    expect(services.map((service) => service.service_properties?.sign_up_flow)).toEqual(['direct']);

    // Search finds the new profile by name.
    await page.goto(`/search?${new URLSearchParams({ q: name }).toString()}`);
    const results = page.getByRole('list', { name: 'Search results' });
    await results.getByRole('link', { name, exact: true }).first().waitFor();
  });
});
