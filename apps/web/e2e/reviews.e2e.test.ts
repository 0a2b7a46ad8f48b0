// Reviews after a completed booking against the real server (issue 42), from the seeded booking that
// neither side has reviewed (seed/reviewableBookings.ts): on the booking's page the client reviews
// the voice actor and the voice actor reviews the client, each stored by the server and then shown
// as theirs instead of the form; on their reviews page the voice actor responds to the client's
// review, and the response shows under it for everyone.
import type { Review } from '@vo/sdk';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { finishNavbarTour } from './api';
import { apiClient, apiSignIn, baseUrl, DEMO, signedIn, useChromium } from './support';

const chromium = useChromium();

/** The seeded completed booking of voice@demo.test by client@demo.test (REVIEWABLE_BOOKING_HASH). */
const BOOKING = 'rvwbooking01';

beforeAll(async () => {
  for (const email of [DEMO.client, DEMO.voice]) await finishNavbarTour(baseUrl(), email);
});

/** The reviews of a target on the server, as every visitor reads them. */
async function reviewsOf(target: 'provider' | 'client', targetId: number): Promise<Review[]> {
  const { data } = await apiClient().unwrap(
    apiClient().api.GET('/reviews', { params: { query: { target, target_id: targetId, size: 20 } } }),
  );
  return data;
}

/** One review in the list of the voice actor's reviews page, by its text. */
const reviewOnPage = (page: Page, text: string) =>
  page
    .getByRole('list', { name: /^Reviews of / })
    .getByRole('listitem')
    .filter({ hasText: text });

/** Writes a review on the booking's page: stars, text, send; then the page shows it as the viewer's. */
async function writeReview(page: Page, stars: string, text: string): Promise<void> {
  const panel = page.getByRole('region', { name: /^Review the / });
  await panel.getByRole('button', { name: 'Write a review' }).click();
  // The stars are radios drawn by their labels: a person clicks the star.
  await panel.locator('label', { hasText: stars }).click();
  await panel.getByRole('textbox', { name: 'Your review' }).fill(text);
  await panel.getByRole('button', { name: 'Post the review' }).click();
  await panel.getByRole('button', { name: 'Edit review' }).waitFor();
  await expect.poll(() => panel.getByText(text).isVisible()).toBe(true);
  expect(await panel.getByRole('button', { name: 'Write a review' }).count()).toBe(0);
}

describe('reviews after a booking', () => {
  it('both sides review the completed booking; the voice actor responds on their reviews page', async () => {
    const voice = await apiSignIn(DEMO.voice);
    const client = await apiSignIn(DEMO.client);
    const providerId = voice.user.provider_id ?? 0;

    // The client reviews the voice actor from the booking's page.
    const clientPage = await chromium.newPage();
    await signedIn(clientPage, DEMO.client, `/projects/${BOOKING}`);
    const clientText = 'Warm, natural read and delivered a day early. Would book again.';
    await writeReview(clientPage, '4 stars', clientText);
    // Found by its text: other journeys' bookings between the same two people are reviewed too.
    const ofVoice = (await reviewsOf('provider', providerId)).find((r) => r.review === clientText);
    expect(ofVoice).toMatchObject({ user_id: client.user.id, rating: 4, review: clientText, response: null });

    // The voice actor reviews the client from the same page.
    const voicePage = await chromium.newPage();
    await signedIn(voicePage, DEMO.voice, `/projects/${BOOKING}`);
    const voiceText = 'Clear brief and quick feedback. A pleasure to work with.';
    await writeReview(voicePage, '5 stars', voiceText);
    const ofClient = (await reviewsOf('client', client.user.id)).find((r) => r.review === voiceText);
    expect(ofClient).toMatchObject({ user_id: voice.user.id, rating: 5, review: voiceText });

    // The voice actor answers the client's review on their reviews page.
    await voicePage.goto(`/voice-actor/${String(providerId)}/reviews`);
    const review = reviewOnPage(voicePage, clientText);
    await review.getByRole('button', { name: 'Respond' }).click();
    const answer = 'Thank you! It was a pleasure voicing the trailer.';
    await review.getByRole('textbox', { name: 'Your response' }).fill(answer);
    await review.getByRole('button', { name: 'Post the response' }).click();
    await review.getByRole('button', { name: 'Edit response' }).waitFor();
    await expect.poll(() => review.getByText(answer).isVisible()).toBe(true);
    const stored = (await reviewsOf('provider', providerId)).find((r) => r.review === clientText);
    expect(stored?.response).toMatchObject({ user_id: voice.user.id, response: answer });

    // Anyone reading the page sees the response under the review, with nothing to press.
    const visitor = await chromium.newPage();
    await visitor.goto(`/voice-actor/${String(providerId)}/reviews`);
    const shown = reviewOnPage(visitor, clientText);
    await expect.poll(() => shown.getByText(answer).isVisible()).toBe(true);
    expect(await shown.getByRole('button').count()).toBe(0);
  });
});
