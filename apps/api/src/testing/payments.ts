// Test harness for payments: a Stripe sandbox listening on a free port (real HTTP from the SDK),
// whose webhooks go to the test server in-process (signed, checked by the server as in production),
// held until the test delivers them (so it chooses their order and duplicates), and a tokenizer
// that does what Stripe.js does: turns a test card number into a pm_ id at the sandbox.
import { eq } from 'drizzle-orm';
import { createStripeSandbox, type Sandbox } from '@vo/stripe-sandbox';
import { projects } from '../db/schema';
import { startTestServer, type StartOptions, type TestServer, type TestUser } from './harness';
import { insertProject } from './projects';
import { STRIPE_WEBHOOK_PATH } from '../modules/payments/webhooks';

export const TEST_WEBHOOK_SECRET = 'whsec_test_payments';

export interface PaymentsTestServer {
  server: TestServer;
  sandbox: Sandbox;
  /** The sandbox's origin (http://127.0.0.1:port). */
  origin: string;
  /** A card number tokenized as the browser would (publishable key): its pm_ id. */
  tokenize: (number: string) => Promise<string>;
  dispose: () => Promise<void>;
}

export async function startPaymentsTestServer(options: StartOptions = {}): Promise<PaymentsTestServer> {
  const target: { server: TestServer | null } = { server: null };
  const sandbox = createStripeSandbox({
    webhookSecret: TEST_WEBHOOK_SECRET,
    delivery: 'manual',
    deliver: async ({ payload, signature }) => {
      if (target.server === null) return 503;
      const response = await target.server.app.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
      return response.statusCode;
    },
  });
  const origin = await sandbox.listen(0);
  const server = await startTestServer({
    ...options,
    config: {
      ...options.config,
      payments: {
        secretKey: undefined,
        publishableKey: 'pk_test_sandbox',
        webhookSecret: TEST_WEBHOOK_SECRET,
        sandboxOrigin: origin,
        currency: 'usd',
      },
    },
  });
  target.server = server;
  return {
    server,
    sandbox,
    origin,
    tokenize: (number) => tokenizeAt(origin, number),
    async dispose() {
      await server.dispose();
      await sandbox.close();
    },
  };
}

/** Fields of a project as the tests store it (testing/projects.ts). */
type ProjectFields = Parameters<typeof insertProject>[1];

/**
 * A booking of `client` with `voiceActor` with Secure Payment on, accepted and waiting for its charge
 * ($180 unless `overrides` say otherwise): where every payment test starts.
 */
export function insertSecureBooking(
  server: TestServer,
  parties: { client: TestUser; voiceActor: TestUser },
  overrides: Partial<ProjectFields> = {},
) {
  return insertProject(server.services.db, {
    owners: [parties.client.id],
    type: 'booking',
    status: 'booking-accepted',
    providerId: parties.voiceActor.providerId,
    securePaymentEnabled: true,
    securePaymentStatus: 'pending_payment',
    chargeStatus: 'pending',
    quoteClientConfirmation: true,
    serviceProperties: { budget: 180 },
    ...overrides,
  });
}

/** Who a finance test needs: the booking's two sides, finance staff, and each role without the other. */
export interface FinanceCast {
  client: TestUser;
  voiceActor: TestUser;
  /** Admin and finance: the finance page's staff. */
  finance: TestUser;
  financeOnly: TestUser;
  adminOnly: TestUser;
}

/** The users of a finance test on `server` (the voice actor named `voiceActorName`). */
export async function financeCast(server: TestServer, voiceActorName = 'Booked Voice'): Promise<FinanceCast> {
  return {
    client: await server.user({ name: 'Paying Client' }),
    voiceActor: await server.user({ provider: true, name: voiceActorName }),
    finance: await server.user({ roles: ['admin', 'finance'], name: 'Finance Staff' }),
    financeOnly: await server.user({ roles: ['finance'], name: 'Finance Without Admin' }),
    adminOnly: await server.user({ roles: ['admin'], name: 'Plain Admin' }),
  };
}

/** Idempotency keys, each new in the run (`prefix` names the test file in the stored records). */
export function idempotencyKeys(prefix: string): () => string {
  let made = 0;
  return () => `${prefix}-${String(Date.now())}-${String(++made)}`;
}

/**
 * A Secure Payment booking of `client` with `voiceActor`, paid by card, completed with its recording
 * accepted, let go by the client and released by `finance`: the voice actor's share is owed (or
 * transferred, when their Stripe account is active). Each call with its own Idempotency-Key.
 */
export async function releasedSecureBooking(
  env: PaymentsTestServer,
  parties: { client: TestUser; voiceActor: TestUser; finance: TestUser },
  overrides: Partial<ProjectFields> = {},
) {
  const key = idempotencyKeys('released-booking');
  const project = await insertSecureBooking(env.server, parties, overrides);
  const steps = [
    ['payProject', parties.client],
    ['setProjectReadyToReleaseFunds', parties.client],
    ['setProjectFundsReleased', parties.finance],
  ] as const;
  for (const [operationId, user] of steps) {
    if (operationId === 'setProjectReadyToReleaseFunds') {
      await env.server.services.db
        .update(projects)
        .set({ status: 'completed', completionReason: 'deliverable-accepted' })
        .where(eq(projects.id, project.id));
    }
    const answer = await env.server.call(operationId, {
      token: user.token,
      params: { id: project.id },
      ...(operationId === 'payProject'
        ? { body: { payment_method_id: await env.tokenize('4242424242424242') } }
        : {}),
      headers: { 'idempotency-key': key() },
    });
    if (answer.status !== 200) {
      throw new Error(`${operationId} answered ${String(answer.status)}: ${JSON.stringify(answer.json)}`);
    }
  }
  return project;
}

/** A card number tokenized at the sandbox at `origin`, as the pay screen's card form does (a pm_ id). */
export async function tokenizeAt(origin: string, number: string): Promise<string> {
  const response = await fetch(`${origin}/v1/payment_methods`, {
    method: 'POST',
    headers: { authorization: 'Bearer pk_test_sandbox', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      type: 'card',
      'card[number]': number,
      'card[exp_month]': '12',
      'card[exp_year]': String(new Date().getUTCFullYear() + 2),
      'card[cvc]': '123',
    }).toString(),
  });
  const body = (await response.json()) as { id?: string };
  if (typeof body.id !== 'string') throw new Error(`tokenizing ${number} failed: ${JSON.stringify(body)}`);
  return body.id;
}
