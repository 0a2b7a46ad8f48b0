import {
  getDefaultApiClient,
  type Favorite,
  type operations,
  type Provider,
  type SignInAction,
  type SignInLink,
  type SignInResult,
  type UpdateUserRequest,
  type User,
} from '@vo/sdk';
import { fromPromise } from 'xstate';
import { callbackCredentials, type CallbackParams } from './callbackUrl';
import { liveUpdatesMachine } from './liveUpdatesMachine';
import type { PendingFavorite } from './storage';

/** What a sign-up passes along with the code (the role signed up as, referrer, promo, "other"). */
export type SignUpOptions = Omit<operations['signIn']['parameters']['query'], 'code' | 'state'>;

export interface SignInLinkInput {
  redirect: string;
  context?: string;
  action?: SignInAction;
}
export interface ExchangeInput extends CallbackParams {
  signUp?: SignUpOptions;
}
export interface SaveUserInput {
  userId: number;
  body: UpdateUserRequest;
}

/** The network work, each calling the SDK by default; tests and stories replace them with `.provide()`. */
export const sessionActors = {
  /** GET /auth/signin_link */
  fetchSignInLink: fromPromise<SignInLink, SignInLinkInput>(async ({ input }) => {
    const client = getDefaultApiClient();
    const query = { redirect: input.redirect, context: input.context, action: input.action };
    const { data } = await client.unwrap(client.api.GET('/auth/signin_link', { params: { query } }));
    return data;
  }),
  /** GET /auth/magic_link with al_token, else GET /auth/sign_in with code and state. */
  exchangeCode: fromPromise<SignInResult, ExchangeInput>(async ({ input }) => {
    const credentials = callbackCredentials(input);
    if (credentials === null)
      throw new Error('The callback carries neither a code and state nor an al_token.');
    const client = getDefaultApiClient();
    const call =
      credentials.kind === 'magicLink'
        ? client.api.GET('/auth/magic_link', { params: { query: { al_token: credentials.alToken } } })
        : client.api.GET('/auth/sign_in', {
            params: { query: { ...input.signUp, code: credentials.code, state: credentials.state } },
          });
    const { data } = await client.unwrap(call);
    return data;
  }),
  /** GET /users/me (the user an admin acts as, when the SDK sends x-logged-as). */
  loadUser: fromPromise<User>(async () => {
    const client = getDefaultApiClient();
    const { data } = await client.unwrap(client.api.GET('/users/me'));
    return data;
  }),
  /** POST /users/{id}/provider (createProvider) with service voice_over. */
  createProvider: fromPromise<Pick<Provider, 'id'>, { userId: number }>(async ({ input }) => {
    const client = getDefaultApiClient();
    const call = client.api.POST('/users/{id}/provider', {
      params: { path: { id: input.userId } },
      body: { service_id: 'voice_over' },
    });
    const { data } = await client.unwrap(call);
    return data;
  }),
  /** POST /favorites */
  sendFavorite: fromPromise<Favorite, { favorite: PendingFavorite | null }>(async ({ input }) => {
    if (input.favorite === null) throw new Error('No favorite is pending.');
    const client = getDefaultApiClient();
    const { data } = await client.unwrap(client.api.POST('/favorites', { body: input.favorite }));
    return data;
  }),
  /** PATCH /users/{id} (JSON: preferences, completed actions, discovery flags; merged by the server). */
  saveUser: fromPromise<User, SaveUserInput>(async ({ input }) => {
    const client = getDefaultApiClient();
    const call = client.api.PATCH('/users/{id}', {
      params: { path: { id: input.userId } },
      body: input.body,
    });
    const { data } = await client.unwrap(call);
    return data;
  }),
  liveUpdates: liveUpdatesMachine,
};
