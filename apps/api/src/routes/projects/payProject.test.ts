// payProject against a real server and the Stripe sandbox over HTTP (through the official SDK): each
// decline card answers the spec's message (section 8), a good card holds the funds in the ledger, a
// card that asks for 3-D Secure waits for authentication, the Idempotency-Key replays, and the
// processor's webhooks are verified and handled once however often and in whatever order they come.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, processorEvents } from '../../db/schema';
import type { TestUser } from '../../testing/harness';
import {
  idempotencyKeys,
  insertSecureBooking,
  startPaymentsTestServer,
  type PaymentsTestServer,
} from '../../testing/payments';
import { balanceOf, balances } from '../../modules/payments/ledger';

let env: PaymentsTestServer;
let client: TestUser;
let voiceActor: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  env = await startPaymentsTestServer();
  client = await env.server.user({ name: 'Paying Client' });
  voiceActor = await env.server.user({ provider: true, name: 'Booked Voice' });
  stranger = await env.server.user({ name: 'Someone Else' });
});
afterAll(() => env.dispose());

/** A booking of $180 with Secure Payment on, waiting for its recording (charge pending). */
const booking = (overrides: Parameters<typeof insertSecureBooking>[2] = {}) =>
  insertSecureBooking(env.server, { client, voiceActor }, overrides);

interface PaymentBody {
  status: string;
  amount: number;
  currency: string;
  next_action: { redirect_url: string } | null;
  project: { charge_status: string | null; secure_payment_status: string | null };
}

const key = idempotencyKeys('test-key');

async function pay(
  projectId: number,
  body: Record<string, unknown>,
  options: { token?: string; idempotencyKey?: string } = {},
) {
  return env.server.call('payProject', {
    token: options.token ?? client.token,
    params: { id: projectId },
    body,
    headers: { 'idempotency-key': options.idempotencyKey ?? key() },
  });
}

const ledgerTotals = async (projectId: number) => {
  const all = await balances(env.server.services.db, { projectIds: [projectId] });
  return {
    held: -balanceOf(all, 'client_funds_held', 'usd') || 0,
    clearing: balanceOf(all, 'processor_clearing', 'usd'),
  };
};

describe('payProject: the spec’s message for each declined test card (section 8)', () => {
  it.each([
    ['4000000000000002', 'card_declined', 'Your card was declined.'],
    [
      '4000000000009995',
      'card_declined_retry',
      'Your card was declined. Please try again later or retry using another card.',
    ],
    ['4000000000000127', 'incorrect_cvc', 'Your security code is incorrect.'],
    ['4000000000000069', 'expired_card', 'Your card has expired.'],
    ['4000000000000119', 'processing_error', 'Error processing your card.'],
  ])('card %s answers 422 %s with its message; nothing is paid or held', async (number, code, message) => {
    const project = await booking();
    const res = await pay(project.id, { payment_method_id: await env.tokenize(number) });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ code, message });
    const seen = await env.server.call('getProject', { token: client.token, params: { id: project.id } });
    expect(seen.json).toMatchObject({ charge_status: 'pending', secure_payment_status: 'pending_payment' });
    expect(await ledgerTotals(project.id)).toEqual({ held: 0, clearing: 0 });
  });

  it('a declined card, then Retry with a good card: paid once', async () => {
    const project = await booking();
    const declined = await pay(project.id, { payment_method_id: await env.tokenize('4000000000000002') });
    expect(declined.status).toBe(422);
    const paid = await pay(project.id, { payment_method_id: await env.tokenize('4242424242424242') });
    expect(paid.status).toBe(200);
    expect((paid.body as PaymentBody).status).toBe('paid');
    expect(await ledgerTotals(project.id)).toEqual({ held: 18000, clearing: 18000 });
  });
});

describe('payProject: paid and held', () => {
  it('the client pays $180: paid by client, the voice actor sees it, the ledger holds 18000 cents', async () => {
    const project = await booking();
    const res = await pay(project.id, { payment_method_id: await env.tokenize('4242424242424242') });
    expect(res.status).toBe(200);
    expect(res.body as PaymentBody).toMatchObject({
      status: 'paid',
      amount: 18000,
      currency: 'usd',
      next_action: null,
      project: { charge_status: 'paid', secure_payment_status: 'paid' },
    });
    const seenByVoiceActor = await env.server.call('getProject', {
      token: voiceActor.token,
      params: { id: project.id },
    });
    expect(seenByVoiceActor.json).toMatchObject({ charge_status: 'paid', secure_payment_status: 'paid' });
    expect(await ledgerTotals(project.id)).toEqual({ held: 18000, clearing: 18000 });
    const again = await pay(project.id, { payment_method_id: await env.tokenize('4242424242424242') });
    expect(again.status).toBe(409);
    expect(again.json['message']).toBe('This booking is already paid.');
  });

  it('the same Idempotency-Key answers the same and charges once; another request with it is refused', async () => {
    const project = await booking();
    const card = await env.tokenize('4242424242424242');
    const idempotencyKey = key();
    const first = await pay(project.id, { payment_method_id: card }, { idempotencyKey });
    const second = await pay(project.id, { payment_method_id: card }, { idempotencyKey });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const charges = env.sandbox
      .events()
      .filter((e) => e['type'] === 'charge.succeeded')
      .filter(
        (e) =>
          (e['data'] as { object: { metadata: Record<string, string> } }).object.metadata['project_id'] ===
          String(project.id),
      );
    expect(charges).toHaveLength(1);
    const other = await pay(
      project.id,
      { payment_method_id: await env.tokenize('5555555555554444') },
      { idempotencyKey },
    );
    expect(other.status).toBe(422);
    expect(other.json['code']).toBe('idempotency_key_reused');
  });

  it('only the booking’s client pays: the voice actor and a stranger get 403; a booking without Secure Payment 409', async () => {
    const project = await booking();
    const card = await env.tokenize('4242424242424242');
    expect((await pay(project.id, { payment_method_id: card }, { token: voiceActor.token })).status).toBe(
      403,
    );
    expect((await pay(project.id, { payment_method_id: card }, { token: stranger.token })).status).toBe(403);
    const plain = await booking({
      securePaymentEnabled: false,
      securePaymentStatus: null,
      chargeStatus: null,
    });
    const res = await pay(plain.id, { payment_method_id: card });
    expect(res.status).toBe(409);
    expect(res.json['code']).toBe('secure_payment_off');
  });

  it('refuses a card number in place of a token (400): no card number reaches the server', async () => {
    const project = await booking();
    const res = await pay(project.id, { payment_method_id: '4242424242424242' });
    expect(res.status).toBe(400);
  });
});

