/**
 * The sign-in route, with the app path and query to come back to, sign-up instead of log-in, and
 * the flow that asks (the sign-in page says why: `listen`, `contact`...).
 */
export function signInPath(next: string, action?: 'signup', context?: string): string {
  const query = new URLSearchParams({ next });
  if (action !== undefined) query.set('action', action);
  if (context !== undefined) query.set('context', context);
  return `/login?${query.toString()}`;
}

/**
 * The app paths that finish what a visitor signed up for: the post-project flow's /preview posts the
 * kept draft, a shared ownership link (/sc/{id}, /shareControl/{id}) makes them the casting's owner,
 * the plans (/plans, /plans/{promo_code}: REFERRALS signs up) keep the plan chosen, which makes the
 * new account a voice actor (spec section 4). A new account returns there instead of starting
 * onboarding.
 */
const CONTINUES_AFTER_SIGN_UP = /^\/(preview|(sc|shareControl)\/[^/]+|plans(\/[^/]+)?)$/;

/**
 * Where the app goes after sign-in: onboarding for a new account, unless its flow continues at
 * `returnTo`. Onboarding is given the address signed up from (`next`): it tells the sign-up flow
 * (section 2's tags: search, va-profile...) and is where the user can go back to afterwards.
 */
export function afterSignInPath(returnTo: string | null, signUp: boolean): string {
  const path = returnTo ?? '/';
  const pathname = path.split(/[?#]/)[0] ?? '/';
  if (!signUp || CONTINUES_AFTER_SIGN_UP.test(pathname)) return path;
  return path === '/' ? '/onboarding' : `/onboarding?${new URLSearchParams({ next: path }).toString()}`;
}
