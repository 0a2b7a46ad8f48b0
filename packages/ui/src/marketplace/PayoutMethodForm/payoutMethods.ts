// Payout methods as the API describes them (spec sections 3 and 8), their labels, and the checks the
// form makes before saving (the API document's patterns, in words a voice actor can act on).

import { payoutMethodLabels, payoutMethods, type PayoutMethod } from './payoutMethodLabels';

export { payoutMethodLabels, payoutMethods, type PayoutMethod };

/** The methods a voice actor can choose (not ach or wire). */
export const selectablePayoutMethods = ['paypal', 'payoneer', 'wise', 'us_banking', 'stripe'] as const;
export type SelectablePayoutMethod = (typeof selectablePayoutMethods)[number];

/** The retired methods that flag the payout information as pending. */
export function isRetiredPayoutMethod(method: PayoutMethod | null | undefined): method is 'ach' | 'wire' {
  return method === 'ach' || method === 'wire';
}

export const bankAccountTypes = ['checking', 'savings'] as const;
export type BankAccountType = (typeof bankAccountTypes)[number];
export const bankAccountTypeLabels: Record<BankAccountType, string> = {
  checking: 'Checking',
  savings: 'Savings',
};

/** Spec section 8: the Stripe account statuses shown. */
export const stripeAccountStatuses = [
  'missing_requirements',
  'verification_in_progress',
  'platform_paused',
  'account_disabled',
  'account_rejected',
  'active',
] as const;
export type StripeAccountStatus = (typeof stripeAccountStatuses)[number];
export const stripeAccountStatusLabels: Record<StripeAccountStatus, string> = {
  missing_requirements: 'Missing requirements',
  verification_in_progress: 'Verification in progress',
  platform_paused: 'Platform paused',
  account_disabled: 'Account disabled',
  account_rejected: 'Account rejected',
  active: 'Active',
};

/** Bank details (the API's BankAccount). */
export interface BankAccount {
  name: string;
  type: BankAccountType;
  /** The account number, or the IBAN. */
  account_number: string;
  /** The routing number, or the sort code. */
  routing_number?: string | null;
  /** The Swift (BIC) code, or the ABA code. */
  swift_code?: string | null;
  bank_name?: string | null;
  bank_address?: string | null;
  phone?: string | null;
}

/** A voice actor's payout settings (the API's PaymentSettings). */
export interface PaymentSettings {
  provider_id?: number;
  method: PayoutMethod | null;
  /** True when the payout information needs the voice actor's action (ach or wire, or none set). */
  pending: boolean;
  paypal_email?: string | null;
  payoneer_user_id?: string | null;
  wise_email?: string | null;
  bank_account?: BankAccount | null;
  stripe_account_status?: StripeAccountStatus | null;
  updated_at?: string | null;
}

/** What the form saves (the API's UpdatePaymentSettingsRequest). */
export type PayoutMethodRequest =
  | { method: 'paypal'; paypal_email: string }
  | { method: 'payoneer'; payoneer_user_id: string }
  | { method: 'wise'; wise_email: string }
  | { method: 'us_banking'; bank_account: BankAccount }
  | { method: 'stripe' };

/** Every field the form has; all are kept while the method changes, so nothing typed is lost. */
export interface PayoutFormValues {
  method: SelectablePayoutMethod | '';
  paypal_email: string;
  payoneer_user_id: string;
  wise_email: string;
  name: string;
  type: BankAccountType | '';
  account_number: string;
  routing_number: string;
  swift_code: string;
  bank_name: string;
  bank_address: string;
  phone: string;
}
export type PayoutField = Exclude<keyof PayoutFormValues, 'method'>;

/** The fields each method asks for, in the order shown. */
export const payoutMethodFields: Record<SelectablePayoutMethod, readonly PayoutField[]> = {
  paypal: ['paypal_email'],
  payoneer: ['payoneer_user_id'],
  wise: ['wise_email'],
  us_banking: [
    'name',
    'type',
    'account_number',
    'routing_number',
    'swift_code',
    'bank_name',
    'bank_address',
    'phone',
  ],
  stripe: [],
};

/** The fields a method cannot go without. */
export const requiredPayoutFields: ReadonlySet<PayoutField> = new Set([
  'paypal_email',
  'payoneer_user_id',
  'wise_email',
  'name',
  'type',
  'account_number',
]);

