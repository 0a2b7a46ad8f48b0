import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardFieldMessages,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  parseExpiry,
  paymentErrorMessages,
  validateCard,
  validateCardNumber,
  validateCvc,
  validateExpiry,
} from './cardValidation';

const today = new Date(2026, 10, 21);

describe('card validation', () => {
  it('checks the Luhn sum', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42a2')).toBe(false);
  });

  it('tells brands by prefix', () => {
    expect(cardBrand('4242 4242')).toBe('visa');
    expect(cardBrand('5555 5555 5555 4444')).toBe('mastercard');
    expect(cardBrand('2221 0000')).toBe('mastercard');
    expect(cardBrand('3782 822463 10005')).toBe('amex');
    expect(cardBrand('6011 1111')).toBe('discover');
    expect(cardBrand('9999')).toBe('unknown');
  });

  it('refuses empty, short, wrong-sum and non-digit numbers', () => {
    expect(validateCardNumber('')).toBe(cardFieldMessages.numberRequired);
    expect(validateCardNumber('4242 4242')).toBe(cardFieldMessages.numberIncomplete);
    expect(validateCardNumber('4242 4242 4242 4241')).toBe(cardFieldMessages.numberInvalid);
    expect(validateCardNumber('4242 4242 4242 424x')).toBe(cardFieldMessages.numberInvalid);
    expect(validateCardNumber('4242 4242 4242 4242')).toBeUndefined();
    expect(validateCardNumber('3782 822463 10005')).toBeUndefined();
  });

  it('groups the number as printed on the card', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('42-42 4')).toBe('4242 4');
  });

  it('shapes and reads the expiry', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12', '1')).toBe('12 / ');
    expect(formatExpiry('12 /', '12 / ')).toBe('12');
    expect(formatExpiry('1228')).toBe('12 / 28');
    expect(parseExpiry('12 / 28')).toEqual({ month: 12, year: 2028 });
    expect(parseExpiry('13 / 28')).toBeUndefined();
  });

  it('refuses an expired card with the spec message, and accepts this month', () => {
    expect(validateExpiry('10 / 26', today)).toBe(paymentErrorMessages.expired_card);
    expect(paymentErrorMessages.expired_card).toBe('Your card has expired.');
    expect(validateExpiry('11 / 26', today)).toBeUndefined();
    expect(validateExpiry('', today)).toBe(cardFieldMessages.expiryRequired);
    expect(validateExpiry('00 / 27', today)).toBe(cardFieldMessages.expiryInvalid);
    expect(validateExpiry('01 / 99', today)).toBe(cardFieldMessages.expiryInvalid);
  });

  it('wants 3 digits of security code, 4 for American Express', () => {
    expect(validateCvc('123', 'visa')).toBeUndefined();
    expect(validateCvc('1234', 'visa')).toBe('Your security code is incorrect.');
    expect(validateCvc('123', 'amex')).toBe('Your security code is incorrect.');
    expect(validateCvc('1234', 'amex')).toBeUndefined();
    expect(validateCvc('', 'visa')).toBe(cardFieldMessages.cvcRequired);
  });

  it('collects every field error', () => {
    expect(validateCard({ number: '', expiry: '', cvc: '', name: ' ' }, today)).toEqual({
      number: cardFieldMessages.numberRequired,
      expiry: cardFieldMessages.expiryRequired,
      cvc: cardFieldMessages.cvcRequired,
      name: cardFieldMessages.nameRequired,
    });
    expect(
      validateCard(
        { number: '4242 4242 4242 4242', expiry: '12 / 28', cvc: '123', name: 'Maria Lopez' },
        today,
      ),
    ).toEqual({});
  });
});
