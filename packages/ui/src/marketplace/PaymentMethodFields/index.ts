export {
  PaymentMethodFields,
  defaultPaymentMethodFieldsLabels,
  paymentMethodTypes,
} from './PaymentMethodFields';
export type {
  CardDetails,
  PaymentMethodFieldsLabels,
  PaymentMethodFieldsProps,
  PaymentMethodType,
  PaymentMethodValue,
} from './PaymentMethodFields';
export {
  cardBrand,
  cardBrands,
  cardDigits,
  cardFieldMessages,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  parseExpiry,
  paymentErrorCodes,
  paymentErrorField,
  paymentErrorMessages,
  validateCard,
  validateCardName,
  validateCardNumber,
  validateCvc,
  validateExpiry,
} from './cardValidation';
export type { CardBrand, CardField, CardFieldValues, PaymentErrorCode } from './cardValidation';
