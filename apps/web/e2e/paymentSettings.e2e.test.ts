// Payouts end to end in Chromium against the real server and its Stripe sandbox (issue 43): the voice
// actor chooses ACH/Wire (Stripe) on their payment preferences, goes through the processor's hosted
// onboarding (the sandbox's page standing in for Stripe's) and comes back to see their account
// active, in section 8's words; an admin reads the same settings at /payment_settings/{provider_id};
// then finance releases a held payment of theirs and the voice actor's share is transferred to that
// very account (read back from the processor's events), with the transfer in the finance actions log.
import { beforeAll, describe, expect, it } from 'vitest';
import { finishNavbarTour } from './api';
import { acceptBooking, bookWithSecurePayment, deliverAndLetFundsGo, payAtOnce } from './securePayment';
import { apiSignIn, baseUrl, DEMO, signedIn, useChromium } from './support';

const chromium = useChromium();

beforeAll(async () => {
  for (const email of [DEMO.client, DEMO.voice, DEMO.finance, DEMO.admin])
    await finishNavbarTour(baseUrl(), email);
});

/** The demo voice actor's provider id. */
async function voiceActorId(): Promise<number> {
  const { client } = await apiSignIn(DEMO.voice);
  return (await client.unwrap(client.api.GET('/users/me'))).data.provider_id ?? 0;
}

/** The processor's transfers as its events list them (the sandbox's API, with the server's key). */
async function processorTransfers(): Promise<
  { amount: number; destination: string; metadata: Record<string, string> }[]
> {
  const { client } = await apiSignIn(DEMO.client);
  const { data: processor } = await client.unwrap(client.api.GET('/payments/processor'));
  const response = await fetch(`${processor.api_origin}/v1/events?type=transfer.created&limit=100`, {
    headers: { authorization: 'Bearer sk_test_sandbox' },
  });
  const body = (await response.json()) as {
    data: { data: { object: { amount: number; destination: string; metadata: Record<string, string> } } }[];
  };
  return body.data.map((event) => event.data.object);
}

/** The onboarded account (acct_...), kept for the release that follows. */
let onboardedAccount = '';

describe('payment preferences and payouts', () => {
  it('a voice actor sets up ACH/Wire (Stripe) through the onboarding page and sees the account active', async () => {
    const page = await chromium.newPage();
    await signedIn(page, DEMO.voice, '/payment-preferences');
    await page.getByRole('heading', { name: 'Payment preferences', level: 1 }).waitFor();
    // A bad PayPal address is refused where it was typed, and nothing is saved.
    await page.getByRole('radio', { name: 'PayPal' }).check();
    await page.getByRole('textbox', { name: /PayPal e-mail/ }).fill('not-an-address');
    await page.getByRole('button', { name: 'Save payout method' }).click();
    expect(await page.getByRole('textbox', { name: /PayPal e-mail/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );

    await page.getByRole('radio', { name: 'ACH/Wire (Stripe)' }).check();
    await page.getByRole('button', { name: 'Save payout method' }).click();
    await page.getByText('Saved. Set up your Stripe account below to be paid by ACH or wire.').waitFor();
    await page
      .getByText('Not set up yet: Stripe collects your bank and identity details for ACH or wire payouts.')
      .waitFor();
    await page.getByRole('button', { name: 'Set up payouts with Stripe' }).click();

    // The processor's hosted onboarding (the sandbox's page, on its own origin).
    await page.getByRole('heading', { name: 'Payout account onboarding (sandbox)' }).waitFor();
    const onboarding = new URL(page.url());
    expect(onboarding.origin).not.toBe(new URL(baseUrl()).origin);
    onboardedAccount = onboarding.pathname.split('/').pop() ?? '';
    expect(onboardedAccount).toMatch(/^acct_/);
    await page.getByRole('button', { name: 'Submit and verify' }).click();

    await page.waitForURL((url) => url.pathname === '/payment-preferences');
    await page.getByText('Back from Stripe. Your Stripe account: Active.').waitFor();
    await page.getByText('Stripe account: Active', { exact: true }).waitFor();
    await page.getByText('Released funds are sent to your Stripe account.').waitFor();
    const { client } = await apiSignIn(DEMO.voice);
    const providerId = await voiceActorId();
    const { data } = await client.unwrap(
      client.api.GET('/payment_settings/{providerId}', { params: { path: { providerId } } }),
    );
    expect(data).toMatchObject({ method: 'stripe', pending: false, stripe_account_status: 'active' });

    // An admin reads the same settings in the admin view.
    const admin = await chromium.newPage();
    await signedIn(admin, DEMO.admin, `/payment_settings/${String(providerId)}`);
    const settings = admin.getByLabel('Payout settings');
    await settings.getByText('ACH/Wire (Stripe)').waitFor();
    await settings.getByText('Active').waitFor();
  });

  it('finance releases a held payment and the voice actor’s share is transferred to that account', async () => {
    expect(onboardedAccount).toMatch(/^acct_/);
    const page = await chromium.newPage();
    // The client books the voice actor with Secure Payment.
    const hash = await bookWithSecurePayment(
      page,
      await voiceActorId(),
      'Orchard Lane Books: stories for every shelf.',
      '250',
    );
    // The voice actor accepts; the client pays; the voice actor delivers; the client accepts.
    const actor = await chromium.newPage();
    await acceptBooking(actor, DEMO.voice, hash);
    await payAtOnce(page, hash, '$250.00');
    await deliverAndLetFundsGo(page, actor, hash, 'orchard-lane.mp3');

    // Finance releases it from the finance page.
    const { client } = await apiSignIn(DEMO.finance);
    const { data: project } = await client.unwrap(
      client.api.GET('/projects/{id}', { params: { path: { id: hash } } }),
    );
    const finance = await chromium.newPage();
    await signedIn(finance, DEMO.finance, '/finance?stage=ready_to_release');
    const row = finance
      .getByRole('list', { name: 'Secure Payment bookings' })
      .getByRole('article', { name: project.name })
      .filter({ has: finance.locator(`a[href="/projects/${hash}/pay"]`) });
    await row.getByRole('button', { name: 'Release $250.00' }).click();
    await finance
      .getByRole('dialog', { name: 'Release $250.00 to the voice actor?' })
      .getByRole('button', { name: 'Release the funds' })
      .click();
    await finance
      .getByRole('status')
      .filter({ hasText: `Released $250.00 of “${project.name}” to the voice actor.` })
      .waitFor();
    // The log names the release with who did it, and the transfer to the voice actor's account.
    const log = finance.getByRole('list', { name: 'Finance actions' });
    await log
      .getByText(`Funds released · $250.00 · project #${String(project.id)} · by Priya Shah`)
      .waitFor();
    await log
      .getByText(
        `Transferred to the voice actor’s account · $200.00 · project #${String(project.id)} · by the processor or a scheduled job`,
      )
      .waitFor();

    // At the processor: one transfer of the voice actor's share (less the 20% fee), to that account.
    const transfers = (await processorTransfers()).filter(
      (transfer) => transfer.metadata['project_id'] === String(project.id),
    );
    expect(transfers).toEqual([expect.objectContaining({ amount: 20000, destination: onboardedAccount })]);
  });
});
