// getPaymentProcessor against a real server and the Stripe sandbox: a signed-in user learns the
// publishable key and where to tokenize, and a browser at another origin can tokenize a card there
// (the sandbox answers the preflight and every origin, as Stripe's API does), getting only a pm_ id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../testing/harness';
import { startPaymentsTestServer, type PaymentsTestServer } from '../../testing/payments';

let env: PaymentsTestServer;
let client: TestUser;

beforeAll(async () => {
  env = await startPaymentsTestServer();
  client = await env.server.user({ name: 'Paying Client' });
});
afterAll(() => env.dispose());

describe('getPaymentProcessor', () => {
  it('gives a signed-in user the sandbox’s origin and the publishable key, nothing secret', async () => {
    const response = await env.server.call('getPaymentProcessor', { token: client.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      mode: 'sandbox',
      publishable_key: 'pk_test_sandbox',
      api_origin: env.origin,
    });
    expect(JSON.stringify(response.body)).not.toContain('sk_');
  });

  it('refuses an anonymous caller', async () => {
    const response = await env.server.call('getPaymentProcessor', {});
    expect(response.status).toBe(401);
  });

  it('lets a page at another origin tokenize a card at the sandbox with the publishable key', async () => {
    const answer = await env.server.call('getPaymentProcessor', { token: client.token });
    const body = answer.body as { api_origin: string; publishable_key: string };
    const preflight = await fetch(`${body.api_origin}/v1/payment_methods`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    const response = await fetch(`${body.api_origin}/v1/payment_methods`, {
      method: 'POST',
      headers: {
        origin: 'http://localhost:5173',
        authorization: `Bearer ${body.publishable_key}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        type: 'card',
        'card[number]': '4242424242424242',
        'card[exp_month]': '12',
        'card[exp_year]': '2030',
        'card[cvc]': '123',
      }).toString(),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const card = (await response.json()) as { id: string; card: { last4: string } };
    expect(card.id).toMatch(/^pm_/);
    expect(card.card.last4).toBe('4242');
    expect(JSON.stringify(card)).not.toContain('4242424242424242');
  });
});
