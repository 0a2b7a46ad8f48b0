// The payment method a membership is charged to: a card saved through a setup intent (Stripe or the
// local sandbox, through the official SDK), or a PayPal billing agreement. In local mode PayPal is a
// local approval page the API serves (GET /paypal/approve, docs/payments.md) that returns to
// /paypalRedirect with the agreement token; no PayPal API is called: in local mode the stand-in
// accepts the agreement's charges (charging.ts), with real keys they fail with section 8's message.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SetupIntent } from '@vo/sdk';
import type { Services } from '../../services';
import { subscriptions, users } from '../../db/schema';
import { unprocessable } from '../../http/errors';
import { ensureCustomer } from '../payments/escrow';
import { cardFailureOf, paymentRefused } from '../payments/paymentErrors';
import { providerOf } from './memberships';
import { ensureSubscriptionRow } from './settings';

export async function createSetupIntent(services: Services, providerId: number): Promise<SetupIntent> {
  const provider = await providerOf(services.db, providerId);
  const customer = await ensureCustomer(services, provider.userId);
  const intent = await services.payments.stripe.setupIntents.create({
    customer,
    usage: 'off_session',
    metadata: { provider_id: String(providerId), purpose: 'membership' },
  });
  return { id: intent.id, client_secret: intent.client_secret ?? '' };
}

/** Saves a card (its pm_ id) on the voice actor's customer and as the membership's payment method. */
export async function saveCard(services: Services, providerId: number, token: string): Promise<void> {
  const provider = await providerOf(services.db, providerId);
  const { stripe } = services.payments;
  let method;
  try {
    const customer = await ensureCustomer(services, provider.userId);
    method = await stripe.paymentMethods.retrieve(token);
    if (method.customer !== customer) {
      method = await stripe.paymentMethods.attach(token, { customer });
    }
  } catch (error) {
    const failure = cardFailureOf(error);
    if (failure !== null) throw paymentRefused(failure);
    throw unprocessable('payment_method_refused', 'This card could not be saved: check it and try again.');
  }
  await ensureSubscriptionRow(services, providerId);
  await services.db
    .update(subscriptions)
    .set({
      paymentMethodType: 'card',
      paymentMethodRef: method.id,
      cardBrand: method.card?.brand ?? null,
      cardLast4: method.card?.last4 ?? null,
      cardExpMonth: method.card?.exp_month ?? null,
      cardExpYear: method.card?.exp_year ?? null,
      paypalEmail: null,
      updatedAt: services.now(),
    })
    .where(eq(subscriptions.providerId, providerId));
}

/** Saves a PayPal billing agreement token (from /paypalRedirect) as the membership's payment method. */
export async function savePaypal(services: Services, providerId: number, token: string): Promise<void> {
  if (!token.startsWith('BA-')) {
    throw unprocessable(
      'paypal_method_missing',
      'No valid PayPal payment method was found. Please add one on PayPal.',
    );
  }
  const provider = await providerOf(services.db, providerId);
  await ensureSubscriptionRow(services, providerId);
  const [user] = await services.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, provider.userId));
  await services.db
    .update(subscriptions)
    .set({
      paymentMethodType: 'paypal',
      paymentMethodRef: token,
      cardBrand: null,
      cardLast4: null,
      cardExpMonth: null,
      cardExpYear: null,
      paypalEmail: user?.email ?? null,
      updatedAt: services.now(),
    })
    .where(eq(subscriptions.providerId, providerId));
}

/** The approval page for a new billing agreement (local mode: the API's own page). */
export function paypalAgreementLink(services: Services): { url: string; token: string } {
  const token = `BA-${randomBytes(9).toString('hex').toUpperCase()}`;
  const url = new URL('/paypal/approve', services.config.publicOrigin);
  url.searchParams.set('ba_token', token);
  return { url: url.toString(), token };
}
