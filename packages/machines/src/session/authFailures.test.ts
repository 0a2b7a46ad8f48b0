import { describe, expect, it } from 'vitest';
import { ApiError } from '@vo/sdk';
import { authFailureRedirect, isLogoutReason, sessionError, unauthorizedRedirect } from './authFailures';
import { apiError, expiredToken, invalidToken, unavailable, userGone } from './testing/fixtures';

describe('auth failures', () => {
  it('ExpiredTokenError leads to logout (the logged-out page)', () => {
    expect(authFailureRedirect(expiredToken)).toBe('loggedOut');
  });

  it('a user fetch returning 404 leads to logout', () => {
    expect(authFailureRedirect(userGone)).toBe('loggedOut');
  });

  it('other auth failures go to login', () => {
    expect(authFailureRedirect(invalidToken)).toBe('login');
    expect(authFailureRedirect(apiError(401, 'RefreshTokenFailed'))).toBe('login');
    expect(authFailureRedirect(apiError(403, 'ForbiddenError'))).toBe('login');
  });

  it('a failure that is not about auth goes to the error route', () => {
    expect(authFailureRedirect(unavailable)).toBe('error');
    expect(authFailureRedirect(ApiError.network())).toBe('error');
    expect(authFailureRedirect(new Error('bug'))).toBe('error');
  });

  it('RefreshTokenFailed, InvalidTokenSupplied or a missing refresh token mean logout; login-required does not', () => {
    expect(isLogoutReason('RefreshTokenFailed')).toBe(true);
    expect(isLogoutReason('InvalidTokenSupplied')).toBe(true);
    expect(isLogoutReason('MissingRefreshToken')).toBe(true);
    expect(isLogoutReason('ExpiredTokenError')).toBe(true);
    expect(isLogoutReason('LoginRequired')).toBe(false);
  });

  it('a 401 event leads to logout for those reasons, and to login when login is required', () => {
    expect(unauthorizedRedirect('ExpiredTokenError')).toBe('loggedOut');
    expect(unauthorizedRedirect('MissingRefreshToken')).toBe('loggedOut');
    expect(unauthorizedRedirect('LoginRequired')).toBe('login');
  });

  it("keeps the status and message for the error page; a network failure says 'Check your Internet connection'", () => {
    expect(sessionError(unavailable)).toEqual({ status: 503, message: 'Down for maintenance.' });
    expect(sessionError(ApiError.network())).toEqual({
      status: 'Network',
      message: 'Check your Internet connection',
    });
    expect(sessionError('boom')).toEqual({ status: null, message: 'something went wrong' });
  });
});
