// Test helpers (`@vo/sdk/testing`) for a project that consumes the SDK: signing in to a real server
// with e-mail and password, the mock API as an MSW server in Node, and a react-query wrapper whose
// hooks send through a given client. Node only (msw/node); never imported by production code.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer, type SetupServer } from 'msw/node';
import { createElement, type ReactNode } from 'react';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../client/core';
import { setDefaultApiClient } from '../client/defaultClient';
import { createMemoryTokenStorage, type TokenStorage } from '../client/tokens';
import type { User } from '../generated/types';
import { createMockApi, type MockAnswers, type MockApi, type MockApiOptions } from '../mocks/index';

/** A signed-in session: its client (tokens in memory), the tokens, and the user as GET /users/me reads it. */
export interface SignedIn {
  readonly client: ApiClient;
  readonly tokens: TokenStorage;
  readonly user: User;
}

/**
 * Signs in to the API at `baseUrl` (with its /api prefix: `http://localhost:8080/api`) with an
 * account's e-mail and password (POST /auth/password, signInWithPassword), without a browser or the
 * sign-in page. Rejects with the ApiError (401 'Wrong e-mail or password.') when they do not match.
 */
export async function signIn(
  baseUrl: string,
  email: string,
  password: string,
  options: Partial<Omit<ApiClientOptions, 'baseUrl' | 'tokens'>> = {},
): Promise<SignedIn> {
  const tokens = createMemoryTokenStorage();
  const client = createApiClient({ ...options, baseUrl, tokens });
  const { data: session } = await client.unwrap(
    client.api.POST('/auth/password', { body: { email, password } }),
  );
  tokens.setTokens({ accessToken: session.access_token, refreshToken: session.refresh_token });
  const { data: user } = await client.unwrap(client.api.GET('/users/me'));
  return { client, tokens, user };
}

export interface MockServer {
  /** The MSW server, listening: `server.use(mockOperation('getMe', user))` overrides one operation. */
  readonly server: SetupServer;
  /** The requests each operation received: `calls('getMe')`. */
  readonly calls: MockApi['calls'];
  /** Stops intercepting requests. */
  readonly close: () => void;
}

export interface MockServerOptions extends MockApiOptions {
  /** What a request to no operation of the document does. @default 'error' */
  readonly onUnhandledRequest?: 'error' | 'warn' | 'bypass';
}

/**
 * Starts the SDK's mock API in Node (msw/node): every operation of the document answers, with
 * `answers` where given and seeded generated data (with paging headers) elsewhere, on any origin
 * under /api. Give a client `baseUrl: 'http://api.test/api'` (any origin works) and call `close()`
 * when done.
 */
export function startMockServer(answers: MockAnswers = {}, options: MockServerOptions = {}): MockServer {
  const api = createMockApi(answers, options);
  const server = setupServer(...api.handlers);
  server.listen({ onUnhandledRequest: options.onUnhandledRequest ?? 'error' });
  return {
    server,
    calls: api.calls,
    close: () => {
      server.close();
    },
  };
}

/**
 * A wrapper for `renderHook` / `render` of a testing library: a fresh QueryClient without retries
 * (a failing call fails the test at once), and `client` made the one the generated hooks send through.
 */
export function createQueryWrapper(
  client: ApiClient,
  queryClient: QueryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  }),
): (props: { children: ReactNode }) => ReactNode {
  setDefaultApiClient(client);
  return ({ children }) => createElement(QueryClientProvider, { client: queryClient }, children);
}
