import { ApiError } from '@vo/sdk';
import { describe, expect, it } from 'vitest';
import {
  errorMessageOf,
  isPaymentErrorCode,
  PAYMENT_ERROR_MESSAGES,
  paymentErrorCodeOf,
  paymentErrorMessage,
} from './paymentErrors';

const rejected = (code: string, message = 'refused') =>
  new ApiError({ status: 422, code, message, name: 'UnprocessableEntityError' });

describe('payment error messages', () => {
  it("shows the spec's card messages by error code", () => {
    expect(paymentErrorMessage('card_declined_retry')).toBe(
      'Your card was declined. Please try again later or retry using another card.',
    );
    expect(paymentErrorMessage('incorrect_cvc')).toBe('Your security code is incorrect.');
    expect(paymentErrorMessage('card_declined')).toBe('Your card was declined.');
    expect(paymentErrorMessage('expired_card')).toBe('Your card has expired.');
    expect(paymentErrorMessage('processing_error')).toBe('Error processing your card.');
  });

  it('a cancelled PayPal agreement asks to add PayPal again; no valid PayPal method asks to add one on PayPal', () => {
    expect(paymentErrorMessage('paypal_agreement_cancelled')).toMatch(/add PayPal again/);
    expect(paymentErrorMessage('paypal_method_missing')).toMatch(/add one on PayPal/);
  });

  it("an unknown failure gives 'Unexpected error. Please contact support.'", () => {
    expect(paymentErrorMessage('unexpected')).toBe('Unexpected error. Please contact support.');
    expect(paymentErrorMessage('lost_in_the_post')).toBe('Unexpected error. Please contact support.');
    expect(paymentErrorMessage(null)).toBe('Unexpected error. Please contact support.');
    expect(paymentErrorMessage(undefined)).toBe('Unexpected error. Please contact support.');
  });

  it("covers every code of the document's PaymentErrorCode and nothing else", () => {
    expect(Object.keys(PAYMENT_ERROR_MESSAGES).sort()).toEqual(
      [
        'card_declined',
        'card_declined_retry',
        'expired_card',
        'incorrect_cvc',
        'paypal_agreement_cancelled',
        'paypal_method_missing',
        'processing_error',
        'unexpected',
      ].sort(),
    );
    expect(isPaymentErrorCode('toString')).toBe(false);
  });

  it('recognises a payment failure in a refused call, and nothing else', () => {
    expect(paymentErrorCodeOf(rejected('expired_card'))).toBe('expired_card');
    expect(paymentErrorCodeOf(rejected('acknowledgement_required'))).toBeNull();
    expect(paymentErrorCodeOf(ApiError.network())).toBeNull();
    expect(paymentErrorCodeOf(new Error('expired_card'))).toBeNull();
  });

  it("passes the server's message on, and says something went wrong otherwise", () => {
    expect(errorMessageOf(rejected('promo_invalid', 'This promo code has expired.'))).toBe(
      'This promo code has expired.',
    );
    expect(errorMessageOf(ApiError.network())).toBe('Check your Internet connection');
    expect(errorMessageOf('boom')).toBe('something went wrong');
    expect(errorMessageOf(new Error(''))).toBe('something went wrong');
  });
});
