// Payouts by the voice actor's chosen method, end to end in Chromium against the real server and its
// Stripe sandbox (issue 43). The demo account that is client and voice actor (both@demo.test) is
// booked with Secure Payment and, with no payout method yet, has the funds released: the mail says so
// and links to /payment-preferences/{token}; followed from the demo mailbox, the link tells another
// signed-in account it is not theirs and signs in as its voice actor, whose settings open; they choose
// PayPal. A second booking paid the same way is released by finance, shows owed to the voice actor
// by PayPal on the finance page, and finance records the PayPal payout with its reference: the owed
// figure goes to zero, the ledger reconciles, and the voice actor reads "Paid out by PayPal
// (reference …)" with their payouts.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { finishNavbarTour } from './api';
import { acceptBooking, bookWithSecurePayment, deliverAndLetFundsGo, payAtOnce } from './securePayment';
import { apiSignIn, baseUrl, DEMO, openMail, signedIn, submitSignInPage, useChromium } from './support';

const chromium = useChromium();

beforeAll(async () => {
  for (const email of [DEMO.client, DEMO.both, DEMO.finance]) await finishNavbarTour(baseUrl(), email);
});

/** The voice actor's provider id. */
async function providerIdOf(email: string): Promise<number> {
  const { client } = await apiSignIn(email);
  return (await client.unwrap(client.api.GET('/users/me'))).data.provider_id ?? 0;
}

/** The booking's name and id, as finance reads it. */
async function projectOf(hash: string): Promise<{ id: number; name: string }> {
  const { client } = await apiSignIn(DEMO.finance);
  const { data } = await client.unwrap(client.api.GET('/projects/{id}', { params: { path: { id: hash } } }));
  return data;
}

/**
 * The demo client books both@demo.test with Secure Payment and pays; the voice actor delivers, the
 * client accepts and lets the funds go; finance releases them from the finance page. The hash.
 */
async function releasedBooking(script: string, budget: string): Promise<string> {
  const page = await chromium.newPage();
  const hash = await bookWithSecurePayment(page, await providerIdOf(DEMO.both), script, budget);
  const actor = await chromium.newPage();
  await acceptBooking(actor, DEMO.both, hash);
  await payAtOnce(page, hash, `$${budget}.00`);
  await deliverAndLetFundsGo(page, actor, hash, 'payout-read.mp3');

  const { name } = await projectOf(hash);
  const finance = await chromium.newPage();
  await signedIn(finance, DEMO.finance, '/finance?stage=ready_to_release');
  const row = bookingRow(finance, hash, name);
  await row.getByRole('button', { name: `Release $${budget}.00` }).click();
  await finance
    .getByRole('dialog', { name: `Release $${budget}.00 to the voice actor?` })
    .getByRole('button', { name: 'Release the funds' })
    .click();
  await finance
    .getByRole('status')
    .filter({ hasText: `Released $${budget}.00 of “${name}” to the voice actor.` })
    .waitFor();
  await Promise.all([page.close(), actor.close(), finance.close()]);
  return hash;
}

/** A booking's row on the finance page, found by its address (journeys share the demo names). */
const bookingRow = (page: Page, hash: string, name: string) =>
  page
    .getByRole('list', { name: 'Secure Payment bookings' })
    .getByRole('article', { name })
    .filter({ has: page.locator(`a[href="/projects/${hash}/pay"]`) });

/** The ledger's totals, as finance reads them. */
async function ledgerTotals(): Promise<{ owed: number; paid_out: number; reconciles: boolean }> {
  const { client } = await apiSignIn(DEMO.finance);
  return (await client.unwrap(client.api.GET('/payments/ledger'))).data;
}

/** What the booking still owes its voice actor, as the finance list has it. */
async function owedOn(hash: string): Promise<number | undefined> {
  const { client } = await apiSignIn(DEMO.finance);
  const { data } = await client.unwrap(
    client.api.GET('/payments/charges', { params: { query: { stage: 'released', size: 100 } } }),
  );
  return data.find((item) => item.public_hash === hash)?.owed;
}

