import { ApiError } from '@vo/sdk';
import { describe, expect, it } from 'vitest';
import { errorOutcome, errorRoutePath } from './errorPolicy';

const error = (status: number | 'Network', message = 'Something failed.', name = 'ValidationError') =>
  new ApiError({ status, code: 'x', message, name: name as ApiError['name'] });

describe('section 8: global handling by status', () => {
  it('503: the full page', () => {
    expect(errorOutcome(error(503))).toEqual({ kind: 'maintenance' });
  });

  it("a network error or a status above 500: the snackbar 'Network error'", () => {
    expect(errorOutcome(ApiError.network())).toEqual({ kind: 'snackbar', message: 'Network error' });
    expect(errorOutcome(error(502))).toEqual({ kind: 'snackbar', message: 'Network error' });
    expect(errorOutcome(error(504))).toEqual({ kind: 'snackbar', message: 'Network error' });
  });

  it("400: the server's message in a snackbar", () => {
    expect(errorOutcome(error(400, 'The e-mail is not valid.'))).toEqual({
      kind: 'snackbar',
      message: 'The e-mail is not valid.',
    });
  });

  it.each([401, 403, 404])('%i: the error page with the message', (status) => {
    expect(errorOutcome(error(status, 'Not yours.', 'ForbiddenError'))).toEqual({
      kind: 'page',
      status,
      message: 'Not yours.',
    });
  });

  it('401-404 that mention upgrading the membership are left to the screen', () => {
    expect(errorOutcome(error(403, 'Upgrade your membership to send more proposals.'))).toEqual({
      kind: 'none',
    });
    expect(errorOutcome(error(404, 'This needs a Premium membership: please upgrade.'))).toEqual({
      kind: 'none',
    });
  });

  it('a 401 the session acts on (logout, sign-in) shows nothing more', () => {
    for (const name of ['RefreshTokenFailed', 'InvalidTokenSupplied', 'ExpiredTokenError']) {
      expect(errorOutcome(error(401, 'Bad token.', name))).toEqual({ kind: 'none' });
    }
    // NotTokenError reaches here only when the replay after a refresh failed too: the error page.
    expect(errorOutcome(error(401, 'Still not.', 'NotTokenError')).kind).toBe('page');
  });

  it.each([405, 409, 415, 422, 429, 500])("%i: the snackbar 'Unexpected Error'", (status) => {
    expect(errorOutcome(error(status))).toEqual({ kind: 'snackbar', message: 'Unexpected Error' });
  });

  it('other defined statuses show the error page', () => {
    expect(errorOutcome(error(304, 'Not modified.'))).toEqual({
      kind: 'page',
      status: 304,
      message: 'Not modified.',
    });
  });

  it("anything that is not an API error: 'Unexpected Error'", () => {
    expect(errorOutcome(new TypeError('x is undefined'))).toEqual({
      kind: 'snackbar',
      message: 'Unexpected Error',
    });
  });

  it('the error route carries status and message', () => {
    expect(errorRoutePath(404, 'Project not found.')).toBe('/error?status=404&message=Project+not+found.');
    expect(errorRoutePath('Network', 'Check your Internet connection')).toBe(
      '/error?status=Network&message=Check+your+Internet+connection',
    );
  });
});
