// A voice actor's payment settings (spec sections 2, 3, 7, 8): how they are paid (PayPal, Payoneer,
// Wise, US banking details, or ACH/Wire through their Stripe connected account; ach and wire alone
// are retired and flagged pending), and the Stripe account's status as the processor has it (its
// account.updated webhook, or read again while it is not active). Bank account numbers are stored
// encrypted (AES-256-GCM under a key derived from the server's token secret) and shown masked.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { components } from '@vo/sdk';
import type { Stripe } from '../../payments/processor';
import type { Services } from '../../services';
import { isAdmin, type Viewer } from '../../auth/viewer';
import { paymentSettings, providers, users } from '../../db/schema';
import { conflict, forbidden, notFound, unprocessable } from '../../http/errors';
import { logFinanceAction } from './financeActions';

export type PaymentSettings = components['schemas']['PaymentSettings'];
export type PaymentSettingsUpdate = components['schemas']['UpdatePaymentSettingsRequest'];
export type StripeAccountStatus = components['schemas']['StripeAccountStatus'];
export type PaymentSettingsOnboarding = components['schemas']['PaymentSettingsOnboarding'];
type BankAccount = components['schemas']['BankAccount'];
type SettingsRow = typeof paymentSettings.$inferSelect;

/** Where Stripe's hosted onboarding sends the voice actor back to (the payment preferences screen). */
export const PAYMENT_PREFERENCES_PATH = '/payment-preferences';

/** The processor's account, in the words of spec section 8 (active: payouts and transfers enabled). */
export function stripeAccountStatusOf(account: Stripe.Account): StripeAccountStatus {
  const requirements = account.requirements;
  const reason = requirements?.disabled_reason ?? null;
  if (reason !== null && reason.startsWith('rejected')) return 'account_rejected';
  if (reason === 'platform_paused') return 'platform_paused';
  if (
    reason === 'requirements.pending_verification' ||
    reason === 'under_review' ||
    (account.details_submitted && (requirements?.pending_verification?.length ?? 0) > 0)
  ) {
    return 'verification_in_progress';
  }
  if (reason === 'requirements.past_due' || (requirements?.currently_due?.length ?? 0) > 0) {
    return 'missing_requirements';
  }
  if (reason !== null) return 'account_disabled';
  const transfers = account.capabilities?.transfers;
  if (account.payouts_enabled && transfers === 'active') return 'active';
  return account.details_submitted ? 'verification_in_progress' : 'missing_requirements';
}

// --- bank account numbers at rest -------------------------------------------------------------

const keyOf = (services: Pick<Services, 'tokenSecret'>) =>
  Buffer.from(hkdfSync('sha256', services.tokenSecret, 'payment-settings', 'bank-account-number', 32));

function seal(services: Pick<Services, 'tokenSecret'>, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(services), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    sealed.toString('base64url'),
  ].join('.');
}

