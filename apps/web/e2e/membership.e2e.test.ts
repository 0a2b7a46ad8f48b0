// Memberships end to end in Chromium against the real server and its Stripe sandbox (issue 44): a new
// client compares the plans and picks Premium, which makes them a voice actor on the Standard plan; the
// dry run says what today's charge and the next renewal are before anything is charged; they pay with
// a card whose bank asks for 3-D Secure and come back through /plansRedirect on Premium. Switching to
// annual, a declined card shows section 8's message in the Payment error view and Retry with another
// card pays. They schedule a downgrade to Standard with a reason, then keep Premium, and pay by PayPal
// from then on (approved on the local stand-in for PayPal). Each step is read back from the server.
import type { Subscription } from '@vo/sdk';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './api';
import { typeCard } from './securePayment';
import { apiSignIn, hydrated, useChromium } from './support';

const chromium = useChromium();

/** Signs up a new client at the identity page (as a visitor would), coming back to `next`. */
async function signUpClient(page: Page, email: string, next: string): Promise<void> {
  await page.goto(`/login?${new URLSearchParams({ next, action: 'signup' }).toString()}`);
  await page.waitForURL((url) => url.pathname === '/auth/signin');
  const signup = page.locator('form[aria-labelledby=signup-title]');
  await signup.getByLabel('Full name').fill('Morgan Member');
  await signup.getByLabel('E-mail').fill(email);
  await signup.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await signup.getByLabel('A client').check();
  await signup.getByLabel(/I accept the Terms/).check();
  await signup.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname !== '/auth/signin');
}

async function subscriptionOf(email: string): Promise<Subscription> {
  const { client } = await apiSignIn(email);
  return (await client.unwrap(client.api.GET('/providers/me/subscription'))).data;
}

/** A figure of the dry run, by its label. */
const quoteFigure = (page: Page, label: string) =>
  page
    .locator('dl[aria-label="What the change costs"] dt', { hasText: label })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();

