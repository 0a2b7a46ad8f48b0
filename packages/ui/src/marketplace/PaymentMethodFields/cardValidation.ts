// Card checks done in the browser before anything is sent: shape only (Luhn, expiry, security code
// length). Whether the card is good is the payment processor's call; its answers come back as
// PaymentErrorCode and are shown with paymentErrorMessages.

/** Card brands told apart by their number's prefix. */
export const cardBrands = ['visa', 'mastercard', 'amex', 'discover', 'unknown'] as const;
export type CardBrand = (typeof cardBrands)[number];

/** Why a membership payment failed (the API's PaymentErrorCode). */
export const paymentErrorCodes = [
  'card_declined_retry',
  'incorrect_cvc',
  'card_declined',
  'expired_card',
  'processing_error',
  'paypal_agreement_cancelled',
  'paypal_method_missing',
  'unexpected',
] as const;
export type PaymentErrorCode = (typeof paymentErrorCodes)[number];

/** Spec section 8, payment messages, verbatim (the PayPal ones as the API words them). */
export const paymentErrorMessages: Record<PaymentErrorCode, string> = {
  card_declined_retry: 'Your card was declined. Please try again later or retry using another card.',
  incorrect_cvc: 'Your security code is incorrect.',
  card_declined: 'Your card was declined.',
  expired_card: 'Your card has expired.',
  processing_error: 'Error processing your card.',
  paypal_agreement_cancelled: 'Your PayPal agreement was cancelled. Please add PayPal again.',
  paypal_method_missing: 'No valid PayPal payment method was found. Please add one on PayPal.',
  unexpected: 'Unexpected error. Please contact support.',
};

/** The card field a payment error belongs next to; form-wide errors go above the fields. */
export type CardField = 'number' | 'expiry' | 'cvc' | 'name';
export const paymentErrorField: Record<PaymentErrorCode, CardField | 'paypal' | 'form'> = {
  card_declined_retry: 'number',
  incorrect_cvc: 'cvc',
  card_declined: 'number',
  expired_card: 'expiry',
  processing_error: 'number',
  paypal_agreement_cancelled: 'paypal',
  paypal_method_missing: 'paypal',
  unexpected: 'form',
};

/**
 * The browser-side messages. The spec words the expired card and the wrong security code; the others
 * (a number or date that cannot be a card's) it does not word, so they follow the same voice.
 */
export const cardFieldMessages = {
  numberRequired: 'Enter your card number.',
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryRequired: 'Enter the expiry date.',
  expiryInvalid: "Your card's expiry date is invalid.",
  expired: paymentErrorMessages.expired_card,
  cvcRequired: 'Enter the security code.',
  cvcInvalid: paymentErrorMessages.incorrect_cvc,
  nameRequired: 'Enter the name on the card.',
} as const;

/** The digits of what was typed, spaces and dashes dropped. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The brand a number's first digits show. */
export function cardBrand(value: string): CardBrand {
  const digits = cardDigits(value);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** The number's length for a brand (American Express has 15 digits, the others 16; unknown 12 to 19). */
function lengthsOf(brand: CardBrand): readonly number[] {
  if (brand === 'amex') return [15];
  if (brand === 'unknown') return [12, 13, 14, 15, 16, 17, 18, 19];
  if (brand === 'visa') return [13, 16, 19];
  return [16];
}

/** The Luhn checksum every card number satisfies. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The number grouped as printed on the card (4-6-5 for American Express, fours otherwise). */
export function formatCardNumber(value: string): string {
  const digits = cardDigits(value).replace(/\D/g, '').slice(0, 19);
  const groups = cardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/** The expiry as typed, shaped MM / YY ("1" stays, "12" becomes "12 / "). */
export function formatExpiry(value: string, previous = ''): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  // Deleting the separator should delete, not bring it straight back.
  const deleting = value.length < previous.length;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** Month and full year from MM / YY, or undefined when it is not a date. */
export function parseExpiry(value: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match?.[1] || !match[2]) return undefined;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  return { month, year };
}

export function validateCardNumber(value: string): string | undefined {
  const digits = cardDigits(value);
  if (!digits) return cardFieldMessages.numberRequired;
  if (!/^\d+$/.test(digits)) return cardFieldMessages.numberInvalid;
  const lengths = lengthsOf(cardBrand(digits));
  const longest = Math.max(...lengths);
  if (digits.length < Math.min(...lengths)) return cardFieldMessages.numberIncomplete;
  if (digits.length > longest || !lengths.includes(digits.length) || !luhnValid(digits))
    return cardFieldMessages.numberInvalid;
  return undefined;
}

/** A card is good through the last day of its expiry month. */
export function validateExpiry(value: string, now: Date = new Date()): string | undefined {
  if (!value.trim()) return cardFieldMessages.expiryRequired;
  const expiry = parseExpiry(value);
  if (!expiry) return cardFieldMessages.expiryInvalid;
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  const cardMonth = expiry.year * 12 + (expiry.month - 1);
  if (cardMonth < thisMonth) return cardFieldMessages.expired;
  // More than 20 years ahead is a typing slip, not a card.
  if (cardMonth > thisMonth + 20 * 12) return cardFieldMessages.expiryInvalid;
  return undefined;
}

/** American Express prints a 4-digit code, the others 3 digits. */
export function validateCvc(value: string, brand: CardBrand = 'unknown'): string | undefined {
  const code = value.trim();
  if (!code) return cardFieldMessages.cvcRequired;
  const lengths = brand === 'amex' ? [4] : brand === 'unknown' ? [3, 4] : [3];
  if (!/^\d+$/.test(code) || !lengths.includes(code.length)) return cardFieldMessages.cvcInvalid;
  return undefined;
}

export function validateCardName(value: string): string | undefined {
  return value.trim() ? undefined : cardFieldMessages.nameRequired;
}

/** What the card fields hold. */
export interface CardFieldValues {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** Every field's message, for the fields that have one. */
export function validateCard(
  values: CardFieldValues,
  now: Date = new Date(),
): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  const number = validateCardNumber(values.number);
  const expiry = validateExpiry(values.expiry, now);
  const cvc = validateCvc(values.cvc, cardBrand(values.number));
  const name = validateCardName(values.name);
  if (number) errors.number = number;
  if (expiry) errors.expiry = expiry;
  if (cvc) errors.cvc = cvc;
  if (name) errors.name = name;
  return errors;
}
