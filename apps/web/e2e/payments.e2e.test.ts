// Secure Payment end to end in Chromium against the real server and its Stripe sandbox (issue 43):
// the client books with Secure Payment and pays with a card whose bank asks for 3-D Secure (the card
// number goes to the sandbox only), the voice actor sees it paid by the client, delivers, the client
// accepts and lets the funds go, finance releases them and the voice actor sees them released; a
// declined card shows the spec's message in the Payment error view and Retry with another card pays;
// finance refunds a held payment. Each step is read back from the server.
import type { Project } from '@vo/sdk';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { finishNavbarTour } from './api';
import {
  acceptBooking,
  bookWithSecurePayment as bookDemoVoice,
  deliverAndLetFundsGo,
  payAtOnce,
  typeCard,
} from './securePayment';
import { apiSignIn, baseUrl, DEMO, signedIn, useChromium } from './support';

const chromium = useChromium();

beforeAll(async () => {
  for (const email of [DEMO.client, DEMO.voice, DEMO.finance]) await finishNavbarTour(baseUrl(), email);
});

async function projectAs(email: string, ref: string): Promise<Project> {
  const { client } = await apiSignIn(email);
  const { data } = await client.unwrap(client.api.GET('/projects/{id}', { params: { path: { id: ref } } }));
  return data;
}

/** The demo voice actor's provider id. */
async function voiceActorId(): Promise<number> {
  const { client } = await apiSignIn(DEMO.voice);
  return (await client.unwrap(client.api.GET('/users/me'))).data.provider_id ?? 0;
}

/** The client books the demo voice actor with Secure Payment; the booking's hash. */
const bookWithSecurePayment = async (page: Page, script: string, budget: string) =>
  bookDemoVoice(page, await voiceActorId(), script, budget);

const paymentStatus = (page: Page) => page.locator('dl[aria-label="Payment"]').innerText();

