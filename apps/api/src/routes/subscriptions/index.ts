// subscriptions: memberships (issue 44): plans, the caller's and a voice actor's subscription, the dry
// run and the change with its process, payment methods, auto-renewal and the downgrade reason; and
// listActivePromoCodes (tagged payments in the document; the promos are the memberships' own).
import type { Handlers } from '../../contract/types';
import { cancelSubscriptionTransaction } from './cancelSubscriptionTransaction';
import { changeSubscription } from './changeSubscription';
import { confirmSubscriptionUpgradeInquire } from './confirmSubscriptionUpgradeInquire';
import { dryRunSubscriptionChange } from './dryRunSubscriptionChange';
import { getMySubscription } from './getMySubscription';
import { getPaypalAgreementLink } from './getPaypalAgreementLink';
import { getProviderSubscription } from './getProviderSubscription';
import { getSubscriptionProcess } from './getSubscriptionProcess';
import { getSubscriptionSetupIntent } from './getSubscriptionSetupIntent';
import { listActivePromoCodes } from './listActivePromoCodes';
import { listSubscriptionChangesLog } from './listSubscriptionChangesLog';
import { listSubscriptionInvoices } from './listSubscriptionInvoices';
import { listSubscriptionPlans } from './listSubscriptionPlans';
import { listSubscriptionPlansForMarket } from './listSubscriptionPlansForMarket';
import { retrySubscriptionPayment } from './retrySubscriptionPayment';
import { saveSubscriptionDowngradeReason } from './saveSubscriptionDowngradeReason';
import { setSubscriptionAutoRenewal } from './setSubscriptionAutoRenewal';
import { setSubscriptionPaymentMethod } from './setSubscriptionPaymentMethod';

export const subscriptionHandlers = {
  listSubscriptionPlans,
  listSubscriptionPlansForMarket,
  getMySubscription,
  getProviderSubscription,
  dryRunSubscriptionChange,
  changeSubscription,
  getSubscriptionProcess,
  listSubscriptionChangesLog,
  confirmSubscriptionUpgradeInquire,
  cancelSubscriptionTransaction,
  retrySubscriptionPayment,
  setSubscriptionAutoRenewal,
  saveSubscriptionDowngradeReason,
  getSubscriptionSetupIntent,
  setSubscriptionPaymentMethod,
  getPaypalAgreementLink,
  listActivePromoCodes,
  listSubscriptionInvoices,
} satisfies Handlers;
