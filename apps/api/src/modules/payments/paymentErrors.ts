// A processor's card failure as the product says it: the document's PaymentErrorCode and the spec's
// message for it (section 8, word for word, from @vo/machines), with the processor's decline code.
import { paymentErrorMessage, type PaymentErrorCode } from '@vo/machines';
import Stripe from 'stripe';
import { HttpError } from '../../http/errors';

export interface PaymentFailure {
  code: PaymentErrorCode;
  message: string;
  declineCode: string | null;
}

/** The product's code for a processor's error code and decline code. */
export function paymentErrorCodeFor(
  code: string | null | undefined,
  declineCode: string | null | undefined,
): PaymentErrorCode {
  switch (code) {
    case 'incorrect_cvc':
      return 'incorrect_cvc';
    case 'expired_card':
      return 'expired_card';
    case 'processing_error':
      return 'processing_error';
    case 'card_declined':
      // The issuer may accept later (no money now, or a temporary refusal): worth another try.
      return declineCode === 'insufficient_funds' || declineCode === 'try_again_later'
        ? 'card_declined_retry'
        : 'card_declined';
    case 'authentication_required':
    case 'payment_intent_authentication_failure':
    case 'setup_intent_authentication_failure':
      return 'card_declined';
    default:
      return 'unexpected';
  }
}

/** A failure as recorded on a payment intent (last_payment_error) or thrown by the SDK. */
export function paymentFailureOf(error: {
  code?: string | null;
  decline_code?: string | null;
}): PaymentFailure {
  const code = paymentErrorCodeFor(error.code, error.decline_code);
  return { code, message: paymentErrorMessage(code), declineCode: error.decline_code ?? null };
}

/** The SDK's card error as a failure, or null for any other error. */
export function cardFailureOf(error: unknown): PaymentFailure | null {
  if (error instanceof Stripe.errors.StripeCardError) {
    return paymentFailureOf({ code: error.code ?? null, decline_code: error.decline_code });
  }
  return null;
}

/** The 422 a caller gets for a failed payment: code and the spec's message, not reported. */
export const paymentRefused = (failure: PaymentFailure): HttpError =>
  new HttpError(422, failure.code, failure.message, { noReport: true });
