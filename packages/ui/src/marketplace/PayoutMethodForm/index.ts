export { PayoutMethodForm, defaultPayoutMethodFormLabels } from './PayoutMethodForm';
export type { PayoutMethodFormLabels, PayoutMethodFormProps } from './PayoutMethodForm';
export {
  bankAccountTypeLabels,
  bankAccountTypes,
  isRetiredPayoutMethod,
  payoutFormValues,
  payoutMessages,
  payoutMethodFields,
  payoutMethodLabels,
  payoutMethods,
  requiredPayoutFields,
  selectablePayoutMethods,
  stripeAccountStatusLabels,
  stripeAccountStatuses,
  toPayoutRequest,
  validatePayout,
  validatePayoutField,
} from './payoutMethods';
export type {
  BankAccount,
  BankAccountType,
  PaymentSettings,
  PayoutField,
  PayoutFormValues,
  PayoutMethod,
  PayoutMethodRequest,
  SelectablePayoutMethod,
  StripeAccountStatus,
} from './payoutMethods';
