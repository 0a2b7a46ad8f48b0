export { BookingSummary } from './BookingSummary';
export type { BookingSummaryProps } from './BookingSummary';
export {
  audienceTiers,
  bookingDefaults,
  formatAudience,
  formatRevisions,
  formatValueAndUnit,
  timeUnits,
  withBookingDefaults,
} from './bookingFields';
export type {
  AudienceSize,
  BookingFieldsData,
  CompleteBookingFields,
  TimeUnit,
  ValueAndUnit,
} from './bookingFields';
export { chargeStatuses, securePaymentState, securePaymentTones } from './securePayment';
export type { ChargeStatus, SecurePaymentState, SecurePaymentTone } from './securePayment';
