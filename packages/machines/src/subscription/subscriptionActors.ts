import { getDefaultApiClient, type DryRunResult, type SubscriptionProcess } from '@vo/sdk';
import { fromPromise } from 'xstate';
import type { PlanChoice, Subscription } from './plans';

export interface ChangeInput {
  choice: PlanChoice;
  processId: number | null;
}
export interface ProcessInput {
  processId: number;
}
export interface AutoRenewalInput {
  providerId: number;
  enabled: boolean;
}
export interface DowngradeReasonInput {
  providerId: number;
  reason: string;
}

/** The network work, each calling the SDK by default; tests and stories replace them with `.provide()`. */
export const subscriptionActors = {
  /** POST /providers/me/subscription/dry_run */
  dryRunSubscriptionChange: fromPromise<DryRunResult, PlanChoice>(async ({ input }) => {
    const client = getDefaultApiClient();
    const body = {
      productName: input.productName,
      billingPeriod: input.billingPeriod,
      promoCode: input.promoCode,
    };
    const { data } = await client.unwrap(client.api.POST('/providers/me/subscription/dry_run', { body }));
    return data;
  }),
  /** PUT /providers/me/subscription */
  changeSubscription: fromPromise<SubscriptionProcess, ChangeInput>(async ({ input }) => {
    const client = getDefaultApiClient();
    const body = {
      product_name: input.choice.productName,
      billing_period: input.choice.billingPeriod,
      process_id: input.processId,
      promo_code: input.choice.promoCode,
      acknowledged: input.choice.acknowledged,
    };
    const { data } = await client.unwrap(client.api.PUT('/providers/me/subscription', { body }));
    return data;
  }),
  /** POST /processes/change_subscription/{id}/confirm_upgrade_inquire */
  confirmSubscriptionUpgradeInquire: fromPromise<SubscriptionProcess, ProcessInput>(async ({ input }) => {
    const client = getDefaultApiClient();
    const params = { path: { id: input.processId } };
    const call = client.api.POST('/processes/change_subscription/{id}/confirm_upgrade_inquire', { params });
    const { data } = await client.unwrap(call);
    return data;
  }),
  /** GET /processes/{id}: a charge still processing is looked at again. */
  getSubscriptionProcess: fromPromise<SubscriptionProcess, ProcessInput>(async ({ input }) => {
    const client = getDefaultApiClient();
    const { data } = await client.unwrap(
      client.api.GET('/processes/{id}', { params: { path: { id: input.processId } } }),
    );
    return data;
  }),
  /** POST /processes/change_subscription/{id}/retry_payment */
  retrySubscriptionPayment: fromPromise<SubscriptionProcess, ProcessInput>(async ({ input }) => {
    const client = getDefaultApiClient();
    const params = { path: { id: input.processId } };
    const { data } = await client.unwrap(
      client.api.POST('/processes/change_subscription/{id}/retry_payment', { params }),
    );
    return data;
  }),
  /** POST /processes/change_subscription/{id}/cancel_transaction (also restores a scheduled downgrade). */
  cancelSubscriptionTransaction: fromPromise<SubscriptionProcess, ProcessInput>(async ({ input }) => {
    const client = getDefaultApiClient();
    const params = { path: { id: input.processId } };
    const call = client.api.POST('/processes/change_subscription/{id}/cancel_transaction', { params });
    const { data } = await client.unwrap(call);
    return data;
  }),
  /** POST /providers/{id}/subscription/set_autorenewal */
  setSubscriptionAutoRenewal: fromPromise<Subscription, AutoRenewalInput>(async ({ input }) => {
    const client = getDefaultApiClient();
    const call = client.api.POST('/providers/{id}/subscription/set_autorenewal', {
      params: { path: { id: input.providerId } },
      body: { enabled: input.enabled },
    });
    const { data } = await client.unwrap(call);
    return data;
  }),
  /** POST /providers/{id}/subscription/reason */
  saveSubscriptionDowngradeReason: fromPromise<Subscription, DowngradeReasonInput>(async ({ input }) => {
    const client = getDefaultApiClient();
    const call = client.api.POST('/providers/{id}/subscription/reason', {
      params: { path: { id: input.providerId } },
      body: { reason: input.reason },
    });
    const { data } = await client.unwrap(call);
    return data;
  }),
  /** GET /providers/me/subscription */
  getMySubscription: fromPromise<Subscription>(async () => {
    const client = getDefaultApiClient();
    const { data } = await client.unwrap(client.api.GET('/providers/me/subscription'));
    return data;
  }),
};