describe('Secure Payment', () => {
  it('pays with 3-D Secure, holds the funds through delivery, and finance releases them to the voice actor', async () => {
    const page = await chromium.newPage();
    const hash = await bookWithSecurePayment(
      page,
      'Harbor Bank keeps your savings safe: open an account online in minutes.',
      '300',
    );
    // No charge yet (the server keeps none until the first payment attempt): pending payment.
    expect(await projectAs(DEMO.client, hash)).toMatchObject({
      secure_payment_enabled: true,
      secure_payment_status: 'pending_payment',
    });

    // The voice actor accepts; the booking shows the payment pending.
    const actor = await chromium.newPage();
    await acceptBooking(actor, DEMO.voice, hash);

    // The client pays from the booking's page, with a card that asks for authentication.
    await page.reload();
    await page.getByRole('link', { name: 'Pay into Secure Payment' }).click();
    await page.waitForURL((url) => url.pathname === `/projects/${hash}/pay`);
    await expect.poll(() => paymentStatus(page)).toMatch(/Pending payment by client[\s\S]*\$300\.00/);
    const toApi: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) toApi.push(request.postData() ?? '');
    });
    await typeCard(page, '4000002500003155');
    await page.getByRole('button', { name: 'Pay $300.00' }).click();
    await page.getByText('Your card’s bank asks you to confirm this payment.').waitFor();
    // The card number went to the processor alone.
    expect(toApi.filter((body) => body.includes('4000002500003155') || body.includes('3155'))).toEqual([]);
    expect((await projectAs(DEMO.client, hash)).secure_payment_status).toBe('pending_payment');
    await page.getByRole('button', { name: 'Confirm with your bank' }).click();
    await page.getByRole('heading', { name: '3D Secure 2 Test Page' }).waitFor();
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await page.waitForURL((url) => url.pathname === `/projects/${hash}/pay`);
    await expect.poll(() => paymentStatus(page)).toMatch(/Paid by client/);
    expect(await projectAs(DEMO.client, hash)).toMatchObject({
      charge_status: 'paid',
      secure_payment_status: 'paid',
    });

    // The voice actor sees it paid before recording and sends the recording; the client accepts it
    // and lets the funds go; finance releases them.
    await actor.goto(`/projects/${hash}`);
    await actor.getByText('Paid by client').first().waitFor();
    await deliverAndLetFundsGo(page, actor, hash, 'harbor-bank-spot.mp3');
    await releaseAsFinance(hash, '$300.00');
    expect(await projectAs(DEMO.client, hash)).toMatchObject({
      charge_status: 'funds_released',
      secure_payment_status: 'funds_released',
    });
    await actor.goto(`/projects/${hash}/pay`);
    await expect.poll(() => paymentStatus(actor)).toMatch(/Funds released to the voice actor/);
    // Their share (the platform fee kept) and how it goes out (by the demo voice actor's method).
    await actor.getByText(/^Your share: \$240\.00\. /).waitFor();
  });

  it('shows a declined card’s message in the Payment error view, and Retry with another card pays', async () => {
    const page = await chromium.newPage();
    const hash = await bookWithSecurePayment(page, 'Cedar Bakery: fresh bread every morning.', '120');
    await page.goto(`/projects/${hash}/pay`);
    await typeCard(page, '4000000000000002');
    await page.getByRole('button', { name: 'Pay $120.00' }).click();
    const error = page.getByRole('region', { name: 'Payment error' });
    await error.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    expect((await projectAs(DEMO.client, hash)).secure_payment_status).toBe('pending_payment');
    await error.getByRole('button', { name: 'Retry' }).click();
    // Nothing typed is lost but the card number.
    expect(await page.getByRole('textbox', { name: 'Card number' }).inputValue()).toBe('');
    expect(await page.getByRole('textbox', { name: 'Name on card' }).inputValue()).toBe('Dana Client');
    expect(await page.getByRole('textbox', { name: 'Expiry date' }).inputValue()).toBe('12 / 30');
    await typeCard(page, '4242424242424242');
    await page.getByRole('button', { name: 'Pay $120.00' }).click();
    await expect.poll(() => paymentStatus(page)).toMatch(/Paid by client/);
    expect((await projectAs(DEMO.client, hash)).charge_status).toBe('paid');
  });

  it('a failed 3-D Secure authentication comes back as a decline, and nothing is paid', async () => {
    const page = await chromium.newPage();
    const hash = await bookWithSecurePayment(page, 'Northwind Air: boarding starts at gate nine.', '150');
    await page.goto(`/projects/${hash}/pay`);
    await typeCard(page, '4000002760003184');
    await page.getByRole('button', { name: 'Pay $150.00' }).click();
    await page.getByRole('button', { name: 'Confirm with your bank' }).click();
    await page.getByRole('button', { name: 'Fail authentication' }).click();
    await page.waitForURL((url) => url.pathname === `/projects/${hash}/pay`);
    const error = page.getByRole('region', { name: 'Payment error' });
    await error.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    expect(await projectAs(DEMO.client, hash)).toMatchObject({ secure_payment_status: 'pending_payment' });
  });

  it('adds a payment for extra lines to an accepted booking and pays it through 3-D Secure', async () => {
    const page = await chromium.newPage();
    const hash = await bookWithSecurePayment(page, 'Maple Library: late hours on Thursdays.', '200');
    const actor = await chromium.newPage();
    await acceptBooking(actor, DEMO.voice, hash);
    await payAtOnce(page, hash, '$200.00');

    // The client adds an extra payment; what it is for and how much are checked before it is sent.
    const extras = page.getByRole('region', { name: 'Additional payments' });
    await extras.getByRole('button', { name: 'Add a payment' }).click();
    await extras.getByRole('button', { name: 'Add payment' }).click();
    await extras.getByText('Say what this payment is for.').waitFor();
    await extras.getByRole('textbox', { name: 'What it is for' }).fill('Two extra pick-up lines');
    await extras.getByRole('textbox', { name: 'Amount (USD)' }).fill('0.40');
    await extras.getByRole('button', { name: 'Add payment' }).click();
    await extras.getByText('An additional payment is at least $1.00.').waitFor();
    await extras.getByRole('textbox', { name: 'Amount (USD)' }).fill('75');
    await extras.getByRole('button', { name: 'Add payment' }).click();
    // Added pending, and its card form opens: a card whose bank asks for authentication.
    await extras.getByText('Two extra pick-up lines: $75.00, Pending payment by client').waitFor();
    await typeCard(page, '4000002500003155');
    await extras.getByRole('button', { name: 'Pay $75.00' }).click();
    await page.getByRole('button', { name: 'Confirm with your bank' }).click();
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await page.waitForURL((url) => url.pathname === `/projects/${hash}/pay`);
    await extras.getByText('Two extra pick-up lines: $75.00, Paid by client').waitFor();
    const project = await projectAs(DEMO.client, hash);
    expect(project.additional_payments).toMatchObject([
      { amount: 75, description: 'Two extra pick-up lines', charge_status: 'paid' },
    ]);
    // The booking's own payment is untouched, and the voice actor reads the extra one.
    expect(project.charge_status).toBe('paid');
    await actor.goto(`/projects/${hash}/pay`);
    await actor
      .getByRole('region', { name: 'Additional payments' })
      .getByText('Two extra pick-up lines: $75.00, Paid by client')
      .waitFor();
    expect(await actor.getByRole('button', { name: 'Add a payment' }).count()).toBe(0);
  });

  it('finance refunds a held payment', async () => {
    const page = await chromium.newPage();
    const hash = await bookWithSecurePayment(page, 'Lakeside Dental: smile, we open at eight.', '90');
    await page.goto(`/projects/${hash}/pay`);
    await typeCard(page, '4242424242424242');
    await page.getByRole('button', { name: 'Pay $90.00' }).click();
    await expect.poll(() => paymentStatus(page)).toMatch(/Paid by client/);
    await refundAsFinance(hash, '$90.00');
    expect(await projectAs(DEMO.client, hash)).toMatchObject({ charge_status: 'refunded' });
    await page.reload();
    await expect.poll(() => paymentStatus(page)).toMatch(/Refunded to the client/);
  });
});

