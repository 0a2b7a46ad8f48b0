import { describe, expect, it } from 'vitest';
import { callbackCredentials, cleanCallbackUrl, readCallbackParams, returnPath } from './callbackUrl';

describe('callback address', () => {
  it('temporary tokens are removed from the address after use: code, state and al_token go, the rest stays', () => {
    expect(cleanCallbackUrl('https://app.example.com/login?code=abc123&state=s7Hq2&cro=b#top')).toBe(
      'https://app.example.com/login?cro=b#top',
    );
    expect(cleanCallbackUrl('/signin?al_token=al_Vb1Zc8Ne4Wd6&next=%2Fplans&x=a+b')).toBe(
      '/signin?next=%2Fplans&x=a+b',
    );
  });

  it('drops the question mark when only temporary tokens were there', () => {
    expect(cleanCallbackUrl('/login?code=abc&state=def')).toBe('/login');
    expect(cleanCallbackUrl('/login?code=abc#frag')).toBe('/login#frag');
  });

  it('leaves an address without a query, or without temporary tokens, exactly as it was', () => {
    expect(cleanCallbackUrl('/projects/p7Xk2LmQ9v')).toBe('/projects/p7Xk2LmQ9v');
    expect(cleanCallbackUrl('/search?q=warm%20voice&codec=mp3&states=2')).toBe(
      '/search?q=warm%20voice&codec=mp3&states=2',
    );
  });

  it('recognizes an encoded parameter name and keeps a hash that looks like a query', () => {
    expect(cleanCallbackUrl('/login?%63ode=abc&keep=1')).toBe('/login?keep=1');
    expect(cleanCallbackUrl('/login#/x?code=1')).toBe('/login#/x?code=1');
  });

  it('the callback reads the query parameters code, state and al_token', () => {
    expect(readCallbackParams('/login?code=abc&state=def')).toEqual({
      code: 'abc',
      state: 'def',
      alToken: null,
    });
    expect(readCallbackParams('https://app.example.com/?al_token=al_1')).toEqual({
      code: null,
      state: null,
      alToken: 'al_1',
    });
  });

  it('exchanges a magic link token first, else a code with its state, else nothing', () => {
    expect(callbackCredentials({ code: 'c', state: 's', alToken: 'al' })).toEqual({
      kind: 'magicLink',
      alToken: 'al',
    });
    expect(callbackCredentials({ code: 'c', state: 's' })).toEqual({ kind: 'code', code: 'c', state: 's' });
    expect(callbackCredentials({ code: 'c' })).toBeNull();
    expect(callbackCredentials({})).toBeNull();
  });

  it('sign-in redirect keeps path and query', () => {
    expect(returnPath('/projects/p7Xk2LmQ9v/proposals', { dialog: 'book', cro: 'b' })).toBe(
      '/projects/p7Xk2LmQ9v/proposals?dialog=book&cro=b',
    );
    expect(returnPath('/dashboard')).toBe('/dashboard');
  });

  it('never returns to another site after sign-in', () => {
    expect(returnPath('//evil.example.com/x')).toBe('/');
    expect(returnPath('https://evil.example.com')).toBe('/');
    expect(returnPath('/a b')).toBe('/');
    expect(returnPath(`/a${String.fromCharCode(0)}`)).toBe('/');
  });

  it('drops a query too long for the sign-in link, keeping the path', () => {
    expect(returnPath('/search', { q: 'x'.repeat(3000) })).toBe('/search');
  });
});