/** The form's messages (the spec words none for payouts; the API document's limits, said plainly). */
export const payoutMessages = {
  method: 'Choose a payout method.',
  email: 'Enter a valid e-mail address, like name@example.com.',
  payoneerRequired: 'Enter your Payoneer user ID.',
  payoneerInvalid: 'A Payoneer user ID has no spaces and at most 100 characters.',
  name: 'Enter the account holder’s name.',
  type: 'Choose Checking or Savings.',
  accountNumber: 'Enter the account number or IBAN: 4 to 40 letters, digits, spaces or dashes.',
  routingNumber: 'Enter the routing number or sort code: 4 to 20 digits, spaces or dashes.',
  swiftCode: 'Enter a Swift code (8 or 11 letters and digits) or an ABA code (9 digits).',
  text: 'Keep it under 200 characters.',
  phone: 'Enter a phone number of digits, spaces, dots, dashes or brackets, with an optional leading +.',
} as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One field's message, or undefined when it is fine. Optional fields may stay empty. */
export function validatePayoutField(field: PayoutField, raw: string): string | undefined {
  const value = raw.trim();
  if (!value) {
    if (!requiredPayoutFields.has(field)) return undefined;
    if (field === 'payoneer_user_id') return payoutMessages.payoneerRequired;
    if (field === 'paypal_email' || field === 'wise_email') return payoutMessages.email;
    if (field === 'name') return payoutMessages.name;
    if (field === 'type') return payoutMessages.type;
    return payoutMessages.accountNumber;
  }
  switch (field) {
    case 'paypal_email':
    case 'wise_email':
      return emailPattern.test(value) && value.length <= 254 ? undefined : payoutMessages.email;
    case 'payoneer_user_id':
      return /^\S{1,100}$/.test(value) ? undefined : payoutMessages.payoneerInvalid;
    case 'name':
    case 'bank_name':
    case 'bank_address':
      return value.length <= 200 ? undefined : payoutMessages.text;
    case 'type':
      return value === 'checking' || value === 'savings' ? undefined : payoutMessages.type;
    case 'account_number':
      return /^[A-Za-z0-9 -]{4,40}$/.test(value) ? undefined : payoutMessages.accountNumber;
    case 'routing_number':
      return /^[0-9 -]{4,20}$/.test(value) ? undefined : payoutMessages.routingNumber;
    case 'swift_code':
      return /^([A-Za-z0-9]{8}|[A-Za-z0-9]{11}|[0-9]{9})$/.test(value) ? undefined : payoutMessages.swiftCode;
    case 'phone':
      return /^\+?[0-9][0-9 ().-]{3,30}$/.test(value) ? undefined : payoutMessages.phone;
  }
}

/** The messages of the chosen method's fields. */
export function validatePayout(values: PayoutFormValues): Partial<Record<PayoutField | 'method', string>> {
  if (!values.method) return { method: payoutMessages.method };
  const errors: Partial<Record<PayoutField, string>> = {};
  for (const field of payoutMethodFields[values.method]) {
    const message = validatePayoutField(field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The request for the chosen method, trimmed, empty optional bank fields left out. */
export function toPayoutRequest(values: PayoutFormValues): PayoutMethodRequest | undefined {
  switch (values.method) {
    case 'paypal':
      return { method: 'paypal', paypal_email: values.paypal_email.trim() };
    case 'payoneer':
      return { method: 'payoneer', payoneer_user_id: values.payoneer_user_id.trim() };
    case 'wise':
      return { method: 'wise', wise_email: values.wise_email.trim() };
    case 'stripe':
      return { method: 'stripe' };
    case 'us_banking': {
      if (!values.type) return undefined;
      const bank: BankAccount = {
        name: values.name.trim(),
        type: values.type,
        account_number: values.account_number.trim(),
      };
      for (const field of ['routing_number', 'swift_code', 'bank_name', 'bank_address', 'phone'] as const) {
        const value = values[field].trim();
        if (value) bank[field] = value;
      }
      return { method: 'us_banking', bank_account: bank };
    }
    case '':
      return undefined;
  }
}

/** The form's starting values from saved settings (a retired method starts with no choice). */
export function payoutFormValues(settings: PaymentSettings | undefined): PayoutFormValues {
  const bank = settings?.bank_account;
  const method = settings?.method;
  return {
    method: method && !isRetiredPayoutMethod(method) ? method : '',
    paypal_email: settings?.paypal_email ?? '',
    payoneer_user_id: settings?.payoneer_user_id ?? '',
    wise_email: settings?.wise_email ?? '',
    name: bank?.name ?? '',
    type: bank?.type ?? '',
    account_number: bank?.account_number ?? '',
    routing_number: bank?.routing_number ?? '',
    swift_code: bank?.swift_code ?? '',
    bank_name: bank?.bank_name ?? '',
    bank_address: bank?.bank_address ?? '',
    phone: bank?.phone ?? '',
  };
}
