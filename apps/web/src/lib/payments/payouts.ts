// How a voice actor's released share went out, in their words: shared by their payment preferences'
// payouts (features/paymentSettings) and a booking's payment page (features/payments).
import type { ProviderPayout } from '@vo/sdk/hooks';
import { payoutMethodLabels } from '@vo/ui';

/** An amount in minor units, in its currency. */
export const minorMoney = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);

/** A day as the payouts say it (Dec 7, 2026). */
export const payoutDay = (timestamp: string | null) =>
  timestamp === null
    ? ''
    : new Date(timestamp).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** How a released share went out, as the voice actor reads it. */
export function payoutText(payout: ProviderPayout): string {
  const reference = payout.reference ? ` (reference ${payout.reference})` : '';
  switch (payout.status) {
    case 'paid_out':
      return `Paid out by ${payout.method ? payoutMethodLabels[payout.method] : 'your payout method'}${reference} on ${payoutDay(payout.paid_at)}`;
    case 'transferred':
      return `Transferred to your Stripe account${reference} on ${payoutDay(payout.paid_at)}`;
    case 'owed':
      return 'Owed to you: finance pays it by your payout method';
  }
}