describe('payProject: 3-D Secure', () => {
  it('a card that asks for authentication waits (requires_action), then the second call finishes it', async () => {
    const project = await booking();
    const first = await pay(project.id, {
      payment_method_id: await env.tokenize('4000002500003155'),
      return_url: 'http://localhost:8080/projects/back',
    });
    expect(first.status).toBe(200);
    const body = first.body as PaymentBody;
    expect(body).toMatchObject({ status: 'requires_action', project: { charge_status: 'pending' } });
    const page = new URL(body.next_action?.redirect_url ?? '');
    expect(page.origin).toBe(env.origin);
    // The client completes the challenge on the sandbox's page, as in Stripe's test mode.
    const challenge = await fetch(page.origin + page.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_secret: page.searchParams.get('client_secret') ?? '',
        outcome: 'complete',
      }).toString(),
    });
    expect(challenge.status).toBe(200);
    const finished = await pay(project.id, {});
    expect(finished.status).toBe(200);
    expect(finished.body as PaymentBody).toMatchObject({
      status: 'paid',
      project: { charge_status: 'paid' },
    });
    expect(await ledgerTotals(project.id)).toEqual({ held: 18000, clearing: 18000 });
  });

  it('a failed authentication answers the declined message; another card pays', async () => {
    const project = await booking();
    const first = await pay(project.id, { payment_method_id: await env.tokenize('4000002760003184') });
    const intentId =
      new URL((first.body as PaymentBody).next_action?.redirect_url ?? '').pathname.split('/').pop() ?? '';
    env.sandbox.authenticate(intentId, 'fail');
    const after = await pay(project.id, {});
    expect(after.status).toBe(422);
    expect(after.json).toMatchObject({ code: 'card_declined', message: 'Your card was declined.' });
    const paid = await pay(project.id, { payment_method_id: await env.tokenize('4242424242424242') });
    expect((paid.body as PaymentBody).status).toBe('paid');
  });
});

describe('the processor’s webhooks', () => {
  it('settle a payment authenticated after the call, once, whatever the order and however often they come', async () => {
    await env.sandbox.deliverPending();
    const project = await booking();
    const first = await pay(project.id, { payment_method_id: await env.tokenize('4000002500003155') });
    const intentId =
      new URL((first.body as PaymentBody).next_action?.redirect_url ?? '').pathname.split('/').pop() ?? '';
    env.sandbox.authenticate(intentId, 'complete');
    // The client never comes back: the webhooks alone record the payment, newest first.
    const statuses = await env.sandbox.deliverPending('reversed');
    expect(statuses.every((status) => status === 200)).toBe(true);
    const seen = await env.server.call('getProject', { token: client.token, params: { id: project.id } });
    expect(seen.json).toMatchObject({ charge_status: 'paid', secure_payment_status: 'paid' });
    // Every event again (Stripe's retries): nothing doubles.
    const mine = env.sandbox.events().filter((e) => JSON.stringify(e).includes(intentId));
    for (const event of mine) expect(await env.sandbox.redeliver(String(event['id']))).toBe(200);
    expect(await ledgerTotals(project.id)).toEqual({ held: 18000, clearing: 18000 });
    const entries = await env.server.services.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.projectId, project.id));
    expect(entries).toHaveLength(1);
    const recorded = await env.server.services.db
      .select()
      .from(processorEvents)
      .where(eq(processorEvents.objectId, intentId));
    expect(new Set(recorded.map((e) => e.id)).size).toBe(recorded.length);
  });

  it('refuses an event whose signature does not match (400) and changes nothing', async () => {
    const res = await env.server.app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      payload: JSON.stringify({
        id: 'evt_forged',
        type: 'payment_intent.succeeded',
        data: { object: { id: 'pi_x' } },
      }),
      headers: {
        'content-type': 'application/json',
        'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
      },
    });
    expect(res.statusCode).toBe(400);
    const recorded = await env.server.services.db
      .select()
      .from(processorEvents)
      .where(eq(processorEvents.id, 'evt_forged'));
    expect(recorded).toHaveLength(0);
  });
});
