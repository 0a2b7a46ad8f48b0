// The Secure Payment and Delivery state of a booking, from its charge status (spec section 4).

/** Spec section 4 charge statuses. */
export const chargeStatuses = ['pending', 'paid', 'funds_released', 'refunded', 'cancelled'] as const;
export type ChargeStatus = (typeof chargeStatuses)[number];

export const securePaymentTones = ['warning', 'info', 'success', 'neutral'] as const;
export type SecurePaymentTone = (typeof securePaymentTones)[number];

export interface SecurePaymentState {
  label: string;
  tone: SecurePaymentTone;
}

// The first three labels are the spec's secure payment states, word for word.
const states: Record<ChargeStatus, SecurePaymentState> = {
  pending: { label: 'Pending payment by client', tone: 'warning' },
  paid: { label: 'Paid by client', tone: 'info' },
  funds_released: { label: 'Funds released to the voice actor', tone: 'success' },
  refunded: { label: 'Refunded to the client', tone: 'neutral' },
  cancelled: { label: 'Payment cancelled', tone: 'neutral' },
};

/** What a charge status means to the booking's users; no charge yet means payment is pending. */
export function securePaymentState(status: ChargeStatus | null | undefined): SecurePaymentState {
  return states[status ?? 'pending'];
}
