import { ApiError, type ApiErrorStatus } from '@vo/sdk';

/** Section 8's snackbar wordings. */
export const NETWORK_SNACKBAR = 'Network error';
export const UNEXPECTED_SNACKBAR = 'Unexpected Error';
/** The 503 page's title. */
export const MAINTENANCE_TITLE = "We'll be right back!";

/** What the app does with a failed call (spec section 8, global handling by status). */
export type ErrorOutcome =
  /** 503: the whole app gives way to the maintenance page. */
  | { kind: 'maintenance' }
  | { kind: 'snackbar'; message: string }
  /** The error page (the /error route) with this status and message. */
  | { kind: 'page'; status: ApiErrorStatus; message: string }
  /**
   * Nothing global: the session already acts on this 401 (logout or sign-in), or the screen shows an
   * upgrade prompt for a membership message.
   */
  | { kind: 'none' };

/** A 401-404 whose message asks for a better membership is the screen's to show, not an error page. */
const mentionsMembershipUpgrade = (message: string): boolean =>
  /\bupgrad\w*\b[\s\S]*\bmembership\b|\bmembership\b[\s\S]*\bupgrad\w*/i.test(message);

/** 401s the session handles itself: logout names, and a 401 while nobody is signed in. */
const SESSION_401_NAMES: readonly string[] = [
  'RefreshTokenFailed',
  'InvalidTokenSupplied',
  'ExpiredTokenError',
  'LoginRequired',
];

/** The global decision for any thrown value (an ApiError, or anything else a call may throw). */
export function errorOutcome(error: unknown): ErrorOutcome {
  if (!(error instanceof ApiError)) return { kind: 'snackbar', message: UNEXPECTED_SNACKBAR };
  const { status, message } = error;
  if (status === 'Network') return { kind: 'snackbar', message: NETWORK_SNACKBAR };
  if (status === 503) return { kind: 'maintenance' };
  if (status > 500) return { kind: 'snackbar', message: NETWORK_SNACKBAR };
  if (status === 400) return { kind: 'snackbar', message };
  if (status >= 401 && status <= 404) {
    if (status === 401 && SESSION_401_NAMES.includes(error.name)) return { kind: 'none' };
    if (mentionsMembershipUpgrade(message)) return { kind: 'none' };
    return { kind: 'page', status, message };
  }
  if (status >= 405 && status <= 500) return { kind: 'snackbar', message: UNEXPECTED_SNACKBAR };
  // Other defined statuses show the error page.
  return { kind: 'page', status, message };
}

/** The error route's address for a status and message. */
export function errorRoutePath(status: ApiErrorStatus, message: string): string {
  const query = new URLSearchParams({ status: String(status), message });
  return `/error?${query.toString()}`;
}
