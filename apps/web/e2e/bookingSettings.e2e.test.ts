// Booking settings against the real server: the demo voice actor sets rates, sees the preview quote
// of the sample booking change as they type (priced by the server: POST
// /api/providers/{id}/booking_settings/preview, nothing computed in the browser), saves, finds the
// rates after a reload, and an anonymous instant quote for that voice actor
// (POST /api/providers/quote?provider_id=) is priced from them, as the preview said.
import { describe, expect, it } from 'vitest';
import type { BookingSettings, BookingSettingsInput, Quote } from '@vo/sdk';
import { apiSignIn, baseUrl, DEMO, signedIn, useChromium } from './support';

const chromium = useChromium();
/** An anonymous visitor's calls: no token, a session id of their own (every call carries one). */
const ANONYMOUS = { 'x-session-id': 'web-e2e-booking-settings-visitor' };

async function storedSettings(): Promise<{ providerId: number; settings: BookingSettings }> {
  const { user } = await apiSignIn(DEMO.voice);
  const providerId = user.provider_id ?? 0;
  const response = await fetch(`${baseUrl()}/api/providers/${String(providerId)}/booking_settings`, {
    headers: ANONYMOUS,
  });
  expect(response.status).toBe(200);
  return { providerId, settings: (await response.json()) as BookingSettings };
}

/** Puts the voice actor's terms back as they were (other journeys book this voice actor). */
async function restore(providerId: number, before: BookingSettings): Promise<void> {
  const { client } = await apiSignIn(DEMO.voice);
  const { provider_id: _id, customized: _customized, currency: _currency, ...input } = before;
  const body: BookingSettingsInput = input;
  await client.unwrap(
    client.api.PUT('/providers/{id}/booking_settings', { params: { path: { id: providerId } }, body }),
  );
}

/** What an anonymous visitor is quoted for the sample booking (50 words, local audience). */
async function anonymousQuote(providerId: number): Promise<Quote> {
  const response = await fetch(`${baseUrl()}/api/providers/quote?provider_id=${String(providerId)}`, {
    method: 'POST',
    headers: { ...ANONYMOUS, 'content-type': 'application/json' },
    body: JSON.stringify({
      recording_length: { value: 20 },
      audience_size: 100000,
      script: Array.from({ length: 50 }, (_, i) => `word${String(i)}`).join(' '),
    }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Quote;
}

describe('booking settings', () => {
  it('a voice actor sets rates, sees the preview follow, saves, and quotes use them', async () => {
    const { providerId, settings: before } = await storedSettings();
    try {
      const page = await chromium.newPage();
      await signedIn(page, DEMO.voice, '/booking-settings');
      await page.getByRole('heading', { level: 1, name: 'Booking settings' }).waitFor();
      const preview = page.getByRole('region', { name: /Preview: a 50-word e-learning script/ });
      await preview.waitFor();

      const fifty = page.getByRole('textbox', { name: 'Up to 50 words (about 20 s)' });
      const local = page.getByRole('textbox', { name: 'Local (100,000)' });
      const revisions = page.getByRole('textbox', { name: 'Revisions included' });
      await fifty.fill('200');
      await local.fill('200');
      await revisions.fill('2');
      await page.getByRole('textbox', { name: 'Standard turnaround (days)' }).fill('3');
      // $200 x 200% = $400; the fee is 20%, the voice actor receives $320.
      await preview.getByText('$400.00').first().waitFor();
      await preview.getByText('$320.00').waitFor();
      // The server prices the preview of the unsaved settings: the panel shows its answer.
      const priced = page.waitForResponse(
        async (r) =>
          r.url().endsWith(`/api/providers/${String(providerId)}/booking_settings/preview`) &&
          r.request().method() === 'POST' &&
          r.ok() &&
          ((await r.json()) as Quote).client_price === 301,
      );
      await fifty.fill('150.50');
      expect(await (await priced).json()).toMatchObject({ client_price: 301, voice_actor_net: 240.8 });
      // $150.50 x 200% = $301; the preview follows the typing.
      await preview.getByText('$301.00').first().waitFor();
      await preview.getByText('$240.80').waitFor();
      // A longer tier below a shorter one is refused where it is typed, and nothing is saved.
      await page.getByRole('textbox', { name: 'Up to 5 words (about 2 s)' }).fill('999');
      await page.getByText('A longer script cannot cost less: at least 999.').waitFor();
      await page
        .getByRole('textbox', { name: 'Up to 5 words (about 2 s)' })
        .fill(String(before.script_rates.words_5));

      await page.getByRole('button', { name: 'Save booking settings' }).click();
      await page.getByRole('status').getByText('Saved. Your instant quotes now use these terms.').waitFor();

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Booking settings' }).waitFor();
      await expect
        .poll(() => page.getByRole('textbox', { name: 'Up to 50 words (about 20 s)' }).inputValue())
        .toBe('150.5');
      expect(await page.getByRole('textbox', { name: 'Local (100,000)' }).inputValue()).toBe('200');
      await page
        .getByRole('region', { name: /Preview/ })
        .getByText('$301.00')
        .first()
        .waitFor();

      expect(await anonymousQuote(providerId)).toMatchObject({
        client_price: 301,
        platform_fee: 60.2,
        voice_actor_net: 240.8,
        currency: 'USD',
        suggested_budget: 301,
      });
    } finally {
      await restore(providerId, before);
    }
  });
});
