import {
  ApiError,
  type TokenStorage,
  type User,
  type SignInResult,
  type Favorite,
  type ErrorName,
} from '@vo/sdk';
import { fromCallback, fromPromise } from 'xstate';
import type { SocketEvent, SocketInput } from '../liveUpdatesMachine';
import type { KeyValueStore } from '../storage';

const base: User = {
  id: 5530,
  username: 'dana.client',
  name: 'Dana Client',
  roles: ['client'],
  provider_id: null,
  created_at: '2021-03-01T10:00:00Z',
};

/** A client: no provider profile. */
export const clientUser: User = {
  ...base,
  services: [
    {
      id: 1,
      service_id: 'voice_over',
      usage_reason: [],
      organization_type: null,
      stats: { pending_events: 2, active_projects: 1 },
    },
  ],
};
/** A voice actor who is also a client (provider role and a provider id). */
export const voiceActorUser: User = {
  ...base,
  id: 9310,
  username: 'maria.lopez.vo',
  name: 'Maria Lopez',
  roles: ['client', 'provider'],
  provider_id: 4821,
  created_at: '2019-08-14T09:12:00Z',
  provider_stats: { unread_bookings_invitations: 1, unread_projects_invitations: 4, bookings_accepted: 23 },
};
/** Provider role but no provider id: not a voice actor (spec section 6). */
export const providerRoleWithoutProfile: User = { ...base, id: 9311, roles: ['provider'], provider_id: null };
export const adminUser: User = {
  ...base,
  id: 1,
  username: 'ada.admin',
  name: 'Ada Admin',
  roles: ['admin', 'client'],
};

export const signInResult: SignInResult = {
  access_token: 'eyJhbGciOiJIUzI1NiJ9.access.signature',
  refresh_token: 'rt_9f3KxQ2mLp7Vb1Zc8Ne4Wd6Ya0Hs5Tu',
  logout_link: 'https://login.example.com/logout',
  sign_up: false,
};
export const signInLink = { link: 'https://login.example.com/authorize?state=s7Hq2Lx9Vb' };

export const favorite = {
  target: 'provider',
  target_id: 4821,
  additional_data: { source: 'search' },
} as const;
export const savedFavorite: Favorite = { ...favorite, user_id: 5530, created_at: '2026-11-21T10:00:00Z' };

export const apiError = (status: number, name: ErrorName, message = 'Failed.') =>
  new ApiError({ status, code: 'test', message, name });
export const expiredToken = apiError(401, 'ExpiredTokenError', 'The sign-in code has expired.');
export const invalidToken = apiError(401, 'InvalidTokenSupplied', 'The token is invalid.');
export const userGone = apiError(404, 'NotFoundError', 'User not found.');
export const unavailable = apiError(503, 'ServiceUnavailableError', 'Down for maintenance.');

/** Token storage and key-value store that ignore writes: graph replays share one input, so nothing may leak. */
export const inertTokens: TokenStorage = {
  getAccessToken: () => 'stored-access-token',
  getRefreshToken: () => 'stored-refresh-token',
  setTokens: () => undefined,
  clear: () => undefined,
};
export const inertStore: KeyValueStore = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

/** A promise actor that never settles: the graph replay sends its done and error events itself. */
export const pending = <T, I = unknown>() => fromPromise<T, I>(() => new Promise<T>(() => undefined));
/** A socket that never reports anything. */
export const silentSocket = fromCallback<SocketEvent, SocketInput>(() => undefined);
