import { Heading, Spinner, Stack } from '@vo/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAppServices } from '../../lib/AppContext';
import { isSignedIn } from '../../lib/session/appSession';

/** /loggedOut: the stored auth token goes, then Home (spec section 2). */
export function LoggedOutPage() {
  const { session } = useAppServices();
  const navigate = useNavigate();

  useEffect(() => {
    const { actor, tokens } = session;
    // Arriving here signed in (a typed address, another tab) signs out first.
    if (isSignedIn(actor.getSnapshot())) actor.send({ type: 'session.logout' });
    tokens.clear();
    actor.send({ type: 'session.reset' });
    void navigate('/', { replace: true });
  }, [session, navigate]);

  return (
    <Stack gap="md" align="center">
      <Heading level={1}>You are signed out</Heading>
      <Spinner label="Going to the home page" />
    </Stack>
  );
}
