// The real API from the test process (no browser): the demo accounts, and signing in with e-mail and
// password through `@vo/sdk/testing` (POST /auth/password), as a script or an outside test does.
// Free of Vitest hooks, so that the global setup can use it too.
import { createApiClient, createMemoryTokenStorage, type ApiClient, type TokenStorage } from '@vo/sdk';
import { signIn, type SignedIn } from '@vo/sdk/testing';

/** The seeded demo accounts (apps/api/src/seed), all with the same password. */
export const DEMO_PASSWORD = 'demo-password';
export const DEMO = {
  /** client */
  client: 'client@demo.test',
  /** provider (voice actor) */
  voice: 'voice@demo.test',
  /** client and provider */
  both: 'both@demo.test',
  /** admin */
  admin: 'admin@demo.test',
  /** admin and finance */
  finance: 'finance@demo.test',
  /** client and tester */
  tester: 'tester@demo.test',
} as const;

/** A signed-in session from the test process: its client, its tokens and the user. */
export type ApiSession = SignedIn;

/** The session id every client of the test process sends (the app sends one per tab). */
const TEST_PROCESS_SESSION = (): string => 'web-e2e-test-process';

/** A client of the API at `origin` (the server's own origin), with tokens in memory. */
export function createTestApiClient(
  origin: string,
  tokens: TokenStorage = createMemoryTokenStorage(),
): ApiClient {
  return createApiClient({ baseUrl: `${origin}/api`, tokens, sessionId: TEST_PROCESS_SESSION });
}

/** Signs in a demo account (its e-mail, the demo password) to the server at `origin`, without a browser. */
export const signInDemo = (origin: string, email: string): Promise<ApiSession> =>
  signIn(`${origin}/api`, email, DEMO_PASSWORD, { sessionId: TEST_PROCESS_SESSION });

/**
 * Marks the navbar tour finished for a demo account (PATCH /users/{id}, as closing its last step
 * does), so that the scenarios see the shell of a returning user: the tour's modal steps would
 * otherwise cover the page for every first sign-in, and whether a test meets it would depend on
 * which test closed it first.
 */
export async function finishNavbarTour(origin: string, email: string): Promise<void> {
  const { client, user } = await signInDemo(origin, email);
  await client.unwrap(
    client.api.PATCH('/users/{id}', {
      params: { path: { id: user.id } },
      body: { discovery_flags: { navbar_tour_finished: new Date().toISOString() } },
    }),
  );
}

/**
 * Issue 43: the ledger and the processor agree after the journeys' payments. Finance runs the
 * reconciliation (POST /payments/reconciliation) and any drift it reports is an error naming each.
 */
export async function expectNoPaymentDrift(origin: string): Promise<void> {
  const { client } = await signInDemo(origin, DEMO.finance);
  const { data } = await client.unwrap(client.api.POST('/payments/reconciliation'));
  if (data.drifts.length === 0) return;
  const list = data.drifts.map((drift) => `- ${drift.message}`).join('\n');
  throw new Error(
    `The reconciliation after the journeys found ${String(data.drifts.length)} drift(s):\n${list}`,
  );
}
