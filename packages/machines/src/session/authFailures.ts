import { ApiError, UNEXPECTED_ERROR_MESSAGE, type ApiErrorStatus, type LogoutReason } from '@vo/sdk';

/**
 * Where the app must go now: back to the path kept at sign-in ('return'), or after a failure (spec
 * section 8) to the logged-out page, the login, the error route, or (a failed provider creation) the
 * dashboard.
 */
export type SessionRedirect = 'loggedOut' | 'login' | 'error' | 'dashboard' | 'return';

/** What the app shows of a failure: its status ('Network' when no response came) and message. */
export interface SessionError {
  readonly status: ApiErrorStatus | null;
  readonly message: string;
}

/** The names `session.unauthorized` carries: the SDK's onLogout reasons, or its onLoginRequired. */
export type UnauthorizedName = LogoutReason | 'LoginRequired';

const LOGOUT_REASONS: readonly UnauthorizedName[] = [
  'RefreshTokenFailed',
  'InvalidTokenSupplied',
  'ExpiredTokenError',
  'MissingRefreshToken',
];

/**
 * A 401 the session cannot survive (RefreshTokenFailed, InvalidTokenSupplied, an expired token, or no
 * refresh token stored) means logout; only the login-required event (a 401 with no token) means login.
 */
export const isLogoutReason = (name: UnauthorizedName): boolean => LOGOUT_REASONS.includes(name);

/**
 * Where a `session.unauthorized` leads: logout for the reasons above, login for login-required; a name
 * the SDK may add later leads nowhere until it is placed here.
 */
export function unauthorizedRedirect(name: UnauthorizedName): 'loggedOut' | 'login' | null {
  if (isLogoutReason(name)) return 'loggedOut';
  return name === 'LoginRequired' ? 'login' : null;
}

/**
 * Where a failed sign-in step or auth check leads (spec section 8): ExpiredTokenError and a user fetch
 * answering 404 (the account is gone) log out to the logged-out page; other auth failures (401, 403)
 * go to login; anything else (network, 5xx, 4xx with a body) goes to the error route.
 */
export function authFailureRedirect(error: unknown): 'loggedOut' | 'login' | 'error' {
  if (!(error instanceof ApiError)) return 'error';
  if (error.name === 'ExpiredTokenError' || error.status === 404) return 'loggedOut';
  if (error.status === 401 || error.status === 403) return 'login';
  return 'error';
}

/** The status and message of a failure, for the error route or the dashboard. */
export function sessionError(error: unknown): SessionError {
  if (error instanceof ApiError) return { status: error.status, message: error.message };
  return { status: null, message: UNEXPECTED_ERROR_MESSAGE };
}
