import { ApiError, UNEXPECTED_ERROR_MESSAGE, type PaymentErrorCode } from '@vo/sdk';

export type { PaymentErrorCode };

/**
 * The payment messages of the spec (section 8), by the document's PaymentErrorCode. The two PayPal
 * messages are the document's wording (x-enum-descriptions); the spec only describes them.
 */
export const PAYMENT_ERROR_MESSAGES = {
  card_declined_retry: 'Your card was declined. Please try again later or retry using another card.',
  incorrect_cvc: 'Your security code is incorrect.',
  card_declined: 'Your card was declined.',
  expired_card: 'Your card has expired.',
  processing_error: 'Error processing your card.',
  paypal_agreement_cancelled: 'Your PayPal agreement was cancelled. Please add PayPal again.',
  paypal_method_missing: 'No valid PayPal payment method was found. Please add one on PayPal.',
  unexpected: 'Unexpected error. Please contact support.',
} as const satisfies Record<PaymentErrorCode, string>;

export function isPaymentErrorCode(code: string): code is PaymentErrorCode {
  return Object.hasOwn(PAYMENT_ERROR_MESSAGES, code);
}

/** The message shown for a payment failure; an unknown or missing code gives the unexpected one. */
export function paymentErrorMessage(code: string | null | undefined): string {
  return code !== null && code !== undefined && isPaymentErrorCode(code)
    ? PAYMENT_ERROR_MESSAGES[code]
    : PAYMENT_ERROR_MESSAGES.unexpected;
}

/** The payment failure a call threw (its 422 body carries a PaymentErrorCode), or null for any other error. */
export function paymentErrorCodeOf(error: unknown): PaymentErrorCode | null {
  return error instanceof ApiError && isPaymentErrorCode(error.code) ? error.code : null;
}

/** What to show for a failed call: the server's message (spec section 8), else a generic one. */
export function errorMessageOf(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : UNEXPECTED_ERROR_MESSAGE;
}
