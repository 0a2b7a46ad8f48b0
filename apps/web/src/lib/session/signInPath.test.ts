import { describe, expect, it } from 'vitest';
import { afterSignInPath } from './signInPath';

describe('afterSignInPath: where the app goes once signed in', () => {
  it('goes back to the kept path after a log-in', () => {
    expect(afterSignInPath('/search?languages=english', false)).toBe('/search?languages=english');
    expect(afterSignInPath(null, false)).toBe('/');
  });

  it('starts onboarding for a new account, unless its flow continues where it returns (the post-project preview)', () => {
    expect(afterSignInPath(null, true)).toBe('/onboarding');
    expect(afterSignInPath('/', true)).toBe('/onboarding');
    expect(afterSignInPath('/search?languages=english', true)).toBe(
      '/onboarding?next=%2Fsearch%3Flanguages%3Denglish',
    );
    expect(afterSignInPath('/postHome', true)).toBe('/onboarding?next=%2FpostHome');
    expect(afterSignInPath('/preview', true)).toBe('/preview');
    // The plan chosen before signing up is still chosen (it makes the account a voice actor).
    expect(afterSignInPath('/plans?plan=premium-5&period=ANNUAL', true)).toBe(
      '/plans?plan=premium-5&period=ANNUAL',
    );
    expect(afterSignInPath('/plans/REFERRALS', true)).toBe('/plans/REFERRALS');
    expect(afterSignInPath('/plansRedirect', true)).toBe('/onboarding?next=%2FplansRedirect');
    expect(afterSignInPath('/preview?cro=b', true)).toBe('/preview?cro=b');
    expect(afterSignInPath('/previews', true)).toBe('/onboarding?next=%2Fpreviews');
  });

  it('takes a new account on to the shared ownership link it signed up through', () => {
    expect(afterSignInPath('/sc/eyJwIjpbMV19.c2ln', true)).toBe('/sc/eyJwIjpbMV19.c2ln');
    expect(afterSignInPath('/shareControl/eyJwIjpbMV19.c2ln', true)).toBe('/shareControl/eyJwIjpbMV19.c2ln');
    expect(afterSignInPath('/sc', true)).toBe('/onboarding?next=%2Fsc');
    expect(afterSignInPath('/sc/a/b', true)).toBe('/onboarding?next=%2Fsc%2Fa%2Fb');
  });
});
