import { Heading, Stack, Text } from '@vo/ui';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import { useUser } from '../../lib/AppContext';
import { clientAnswered, isManagedServiceUser, isVoiceActor, safeNext } from './onboardingFlow';

/**
 * `/onboarding/existing_user` (spec section 2): someone already onboarded who comes to onboarding
 * again (a second sign-up with the same e-mail, an old link): what their account already holds, and
 * where to go next — their home, the client questions or the voice actor quiz they have not done.
 */
export function ExistingUserPage() {
  const user = useUser();
  const [search] = useSearchParams();
  const next = safeNext(search.get('next'));
  if (user === null) return null;
  const voiceActor = isVoiceActor(user);
  const client = user.roles.includes('client');
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Heading level={1}>{`Welcome back, ${user.name}`}</Heading>
        <Text>
          {voiceActor && client
            ? 'Your account is set up as a client and as a voice actor.'
            : voiceActor
              ? 'Your account is set up as a voice actor.'
              : 'Your account is set up as a client.'}
          {isManagedServiceUser(user) ? ' You chose Managed services for your projects.' : ''}
        </Text>
      </Stack>
      <Stack gap="md">
        {next === null ? null : (
          <AppLink to={next} variant="standalone">
            Continue where you were
          </AppLink>
        )}
        {client ? (
          <AppLink to="/dashboard/home" variant="standalone">
            Go to your client home
          </AppLink>
        ) : null}
        {voiceActor ? (
          <AppLink to="/voice-actor/dashboard" variant="standalone">
            Go to your voice actor dashboard
          </AppLink>
        ) : null}
        {client && !clientAnswered(user) ? (
          <AppLink to="/onboarding/client" variant="standalone">
            Tell us about your projects
          </AppLink>
        ) : null}
        {voiceActor ? (
          <AppLink to="/onboarding/voice_actor" variant="standalone">
            Review your voice actor quiz
          </AppLink>
        ) : (
          <AppLink to="/onboarding/voice_actor_welcome" variant="standalone">
            Become a voice actor too
          </AppLink>
        )}
        <AppLink to="/account" variant="standalone">
          Your account
        </AppLink>
      </Stack>
    </Stack>
  );
}