function open(services: Pick<Services, 'tokenSecret'>, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || iv === undefined || tag === undefined || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(services), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

/** An account number as shown: its last four characters, the rest as X (the document's pattern). */
export const maskAccountNumber = (plain: string): string => {
  const compact = plain.replace(/[\s-]/g, '');
  return `${'X'.repeat(Math.max(4, compact.length - 4))}${compact.slice(-4)}`;
};

/** The stored bank details (the number sealed) from what the voice actor typed. */
function storedBank(services: Services, bank: BankAccount): Record<string, unknown> {
  const { account_number: accountNumber, ...rest } = bank;
  return { ...rest, account_number_sealed: seal(services, accountNumber) };
}

/** The bank details as the API shows them: everything but the number, which is masked. */
function shownBank(services: Services, stored: Record<string, unknown> | null): BankAccount | null {
  if (stored === null) return null;
  const { account_number_sealed: sealed, ...rest } = stored;
  const plain = typeof sealed === 'string' ? open(services, sealed) : null;
  return {
    ...(rest as Omit<BankAccount, 'account_number'>),
    account_number: maskAccountNumber(plain ?? '0000'),
  };
}

// --- reading and writing ----------------------------------------------------------------------

const RETIRED = ['ach', 'wire'];

function resource(services: Services, providerId: number, row: SettingsRow | undefined): PaymentSettings {
  const method = (row?.method ?? null) as PaymentSettings['method'];
  return {
    provider_id: providerId,
    method,
    pending: method === null || RETIRED.includes(method),
    paypal_email: method === 'paypal' ? (row?.paypalEmail ?? null) : null,
    payoneer_user_id: method === 'payoneer' ? (row?.payoneerUserId ?? null) : null,
    wise_email: method === 'wise' ? (row?.wiseEmail ?? null) : null,
    bank_account:
      method !== null && ['us_banking', ...RETIRED].includes(method)
        ? shownBank(services, row?.bankAccount ?? null)
        : null,
    stripe_account_status:
      method === 'stripe' && row?.stripeAccountStatus
        ? (row.stripeAccountStatus as StripeAccountStatus)
        : null,
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}

export async function providerOrNotFound(services: Services, providerId: number) {
  const [provider] = await services.db
    .select({ id: providers.id, userId: providers.userId, email: users.email, name: users.name })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(providers.id, providerId));
  if (!provider) throw notFound('provider_not_found', 'Profile not found.');
  return provider;
}

async function settingsRow(services: Services, providerId: number) {
  const [row] = await services.db
    .select()
    .from(paymentSettings)
    .where(eq(paymentSettings.providerId, providerId));
  return row;
}

/** Only the voice actor whose settings they are (an admin acting as them counts as them). */
function assertOwner(viewer: Viewer, providerId: number) {
  if (viewer.providerId !== providerId) {
    throw forbidden(
      'not_your_payment_settings',
      'Only the voice actor may change their own payment settings.',
    );
  }
}

/** Reads the account again from the processor and stores its status (an onboarding just finished). */
async function refreshAccountStatus(services: Services, row: SettingsRow): Promise<SettingsRow> {
  if (row.stripeAccountId === null) return row;
  const account = await services.payments.stripe.accounts.retrieve(row.stripeAccountId);
  return (await recordAccountStatus(services, account)) ?? row;
}

/**
 * Stores a connected account's status (its account.updated webhook, or a fresh read); answers the
 * updated row, or null when the account is nobody's here.
 */
export async function recordAccountStatus(
  services: Services,
  account: Stripe.Account,
): Promise<SettingsRow | null> {
  const status = stripeAccountStatusOf(account);
  const [row] = await services.db
    .update(paymentSettings)
    .set({ stripeAccountStatus: status })
    .where(eq(paymentSettings.stripeAccountId, account.id))
    .returning();
  return row ?? null;
}

/**
 * getPaymentSettings: the voice actor's own, or any provider's for an admin (the admin view). A
 * Stripe account not yet active is read again from the processor, so a voice actor back from
 * onboarding sees where it stands even before its webhook arrives.
 */
export async function getPaymentSettings(
  services: Services,
  viewer: Viewer,
  providerId: number,
): Promise<PaymentSettings> {
  if (viewer.providerId !== providerId && !isAdmin(viewer)) {
    throw forbidden(
      'not_your_payment_settings',
      'Only the voice actor and admins see these payment settings.',
    );
  }
  await providerOrNotFound(services, providerId);
  let row = await settingsRow(services, providerId);
  if (
    row &&
    row.method === 'stripe' &&
    row.stripeAccountId !== null &&
    row.stripeAccountStatus !== 'active'
  ) {
    row = await refreshAccountStatus(services, row);
  }
  return resource(services, providerId, row);
}

/** updatePaymentSettings: the voice actor switches method; only that method's details are kept. */
export async function updatePaymentSettings(
  services: Services,
  viewer: Viewer,
  providerId: number,
  update: PaymentSettingsUpdate,
): Promise<PaymentSettings> {
  await providerOrNotFound(services, providerId);
  assertOwner(viewer, providerId);
  const now = services.now();
  const details = {
    method: update.method,
    paypalEmail: update.method === 'paypal' ? update.paypal_email.trim() : null,
    payoneerUserId: update.method === 'payoneer' ? update.payoneer_user_id : null,
    wiseEmail: update.method === 'wise' ? update.wise_email.trim() : null,
    bankAccount: update.method === 'us_banking' ? storedBank(services, update.bank_account) : null,
    updatedAt: now,
  };
  await services.db
    .insert(paymentSettings)
    .values({ providerId, ...details, createdAt: now })
    .onConflictDoUpdate({ target: paymentSettings.providerId, set: details });
  return getPaymentSettings(services, viewer, providerId);
}

/**
 * startPaymentSettingsOnboarding: the voice actor's connected account (created once: its key makes a
 * retried creation one account) and a one-time link to the processor's hosted onboarding, which
 * returns them to the payment preferences screen.
 */
export async function startOnboarding(
  services: Services,
  viewer: Viewer,
  providerId: number,
): Promise<PaymentSettingsOnboarding> {
  const provider = await providerOrNotFound(services, providerId);
  assertOwner(viewer, providerId);
  let row = await settingsRow(services, providerId);
  if (!row || row.method !== 'stripe') {
    throw conflict(
      'payout_method_not_stripe',
      'Choose ACH/Wire (Stripe) as your payout method before setting up your Stripe account.',
    );
  }
  const { stripe } = services.payments;
  if (row.stripeAccountId === null) {
    const account = await stripe.accounts.create(
      {
        type: 'express',
        email: provider.email,
        capabilities: { transfers: { requested: true } },
        business_profile: { product_description: 'Voice-over recordings' },
        metadata: { provider_id: String(providerId), user_id: String(provider.userId) },
      },
      { idempotencyKey: `connect-account-provider-${providerId}` },
    );
    const [stored] = await services.db
      .update(paymentSettings)
      .set({
        stripeAccountId: account.id,
        stripeAccountStatus: stripeAccountStatusOf(account),
        updatedAt: services.now(),
      })
      .where(eq(paymentSettings.providerId, providerId))
      .returning();
    if (stored) row = stored;
    await logFinanceAction(services.db, {
      action: 'payout_account.created',
      projectId: null,
      userId: viewer.user.id,
      details: { provider_id: providerId, account: account.id },
      now: services.now(),
    });
  } else {
    row = await refreshAccountStatus(services, row);
  }
  const status = (row.stripeAccountStatus ?? 'missing_requirements') as StripeAccountStatus;
  if (status === 'account_rejected') {
    throw unprocessable(
      'stripe_account_rejected',
      'Stripe rejected this account: onboarding cannot continue. Choose another payout method.',
    );
  }
  const back = new URL(PAYMENT_PREFERENCES_PATH, services.config.publicOrigin);
  const refresh = new URL(back);
  back.searchParams.set('onboarding', 'return');
  refresh.searchParams.set('onboarding', 'refresh');
  const link = await stripe.accountLinks.create({
    account: row.stripeAccountId ?? '',
    type: 'account_onboarding',
    return_url: back.toString(),
    refresh_url: refresh.toString(),
  });
  return {
    url: link.url,
    expires_at: new Date(link.expires_at * 1000).toISOString(),
    stripe_account_status: status,
  };
}

/** The connected account payouts go to: the voice actor's, when it can receive transfers now. */
export async function payoutAccountOf(services: Services, providerId: number): Promise<string | null> {
  const row = await settingsRow(services, providerId);
  if (!row || row.method !== 'stripe' || row.stripeAccountId === null || row.stripeAccountStatus !== 'active')
    return null;
  return row.stripeAccountId;
}
