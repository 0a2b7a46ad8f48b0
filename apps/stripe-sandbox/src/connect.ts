// Connected accounts, account links, transfers, the platform balance and the events list.
import { list, metadataOf, text } from './form';
import { integer, invalid, missing, newId, nowSeconds, type Emit, type State, type StripeJson } from './core';
import type { Route } from './http';
import type { Resources } from './resources';

export function connectRoutes(route: Route, s: State, r: Resources, emit: Emit): void {
  const { accounts, transfers, events, balance } = s;
  const { accountJson, credit } = r;
  route('POST', '/v1/accounts', (params, _request, key) => {
    const id = newId('acct');
    const account: StripeJson = {
      id,
      object: 'account',
      type: text(params, 'type') ?? 'express',
      country: text(params, 'country') ?? 'US',
      email: text(params, 'email') ?? null,
      created: nowSeconds(),
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      metadata: metadataOf(params),
      capabilities: { transfers: 'inactive' },
      requirements: {
        currently_due: ['external_account', 'individual.dob.day', 'tos_acceptance.date'],
        eventually_due: [],
        past_due: [],
        pending_verification: [],
        disabled_reason: 'requirements.past_due',
      },
    };
    accounts.set(id, account);
    emit('account.created', account, { idempotencyKey: key });
    return account;
  });
  route('GET', '/v1/accounts/:id', (_params, request) => accountJson((request.params as { id: string }).id));
  route('POST', '/v1/account_links', (params) => {
    const account = text(params, 'account') ?? '';
    accountJson(account);
    const returnUrl = text(params, 'return_url') ?? '';
    const refreshUrl = text(params, 'refresh_url') ?? returnUrl;
    const link = new URL(`${s.origin}/sandbox/onboarding/${account}`);
    link.searchParams.set('return_url', returnUrl);
    link.searchParams.set('refresh_url', refreshUrl);
    return {
      object: 'account_link',
      created: nowSeconds(),
      expires_at: nowSeconds() + 300,
      url: link.toString(),
    };
  });

  // Transfers to connected accounts
  route('POST', '/v1/transfers', (params, _request, key) => {
    const amount = integer(params, 'amount', true) ?? 0;
    const currency = (text(params, 'currency') ?? '').toLowerCase();
    const destination = text(params, 'destination') ?? '';
    const account = accountJson(destination);
    const capabilities = account['capabilities'] as { transfers?: string };
    if (capabilities.transfers !== 'active') {
      throw invalid(
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        'destination',
        'insufficient_capabilities_for_transfer',
      );
    }
    const available = balance.get(currency) ?? 0;
    if (amount > available) {
      throw invalid(
        'You have insufficient available funds in your Stripe account. Try adding funds directly to your available balance by creating Charges using the 4000000000000077 test card.',
        undefined,
        'balance_insufficient',
      );
    }
    const transfer: StripeJson = {
      id: newId('tr'),
      object: 'transfer',
      amount,
      amount_reversed: 0,
      currency,
      created: nowSeconds(),
      destination,
      livemode: false,
      metadata: metadataOf(params),
      reversed: false,
      source_transaction: text(params, 'source_transaction') ?? null,
      transfer_group: text(params, 'transfer_group') ?? null,
    };
    transfers.set(String(transfer['id']), transfer);
    credit(currency, -amount);
    emit('transfer.created', transfer, { idempotencyKey: key });
    return transfer;
  });
  route('GET', '/v1/transfers/:id', (_params, request) => {
    const id = (request.params as { id: string }).id;
    const found = transfers.get(id);
    if (!found) throw missing('transfer', id);
    return found;
  });

  // Balance and events
  route('GET', '/v1/balance', () => ({
    object: 'balance',
    livemode: false,
    available: [...balance.entries()].map(([currency, amount]) => ({ amount, currency })),
    pending: [],
  }));
  route('GET', '/v1/events/:id', (_params, request) => {
    const id = (request.params as { id: string }).id;
    const found = events.find((event) => event['id'] === id);
    if (!found) throw missing('event', id);
    return found;
  });
  route('GET', '/v1/events', (params) => {
    // Newest first, as Stripe lists; starting_after pages towards older ones.
    const limit = Math.min(100, Number(text(params, 'limit') ?? '10'));
    const types = [...list(params, 'types'), ...(text(params, 'type') ? [String(text(params, 'type'))] : [])];
    let newestFirst = [...events]
      .reverse()
      .filter((event) => types.length === 0 || types.includes(String(event['type'])));
    const after = text(params, 'starting_after');
    if (after !== undefined) {
      const index = newestFirst.findIndex((event) => event['id'] === after);
      newestFirst = index < 0 ? [] : newestFirst.slice(index + 1);
    }
    const data = newestFirst.slice(0, limit);
    return { object: 'list', data, has_more: newestFirst.length > limit, url: '/v1/events' };
  });
}
