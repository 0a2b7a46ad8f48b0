// getSignInLink: Get the sign-in link (GET /auth/signin_link).
import { randomToken } from '../../auth/crypto';
import { serverOriginFor } from '../../auth/origins';
import type { Handler } from '../../contract/types';
import { appOrigin, saveSignInState } from '../../modules/users/signIn';

export const getSignInLink: Handler<'getSignInLink'> = async ({ query, services, request }) => {
  const state = randomToken('st_', 18);
  const origin = appOrigin(request, services);
  await saveSignInState(services, {
    state,
    redirect: `${origin}${query.redirect ?? '/'}`,
    context: query.context ?? null,
    action: query.action ?? 'login',
  });
  const link = new URL('/auth/signin', serverOriginFor(services.config, origin));
  link.searchParams.set('state', state);
  if (query.action === 'signup') link.searchParams.set('screen_hint', 'signup');
  return { status: 200, body: { link: link.toString() } };
};
