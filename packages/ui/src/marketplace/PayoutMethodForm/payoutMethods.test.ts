import { describe, expect, it } from 'vitest';
import {
  payoutFormValues,
  payoutMessages,
  payoutMethodLabels,
  toPayoutRequest,
  validatePayout,
  validatePayoutField,
} from './payoutMethods';

const bank = {
  ...payoutFormValues(undefined),
  method: 'us_banking' as const,
  name: 'Maria Lopez',
  type: 'checking' as const,
  account_number: '000123456789',
};

describe('payout rules', () => {
  it('labels the methods as spec section 8 does', () => {
    expect(Object.values(payoutMethodLabels)).toEqual([
      'PayPal',
      'Payoneer',
      'Wise',
      'US banking details (non-US resident)',
      'ACH and Wire (not supported)',
      'ACH and Wire (not supported)',
      'ACH/Wire (Stripe)',
    ]);
  });

  it('checks e-mails, Payoneer ids and bank fields', () => {
    expect(validatePayoutField('paypal_email', 'maria@example.com')).toBeUndefined();
    expect(validatePayoutField('paypal_email', 'maria@')).toBe(payoutMessages.email);
    expect(validatePayoutField('wise_email', '')).toBe(payoutMessages.email);
    expect(validatePayoutField('payoneer_user_id', '')).toBe(payoutMessages.payoneerRequired);
    expect(validatePayoutField('payoneer_user_id', '48 21')).toBe(payoutMessages.payoneerInvalid);
    expect(validatePayoutField('account_number', 'GB82 WEST 1234 5698 7654 32')).toBeUndefined();
    expect(validatePayoutField('account_number', '12')).toBe(payoutMessages.accountNumber);
    expect(validatePayoutField('routing_number', '026009593')).toBeUndefined();
    expect(validatePayoutField('routing_number', '40-47-84')).toBeUndefined();
    expect(validatePayoutField('routing_number', 'ABC')).toBe(payoutMessages.routingNumber);
    expect(validatePayoutField('swift_code', 'BOFAUS3N')).toBeUndefined();
    expect(validatePayoutField('swift_code', '026009593')).toBeUndefined();
    expect(validatePayoutField('swift_code', 'BOFA')).toBe(payoutMessages.swiftCode);
    expect(validatePayoutField('phone', '+1 212 555 0147')).toBeUndefined();
    expect(validatePayoutField('phone', 'call me')).toBe(payoutMessages.phone);
    expect(validatePayoutField('bank_name', '')).toBeUndefined();
  });

  it('checks only the chosen method', () => {
    expect(validatePayout(payoutFormValues(undefined))).toEqual({ method: payoutMessages.method });
    expect(validatePayout({ ...bank, paypal_email: 'not an e-mail' })).toEqual({});
    expect(validatePayout({ ...bank, method: 'paypal', paypal_email: 'not an e-mail' })).toEqual({
      paypal_email: payoutMessages.email,
    });
    expect(validatePayout({ ...bank, type: '' })).toEqual({ type: payoutMessages.type });
  });

  it('builds the request, leaving out empty optional bank fields', () => {
    expect(toPayoutRequest({ ...bank, routing_number: ' 026009593 ' })).toEqual({
      method: 'us_banking',
      bank_account: {
        name: 'Maria Lopez',
        type: 'checking',
        account_number: '000123456789',
        routing_number: '026009593',
      },
    });
    expect(toPayoutRequest({ ...bank, method: 'stripe' })).toEqual({ method: 'stripe' });
    expect(toPayoutRequest({ ...bank, method: 'payoneer', payoneer_user_id: '48213377' })).toEqual({
      method: 'payoneer',
      payoneer_user_id: '48213377',
    });
  });

  it('starts a provider on a retired method with no choice, keeping the bank details', () => {
    const values = payoutFormValues({
      method: 'wire',
      pending: true,
      bank_account: { name: 'Maria Lopez', type: 'savings', account_number: '000123456789' },
    });
    expect(values.method).toBe('');
    expect(values.type).toBe('savings');
    expect(values.account_number).toBe('000123456789');
  });
});
