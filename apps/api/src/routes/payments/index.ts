// payments: the processor's public settings for the card form, and finance's views of Secure Payment
// (issue 43), and the voice actors' payment settings with their Stripe onboarding, the payouts finance
// records by their chosen method, and the payment preferences link of their mails.
import type { Handlers } from '../../contract/types';
import { getLedgerTotals } from './getLedgerTotals';
import { getPaymentPreferencesLink } from './getPaymentPreferencesLink';
import { getPaymentProcessor } from './getPaymentProcessor';
import { getPaymentSettings } from './getPaymentSettings';
import { getReconciliationReport } from './getReconciliationReport';
import { listFinanceActions } from './listFinanceActions';
import { listProviderPayouts } from './listProviderPayouts';
import { listSecurePayments } from './listSecurePayments';
import { recordProjectPayout } from './recordProjectPayout';
import { runReconciliation } from './runReconciliation';
import { startPaymentSettingsOnboarding } from './startPaymentSettingsOnboarding';
import { updatePaymentSettings } from './updatePaymentSettings';

export const paymentHandlers = {
  getPaymentProcessor,
  listSecurePayments,
  getLedgerTotals,
  getPaymentSettings,
  updatePaymentSettings,
  startPaymentSettingsOnboarding,
  getReconciliationReport,
  runReconciliation,
  listFinanceActions,
  recordProjectPayout,
  listProviderPayouts,
  getPaymentPreferencesLink,
} satisfies Handlers;