describe('payouts by the voice actor’s chosen method', () => {
  it('a release with no payout method mails a link; followed from the mailbox it opens the voice actor’s settings', async () => {
    const { client } = await apiSignIn(DEMO.both);
    const providerId = await providerIdOf(DEMO.both);
    const { data: before } = await client.unwrap(
      client.api.GET('/payment_settings/{providerId}', { params: { path: { providerId } } }),
    );
    // The seed gives the demo accounts no payout method: nothing can pay this voice actor yet.
    expect(before).toMatchObject({ method: null, pending: true });
    const hash = await releasedBooking('Willow Creek Farms: fresh from our fields to your table.', '160');
    const { name } = await projectOf(hash);

    const mailbox = await openMail(chromium, DEMO.both, `Funds released: ${name}`);
    await mailbox
      .getByText(
        'You have not told us how to pay you yet: add your payout details (PayPal, Payoneer, Wise or US banking details) so finance can send your share.',
      )
      .waitFor();
    const link = mailbox.getByRole('link', { name: new RegExp(`^${baseUrl()}/payment-preferences/`) });
    const address = new URL((await link.textContent()) ?? '');
    // A forged token is refused, with the way to the viewer's own settings.
    const forged = await chromium.newPage();
    await signedIn(forged, DEMO.both, `${address.pathname.slice(0, -4)}AAAA`);
    await forged.getByRole('alert').getByText('This link is not valid or has expired.').waitFor();
    await forged.getByRole('link', { name: 'Open your payment preferences' }).waitFor();

    // Followed from the mail, signed in as someone else first: whose link it is, then sign in as them.
    await link.click();
    await submitSignInPage(mailbox, DEMO.client);
    await mailbox.waitForURL((url) => url.pathname === address.pathname);
    await mailbox
      .getByText(
        'This link is for another account (b***@demo.test): its payout details open only for that voice actor, signed in.',
      )
      .waitFor();
    expect(await mailbox.getByRole('button', { name: 'Save payout method' }).count()).toBe(0);
    await mailbox.getByRole('button', { name: 'Sign in as b***@demo.test' }).click();
    await submitSignInPage(mailbox, DEMO.both);
    await mailbox.waitForURL((url) => url.pathname === address.pathname);
    await mailbox.getByText('Add or fix your payout details below so finance can pay you.').waitFor();

    // Their settings: they choose PayPal.
    await mailbox.getByRole('radio', { name: 'PayPal' }).check();
    await mailbox.getByRole('textbox', { name: /PayPal e-mail/ }).fill('sam.taylor.paypal@example.com');
    await mailbox.getByRole('button', { name: 'Save payout method' }).click();
    await mailbox.getByText('Saved. You are paid by PayPal.').waitFor();
    const { data: after } = await client.unwrap(
      client.api.GET('/payment_settings/{providerId}', { params: { path: { providerId } } }),
    );
    expect(after).toMatchObject({ method: 'paypal', pending: false });
  });

  it('finance records the PayPal payout of a released booking; the owed figure goes to zero and the voice actor sees it', async () => {
    const { client } = await apiSignIn(DEMO.both);
    const providerId = await providerIdOf(DEMO.both);
    await client.unwrap(
      client.api.PATCH('/payment_settings/{providerId}', {
        params: { path: { providerId } },
        body: { method: 'paypal', paypal_email: 'sam.taylor.paypal@example.com' },
      }),
    );
    const hash = await releasedBooking('Blue Harbor Ferries: boarding now at pier four.', '250');
    const { name } = await projectOf(hash);
    // Other journeys move money meanwhile: the booking's own figure, and what only grows, are compared.
    const before = await ledgerTotals();
    expect(await owedOn(hash)).toBe(20000);

    const finance = await chromium.newPage();
    await signedIn(finance, DEMO.finance, '/finance?stage=released');
    const row = bookingRow(finance, hash, name);
    await row.getByText('Owed to the voice actor: $200.00 · Paid by PayPal.').waitFor();
    await row.getByRole('button', { name: 'Record payout' }).click();
    const dialog = finance.getByRole('dialog', { name: 'Record a payout of $200.00 to Sam Taylor?' });
    await dialog.getByText('Payout method: PayPal').waitFor();
    await dialog.getByRole('textbox', { name: 'PayPal transaction ID' }).fill('8MC585209K746392H');
    await dialog.getByRole('button', { name: 'Record the payout' }).click();
    await finance
      .getByRole('status')
      .filter({ hasText: `Recorded the PayPal payout of $200.00 to Sam Taylor for “${name}”.` })
      .waitFor();
    // The booking owes nothing now; what was paid out grew by the share, and the ledger reconciles.
    await expect.poll(() => row.getByText(/Owed to the voice actor/).count()).toBe(0);
    expect(await row.getByRole('button', { name: 'Record payout' }).count()).toBe(0);
    await finance
      .getByText('The ledger reconciles: held equals paid minus released minus refunded.')
      .waitFor();
    expect(await owedOn(hash)).toBe(0);
    const after = await ledgerTotals();
    expect(after.reconciles).toBe(true);
    expect(after.paid_out - before.paid_out).toBeGreaterThanOrEqual(20000);
    await finance
      .getByRole('list', { name: 'Finance actions' })
      .getByText(
        `Paid out by the voice actor’s payout method · $200.00 · project #${String((await projectOf(hash)).id)} · by Priya Shah`,
      )
      .waitFor();

    // The voice actor reads it with their payouts, and has a mail of it.
    const actor = await chromium.newPage();
    await signedIn(actor, DEMO.both, '/payment-preferences');
    const payout = actor.getByRole('list', { name: 'Released funds' }).getByRole('article', { name });
    await payout.getByText(/^Paid out by PayPal \(reference 8MC585209K746392H\) on /).waitFor();
    const mail = await openMail(chromium, DEMO.both, `Paid out: ${name}`);
    await mail
      .getByText(`Your share of “${name}”, $200.00, was paid out by PayPal (reference 8MC585209K746392H).`)
      .waitFor();
  });
});
