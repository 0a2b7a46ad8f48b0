// auth: the sign-in link, the code exchange, magic links and token refresh (spec section 7 Auth).
import type { Handlers } from '../../contract/types';
import { getSignInLink } from './getSignInLink';
import { refreshAccessToken } from './refreshAccessToken';
import { signIn } from './signIn';
import { signInWithMagicLink } from './signInWithMagicLink';
import { signInWithPassword } from './signInWithPassword';

export const authHandlers = {
  getSignInLink,
  signIn,
  signInWithMagicLink,
  signInWithPassword,
  refreshAccessToken,
} satisfies Handlers;
