// The steps of a Secure Payment booking the payment journeys share (payments, payouts, payment
// settings; the membership journey types its card the same way): booking with Secure Payment, paying by card, delivering, accepting and letting the funds
// go. Each step waits for what the page says once it is done.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { DEMO, signedIn } from './support';

/** The demo client books a voice actor from their profile with Secure Payment; the booking's hash. */
export async function bookWithSecurePayment(
  page: Page,
  voiceActorId: number,
  script: string,
  budget: string,
): Promise<string> {
  await signedIn(page, DEMO.client, `/voice-actor/${String(voiceActorId)}`);
  await page.getByRole('button', { name: /^Book / }).click();
  await page.getByRole('textbox', { name: 'Script' }).fill(script);
  await page.getByRole('textbox', { name: 'Your budget (US dollars)' }).fill(budget);
  await page.getByRole('checkbox', { name: 'Pay with Secure Payment' }).check();
  await page.getByRole('button', { name: 'Review the booking' }).click();
  await page.getByRole('button', { name: 'Send booking request' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/projects/'));
  const hash = new URL(page.url()).pathname.split('/')[2] ?? '';
  await page.getByText('Waiting for the voice actor to answer.').waitFor();
  return hash;
}

/** The booked voice actor (signed in as `email` on `actor`) accepts the booking. */
export async function acceptBooking(actor: Page, email: string, hash: string): Promise<void> {
  await signedIn(actor, email, `/projects/${hash}`);
  await actor.getByRole('button', { name: 'Accept booking' }).click();
  await actor.getByText('You accepted the client’s terms.').waitFor();
}

/** Types a card into a card form (the fields a retry keeps are filled only when empty). */
export async function typeCard(page: Page, number: string, holder = 'Dana Client'): Promise<void> {
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  const expiry = page.getByRole('textbox', { name: 'Expiry date' });
  if ((await expiry.inputValue()) === '') await expiry.pressSequentially('1230');
  const cvc = page.getByRole('textbox', { name: 'Security code' });
  if ((await cvc.inputValue()) === '') await cvc.fill('123');
  const name = page.getByRole('textbox', { name: 'Name on card' });
  if ((await name.inputValue()) === '') await name.fill(holder);
}

/** The client pays the booking's price with a card that needs no authentication. */
export async function payAtOnce(page: Page, hash: string, price: string): Promise<void> {
  await page.goto(`/projects/${hash}/pay`);
  await typeCard(page, '4242424242424242');
  await page.getByRole('button', { name: `Pay ${price}` }).click();
  await page.locator('dl[aria-label="Payment"]').getByText('Paid by client').waitFor();
}

/**
 * The voice actor sends a recording (`file`), the client accepts it and lets finance release the
 * funds: the booking is ready to release.
 */
export async function deliverAndLetFundsGo(
  page: Page,
  actor: Page,
  hash: string,
  file: string,
): Promise<void> {
  await actor.goto(`/projects/${hash}/recording/edit`);
  await actor.locator('input[type="file"]').setInputFiles({
    name: file,
    mimeType: 'audio/mpeg',
    buffer: readFileSync(new URL('../../api/seed/audio/audiobook-en-gb.mp3', import.meta.url)),
  });
  await actor.getByText(`Chosen: ${file}`).waitFor();
  await actor.getByRole('button', { name: 'Send the recording' }).click();
  await actor.getByText('Sent: waiting for the client’s decision').waitFor();
  await page.goto(`/projects/${hash}/recording`);
  await page.getByRole('button', { name: 'Accept the recording' }).click();
  await page.getByText('Accepted: the booking is complete').waitFor();
  await page.goto(`/projects/${hash}/pay`);
  await page.getByRole('button', { name: 'Release the payment to the voice actor' }).click();
  await page.getByText('The client asked finance to release the funds to the voice actor.').waitFor();
}
