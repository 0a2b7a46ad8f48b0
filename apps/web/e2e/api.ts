// The real API from the test process (no browser): the demo accounts, and signing in as the app does
// through the server's sign-in form. Free of Vitest hooks, so that the global setup can use it too.
import {
  createApiClient,
  createMemoryTokenStorage,
  type ApiClient,
  type TokenStorage,
  type User,
} from '@vo/sdk';

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

export interface ApiSession {
  readonly client: ApiClient;
  readonly tokens: TokenStorage;
  readonly user: User;
}

/** A client of the API at `origin` (the server's own origin), with tokens in memory. */
export function createTestApiClient(
  origin: string,
  tokens: TokenStorage = createMemoryTokenStorage(),
): ApiClient {
  return createApiClient({ baseUrl: `${origin}/api`, tokens, sessionId: () => 'web-e2e-test-process' });
}

/**
 * Signs in as the app does, without a browser: the sign-in link, the server's sign-in form (its
 * redirect carries code and state), the code exchange, then GET /users/me.
 */
export async function signInThroughApi(origin: string, email: string): Promise<ApiSession> {
  const tokens = createMemoryTokenStorage();
  const client = createTestApiClient(origin, tokens);
  const { data: link } = await client.unwrap(
    client.api.GET('/auth/signin_link', { params: { query: { redirect: '/' } } }),
  );
  const state = new URL(link.link).searchParams.get('state') ?? '';
  const posted = await fetch(`${origin}/auth/signin`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, email, password: DEMO_PASSWORD }).toString(),
  });
  const callback = new URL(posted.headers.get('location') ?? '', origin);
  const code = callback.searchParams.get('code');
  if (posted.status !== 303 || code === null) {
    throw new Error(`Signing in ${email} through the API failed with status ${String(posted.status)}.`);
  }
  const { data: result } = await client.unwrap(
    client.api.GET('/auth/sign_in', {
      params: { query: { code, state: callback.searchParams.get('state') ?? state } },
    }),
  );
  tokens.setTokens({ accessToken: result.access_token, refreshToken: result.refresh_token });
  const { data: user } = await client.unwrap(client.api.GET('/users/me'));
  return { client, tokens, user };
}

/**
 * Marks the navbar tour finished for a demo account (PATCH /users/{id}, as closing its last step
 * does), so that the scenarios see the shell of a returning user: the tour's modal steps would
 * otherwise cover the page for every first sign-in, and whether a test meets it would depend on
 * which test closed it first.
 */
export async function finishNavbarTour(origin: string, email: string): Promise<void> {
  const { client, user } = await signInThroughApi(origin, email);
  await client.unwrap(
    client.api.PATCH('/users/{id}', {
      params: { path: { id: user.id } },
      body: { discovery_flags: { navbar_tour_finished: new Date().toISOString() } },
    }),
  );
}
