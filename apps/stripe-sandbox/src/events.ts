// Events and webhooks: every change is an event (GET /v1/events lists them); each is POSTed to the
// webhook endpoint signed as Stripe signs (Stripe-Signature: t=<seconds>,v1=<HMAC-SHA256 of
// "t.payload" with the endpoint's secret>), retried with backoff until it is answered with a 2xx.
import { createHmac } from 'node:crypto';
import { newId, nowSeconds, SANDBOX_API_VERSION, type State, type StripeJson } from './core';

export function eventsOf(s: State) {
  const { options, events, pending } = s;
  const sign = (payload: string, timestamp: number) =>
    createHmac('sha256', options.webhookSecret).update(`${timestamp}.${payload}`).digest('hex');

  async function send(event: StripeJson): Promise<number> {
    const payload = JSON.stringify(event, null, 2);
    const timestamp = nowSeconds();
    const signature = `t=${timestamp},v1=${sign(payload, timestamp)}`;
    if (options.deliver) return options.deliver({ payload, signature, event });
    if (!options.webhookUrl) return 0;
    try {
      const response = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      return response.status;
    } catch {
      return 0;
    }
  }

  /** Stripe retries a failed delivery with backoff; the sandbox does a few times, seconds apart. */
  function deliverWithRetries(event: StripeJson, attempt = 0): void {
    void send(event).then((status) => {
      if ((status < 200 || status >= 300) && attempt < 6 && (options.webhookUrl || options.deliver)) {
        setTimeout(
          () => {
            deliverWithRetries(event, attempt + 1);
          },
          500 * 2 ** attempt,
        ).unref();
      }
    });
  }

  function emit(type: string, data: StripeJson, request: { idempotencyKey: string | null }): void {
    const event: StripeJson = {
      id: newId('evt'),
      object: 'event',
      api_version: SANDBOX_API_VERSION,
      created: nowSeconds(),
      data: { object: structuredClone(data) },
      livemode: false,
      pending_webhooks: options.webhookUrl || options.deliver ? 1 : 0,
      request: { id: newId('req'), idempotency_key: request.idempotencyKey },
      type,
    };
    events.push(event);
    if (options.delivery === 'manual') pending.push(event);
    else deliverWithRetries(event);
  }
  return { send, emit };
}
