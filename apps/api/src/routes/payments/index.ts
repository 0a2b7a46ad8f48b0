// payments: the processor's public settings for the card form (Secure Payment, issue 43).
import type { Handlers } from '../../contract/types';
import { getPaymentProcessor } from './getPaymentProcessor';

export const paymentHandlers = {
  getPaymentProcessor,
} satisfies Handlers;