/** Finance opens the finance page at a stage and finds the booking there. */
async function financeRow(hash: string, stage: string): Promise<{ page: Page; row: Locator; name: string }> {
  const { name } = await projectAs(DEMO.finance, hash);
  const page = await chromium.newPage();
  await signedIn(page, DEMO.finance, `/finance?stage=${stage}`);
  const row = page
    .getByRole('list', { name: 'Secure Payment bookings' })
    .getByRole('article', { name })
    .filter({ has: page.locator(`a[href="/projects/${hash}/pay"]`) });
  await row.waitFor();
  return { page, row, name };
}

/** Finance releases the funds of a booking from the finance page, after confirming. */
async function releaseAsFinance(hash: string, amount: string): Promise<void> {
  const { page, row, name } = await financeRow(hash, 'ready_to_release');
  await row.getByRole('button', { name: `Release ${amount}` }).click();
  const dialog = page.getByRole('dialog', { name: `Release ${amount} to the voice actor?` });
  await dialog.getByRole('button', { name: 'Release the funds' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `Released ${amount} of “${name}” to the voice actor.` })
    .waitFor();
  await page.getByText(/^The ledger reconciles: held equals paid minus released minus refunded./).waitFor();
  await page.close();
}

/** Finance refunds a booking's held payment from the finance page, with a reason, after confirming. */
async function refundAsFinance(hash: string, amount: string): Promise<void> {
  const { page, row, name } = await financeRow(hash, 'held');
  await row.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: `Refund ${amount} to the client?` });
  await dialog.getByRole('combobox', { name: 'Reason' }).selectOption('work_not_delivered');
  await dialog.getByRole('button', { name: 'Refund the payment' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `Refunded ${amount} of “${name}” to the client.` })
    .waitFor();
  await page.getByText(/^The ledger reconciles: held equals paid minus released minus refunded./).waitFor();
  await page.close();
}
