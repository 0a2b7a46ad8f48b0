// Stripe's test cards (https://docs.stripe.com/testing) and how each behaves when charged. The
// sandbox keeps only a card's behaviour, brand and last four digits: the number itself is dropped
// once a payment method is made from it, as Stripe does.

/** What happens when a card is charged. */
export type CardBehaviour =
  | { kind: 'succeeds' }
  | { kind: 'declines'; code: string; declineCode?: string; message: string }
  /** 3-D Secure: requires_action on every on-session payment (4000002760003184). */
  | { kind: 'authenticates'; always: true }
  /** 3-D Secure unless the card was set up for off-session use first (4000002500003155). */
  | { kind: 'authenticates'; always: false };

export interface TestCard {
  brand: string;
  funding: 'credit' | 'debit';
  country: string;
  behaviour: CardBehaviour;
}

const decline = (code: string, message: string, declineCode?: string): CardBehaviour =>
  declineCode === undefined
    ? { kind: 'declines', code, message }
    : { kind: 'declines', code, declineCode, message };

/** The test cards by number. */
export const TEST_CARDS: ReadonlyMap<string, TestCard> = new Map<string, TestCard>([
  ['4242424242424242', { brand: 'visa', funding: 'credit', country: 'US', behaviour: { kind: 'succeeds' } }],
  ['4000056655665556', { brand: 'visa', funding: 'debit', country: 'US', behaviour: { kind: 'succeeds' } }],
  [
    '5555555555554444',
    { brand: 'mastercard', funding: 'credit', country: 'US', behaviour: { kind: 'succeeds' } },
  ],
  ['378282246310005', { brand: 'amex', funding: 'credit', country: 'US', behaviour: { kind: 'succeeds' } }],
  [
    '4000000000000002',
    {
      brand: 'visa',
      funding: 'credit',
      country: 'US',
      behaviour: decline('card_declined', 'Your card was declined.', 'generic_decline'),
    },
  ],
  [
    '4000000000009995',
    {
      brand: 'visa',
      funding: 'credit',
      country: 'US',
      behaviour: decline('card_declined', 'Your card has insufficient funds.', 'insufficient_funds'),
    },
  ],
  [
    '4000000000009987',
    {
      brand: 'visa',
      funding: 'credit',
      country: 'US',
      behaviour: decline('card_declined', 'Your card was declined.', 'lost_card'),
    },
  ],
  [
    '4000000000000127',
    {
      brand: 'visa',
      funding: 'credit',
      country: 'US',
      behaviour: decline('incorrect_cvc', "Your card's security code is incorrect.", 'incorrect_cvc'),
    },
  ],
  [
    '4000000000000069',
    {
      brand: 'visa',
      funding: 'credit',
      country: 'US',
      behaviour: decline('expired_card', 'Your card has expired.', 'expired_card'),
    },
  ],
  [
    '4000000000000119',
    {
      brand: 'visa',
      funding: 'credit',
      country: 'US',
      behaviour: decline(
        'processing_error',
        'An error occurred while processing your card. Try again in a little bit.',
        'processing_error',
      ),
    },
  ],
  [
    '4000002500003155',
    { brand: 'visa', funding: 'credit', country: 'US', behaviour: { kind: 'authenticates', always: false } },
  ],
  [
    '4000002760003184',
    { brand: 'visa', funding: 'credit', country: 'US', behaviour: { kind: 'authenticates', always: true } },
  ],
]);

/**
 * Stripe's test payment method ids (`pm_card_visa`, ...), usable without tokenizing a number: each
 * names one of the cards above.
 */
export const TEST_PAYMENT_METHODS: ReadonlyMap<string, string> = new Map([
  ['pm_card_visa', '4242424242424242'],
  ['pm_card_mastercard', '5555555555554444'],
  ['pm_card_chargeDeclined', '4000000000000002'],
  ['pm_card_chargeDeclinedInsufficientFunds', '4000000000009995'],
  ['pm_card_chargeDeclinedIncorrectCvc', '4000000000000127'],
  ['pm_card_chargeDeclinedExpiredCard', '4000000000000069'],
  ['pm_card_chargeDeclinedProcessingError', '4000000000000119'],
  ['pm_card_authenticationRequiredSetupForOffSession', '4000002500003155'],
  ['pm_card_authenticationRequired', '4000002760003184'],
]);

/** The Luhn check every card number passes. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Any other valid number: a Visa that succeeds (Stripe refuses real numbers in test mode; so do we). */
export function cardFor(number: string): TestCard | null {
  return TEST_CARDS.get(number) ?? null;
}
