import { createApiClient, createMemoryTokenStorage, setDefaultApiClient } from '@vo/sdk';
import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type PromiseActorLogic } from 'xstate';
import { subscriptionActors } from './subscriptionActors';
import { downgrading, platinum, premium, processIn, quote } from './testing/fixtures';

// The default actors: each calls the SDK with its operation of the document.

describe('subscription', () => {
  it('the default actors call the SDK with the operations of the document', async () => {
    const requests: { method: string; path: string; body: unknown }[] = [];
    const answers: Record<string, unknown> = {
      'POST /api/providers/me/subscription/dry_run': quote,
      'PUT /api/providers/me/subscription': processIn('awaiting_confirmation'),
      'POST /api/processes/change_subscription/90388/confirm_upgrade_inquire': processIn('completed'),
      'GET /api/processes/90388': processIn('completed'),
      'POST /api/processes/change_subscription/90388/retry_payment': processIn('completed'),
      'POST /api/processes/change_subscription/90388/cancel_transaction': processIn('cancelled'),
      'POST /api/providers/4821/subscription/set_autorenewal': premium,
      'POST /api/providers/4821/subscription/reason': downgrading,
      'GET /api/providers/me/subscription': platinum,
    };
    setDefaultApiClient(
      createApiClient({
        baseUrl: 'http://api.test/api',
        tokens: createMemoryTokenStorage({ accessToken: 'a', refreshToken: 'r' }),
        sessionId: () => 'session-0001',
        fetch: async (request) => {
          const path = new URL(request.url).pathname;
          const text = await request.text();
          requests.push({ method: request.method, path, body: text === '' ? undefined : JSON.parse(text) });
          const answer = answers[`${request.method} ${path}`];
          return new Response(
            JSON.stringify(answer ?? { code: 'not_found', message: 'no', name: 'NotFoundError' }),
            {
              status: answer === undefined ? 404 : 200,
              headers: { 'content-type': 'application/json' },
            },
          );
        },
      }),
    );
    const choice = {
      productName: 'platinum-10',
      billingPeriod: 'ANNUAL',
      promoCode: null,
      acknowledged: true,
    } as const;
    const run = <TOutput, TInput>(logic: PromiseActorLogic<TOutput, TInput>, input: TInput) =>
      toPromise(createActor(logic, { input }).start());

    expect(await run(subscriptionActors.dryRunSubscriptionChange, choice)).toEqual(quote);
    await run(subscriptionActors.changeSubscription, { choice, processId: 90388 });
    await run(subscriptionActors.confirmSubscriptionUpgradeInquire, { processId: 90388 });
    await run(subscriptionActors.getSubscriptionProcess, { processId: 90388 });
    await run(subscriptionActors.retrySubscriptionPayment, { processId: 90388 });
    await run(subscriptionActors.cancelSubscriptionTransaction, { processId: 90388 });
    await run(subscriptionActors.setSubscriptionAutoRenewal, { providerId: 4821, enabled: false });
    await run(subscriptionActors.saveSubscriptionDowngradeReason, {
      providerId: 4821,
      reason: 'Too expensive',
    });
    expect(await run(subscriptionActors.getMySubscription, undefined)).toEqual(platinum);

    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/providers/me/subscription/dry_run',
        body: { productName: 'platinum-10', billingPeriod: 'ANNUAL', promoCode: null },
      },
      {
        method: 'PUT',
        path: '/api/providers/me/subscription',
        body: {
          product_name: 'platinum-10',
          billing_period: 'ANNUAL',
          process_id: 90388,
          promo_code: null,
          acknowledged: true,
        },
      },
      {
        method: 'POST',
        path: '/api/processes/change_subscription/90388/confirm_upgrade_inquire',
        body: undefined,
      },
      { method: 'GET', path: '/api/processes/90388', body: undefined },
      { method: 'POST', path: '/api/processes/change_subscription/90388/retry_payment', body: undefined },
      {
        method: 'POST',
        path: '/api/processes/change_subscription/90388/cancel_transaction',
        body: undefined,
      },
      { method: 'POST', path: '/api/providers/4821/subscription/set_autorenewal', body: { enabled: false } },
      { method: 'POST', path: '/api/providers/4821/subscription/reason', body: { reason: 'Too expensive' } },
      { method: 'GET', path: '/api/providers/me/subscription', body: undefined },
    ]);
  });
});
