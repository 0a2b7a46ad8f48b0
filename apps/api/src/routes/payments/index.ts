// payments: the processor's public settings for the card form, and finance's views of Secure Payment
// (issue 43).
import type { Handlers } from '../../contract/types';
import { getLedgerTotals } from './getLedgerTotals';
import { getPaymentProcessor } from './getPaymentProcessor';
import { listSecurePayments } from './listSecurePayments';

export const paymentHandlers = {
  getPaymentProcessor,
  listSecurePayments,
  getLedgerTotals,
} satisfies Handlers;