describe('memberships', () => {
  it('a client picks Premium and becomes a voice actor, pays through 3-D Secure, survives a declined card, downgrades with a reason, keeps Premium and switches to PayPal', async () => {
    const page = await chromium.newPage();
    const email = `member.${String(Date.now())}@example.test`;
    await signUpClient(page, email, '/plans');
    // Signed up from the plans, the new account comes back to them (not to onboarding).
    await page.waitForURL((url) => url.pathname === '/plans');

    // The comparison: monthly, then annual prices; the client is told a plan makes them a voice actor.
    const plans = page.getByRole('region', { name: 'Membership plans' });
    await plans.getByRole('article', { name: 'Premium' }).waitFor();
    await page.getByText('Choosing a plan makes you a voice actor on the marketplace as well.').waitFor();
    const monthly = await plans.getByRole('article', { name: 'Premium' }).innerText();
    await hydrated(plans.getByRole('radio', { name: 'Annual' }));
    await plans.getByRole('radio', { name: 'Annual' }).check();
    await expect.poll(() => plans.getByRole('article', { name: 'Premium' }).innerText()).not.toBe(monthly);
    await plans.getByRole('radio', { name: 'Monthly' }).check();
    await plans
      .getByRole('article', { name: 'Premium' })
      .getByRole('button', { name: 'Choose Premium' })
      .click();

    // Now a voice actor on Standard; the dry run shows before anything is charged.
    const membership = page.getByRole('region', { name: 'Your membership' });
    await membership.waitFor();
    const quote = page.getByRole('region', { name: 'Change to Premium' });
    await quote.waitFor();
    const today = await quoteFigure(page, 'Charged today');
    expect(today).toMatch(/^\$\d+\.\d\d$/);
    expect(await quoteFigure(page, 'Next renewal')).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}, \$\d+\.\d\d$/);
    const { user } = await apiSignIn(email);
    expect(user.roles).toContain('provider');
    expect((user.provider_id ?? 0) > 0).toBe(true);
    expect(await subscriptionOf(email)).toMatchObject({ tier: 'Standard', payment_method: null });

    // The card's bank asks for 3-D Secure; back through /plansRedirect on Premium.
    await typeCard(page, '4000002500003155', 'Morgan Member');
    await page.getByRole('button', { name: `Pay ${today}` }).click();
    await page.getByRole('button', { name: 'Confirm with your bank' }).click();
    await page.getByRole('heading', { name: '3D Secure 2 Test Page' }).waitFor();
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await page.waitForURL((url) => url.pathname === '/plansRedirect');
    await page.getByText('Your membership is now Premium (monthly).').waitFor();
    expect(await subscriptionOf(email)).toMatchObject({ tier: 'Premium', billing_period: 'MONTHLY' });

    // Annual with a declined card: the Payment error view, then Retry with another card pays.
    await page.getByRole('link', { name: 'Back to your membership' }).click();
    const change = page.getByRole('region', { name: 'Change your plan' });
    await hydrated(change.getByRole('radio', { name: 'Annual' }));
    await change.getByRole('radio', { name: 'Annual' }).check();
    await change.getByRole('button', { name: 'Switch to annual' }).click();
    await page.getByRole('region', { name: 'Change to Premium' }).waitFor();
    const annual = await quoteFigure(page, 'Charged today');
    await page.getByRole('button', { name: 'Use another card or PayPal' }).click();
    await typeCard(page, '4000000000000002', 'Morgan Member');
    await page.getByRole('button', { name: `Pay ${annual}` }).click();
    const error = page.getByRole('region', { name: 'Payment error' });
    await error.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    expect(await subscriptionOf(email)).toMatchObject({ tier: 'Premium', billing_period: 'MONTHLY' });
    await error.getByRole('button', { name: 'Retry' }).click();
    await typeCard(page, '4242424242424242', 'Morgan Member');
    await page.getByRole('button', { name: `Pay ${annual}` }).click();
    await page.getByText('Your membership is now Premium (annual).').waitFor();
    expect(await subscriptionOf(email)).toMatchObject({
      tier: 'Premium',
      billing_period: 'ANNUAL',
      payment_method: { type: 'card', last4: '4242' },
    });

    // A downgrade waits for the period's end, with a reason; then they keep Premium after all. The two
    // charges are the membership's invoices.
    await page.getByRole('link', { name: 'Back to your membership' }).click();
    await expect
      .poll(() => membership.getByRole('list', { name: 'Invoices' }).getByRole('listitem').count())
      .toBe(2);
    await change.getByRole('button', { name: 'Downgrade to Standard' }).click();
    await page.getByRole('region', { name: 'Downgrade to Standard' }).waitFor();
    expect(await quoteFigure(page, 'Charged today')).toBe('$0.00');
    await page.getByRole('button', { name: 'Schedule the downgrade' }).click();
    const why = page.getByRole('dialog', { name: 'Why are you downgrading?' });
    await why.getByRole('textbox', { name: /Reason/ }).fill('Fewer auditions in my languages this winter.');
    await why.getByRole('button', { name: 'Save the reason' }).click();
    await membership.getByText('Your reason: Fewer auditions in my languages this winter.').waitFor();
    const scheduled = await subscriptionOf(email);
    expect(scheduled.scheduled_downgrade).toMatchObject({
      product_name: 'standard-1',
      reason: 'Fewer auditions in my languages this winter.',
    });
    expect(scheduled.tier).toBe('Premium');

    await membership.getByRole('button', { name: 'Keep Premium' }).click();
    const keep = page.getByRole('dialog', { name: 'Keep Premium?' });
    await keep.getByRole('button', { name: 'Keep Premium' }).click();
    await expect.poll(() => membership.getByText(/Your plan changes to Standard/).count()).toBe(0);
    expect(await subscriptionOf(email)).toMatchObject({ tier: 'Premium', scheduled_downgrade: null });

    // PayPal instead of the card: the agreement is approved on (the local stand-in for) PayPal and saved
    // on the way back through /paypalRedirect.
    await membership.getByRole('button', { name: 'Change payment method' }).click();
    await membership.getByRole('radio', { name: 'PayPal' }).check();
    await membership.getByRole('button', { name: 'Connect PayPal' }).click();
    await page.getByRole('heading', { name: 'Approve your billing agreement' }).waitFor();
    await page.getByRole('link', { name: 'Approve' }).click();
    await page.waitForURL((url) => url.pathname === '/plans');
    await membership.getByText(/^PayPal/).waitFor();
    expect((await subscriptionOf(email)).payment_method).toMatchObject({ type: 'paypal' });
  });
});
