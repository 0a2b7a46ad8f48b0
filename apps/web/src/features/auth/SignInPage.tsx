import type { SignInAction } from '@vo/sdk';
import { Heading, Spinner, Stack, Text } from '@vo/ui';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppServices } from '../../lib/AppContext';
import { isSignedIn } from '../../lib/session/appSession';

/** The path and query to come back to, from `next` (an app path only; anything else is Home). */
export function signInTarget(search: URLSearchParams): { path: string; query: Record<string, string> } {
  const next = search.get('next') ?? '/';
  const safe = next.startsWith('/') && !next.startsWith('//') ? next : '/';
  const url = new URL(safe, 'https://app.invalid');
  const query = Object.fromEntries(url.searchParams);
  // A cro value on the sign-in address itself is kept too (spec section 2).
  const cro = search.get('cro');
  if (cro !== null && query['cro'] === undefined) query['cro'] = cro;
  return { path: url.pathname, query };
}

/**
 * /login and /signin: start authentication at the identity provider's page, keeping the path and
 * query to come back to. A visitor already signed in goes straight there.
 */
export function SignInPage() {
  const { session } = useAppServices();
  const [search] = useSearchParams();
  const navigate = useNavigate();

  useEffect(() => {
    const { path, query } = signInTarget(search);
    const snapshot = session.actor.getSnapshot();
    if (isSignedIn(snapshot)) {
      const rest = new URLSearchParams(query).toString();
      void navigate(rest === '' ? path : `${path}?${rest}`, { replace: true });
      return;
    }
    const action: SignInAction = search.get('action') === 'signup' ? 'signup' : 'login';
    // The flow that sent the visitor here, for the sign-in page to say why it asks.
    const context = search.get('context');
    session.actor.send({
      type: 'session.signIn',
      path,
      query,
      action,
      ...(context === null ? {} : { context }),
    });
  }, [search, session, navigate]);

  return (
    <Stack gap="md" align="center">
      <Heading level={1}>Signing you in</Heading>
      <Spinner label="Taking you to the sign-in page" />
      <Text>You will come back here once you have signed in.</Text>
    </Stack>
  );
}
