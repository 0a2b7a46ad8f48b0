import { useQuery } from '@tanstack/react-query';
import type { User } from '@vo/sdk';
import { getGetProviderQueryOptions } from '@vo/sdk/hooks';
import { Heading, Skeleton, Stack, Text } from '@vo/ui';
import { Navigate, useSearchParams } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import { useUser } from '../../lib/AppContext';
import { QueryState } from '../../lib/queryState';
import { isVoiceActor, onboardingTarget, safeNext, withNext } from './onboardingFlow';
import { resumeStep } from './quizSteps';

/**
 * `/onboarding` (spec section 2): where a new account starts, sent on by role — a voice actor to the
 * welcome and quiz, a client to the three questions, someone already onboarded to
 * `/onboarding/existing_user`. Someone who signed up as "other" chooses.
 */
export function OnboardingPage() {
  const user = useUser();
  const [search] = useSearchParams();
  const next = safeNext(search.get('next'));
  // The route needs a signed-in user: the router sent anyone else to sign in.
  if (user === null) return null;
  if (isVoiceActor(user)) return <VoiceActorRouting user={user} next={next} />;
  const target = onboardingTarget(user, null);
  if (target !== null) return <Navigate to={withNext(target, next)} replace />;
  return <Choose name={user.name} next={next} />;
}

function VoiceActorRouting({ user, next }: { user: User; next: string | null }) {
  const query = useQuery(getGetProviderQueryOptions(user.provider_id ?? 0));
  return (
    <QueryState
      query={query}
      loading={<Loading />}
      failed={{ title: 'Your voice actor profile could not be loaded' }}
    >
      {({ data }) => (
        <Navigate
          to={withNext(onboardingTarget(user, resumeStep(data.quiz_answers) === null) ?? '/', next)}
          replace
        />
      )}
    </QueryState>
  );
}

function Choose({ name, next }: { name: string; next: string | null }) {
  return (
    <Stack gap="lg">
      <Heading level={1}>{`Welcome, ${name}`}</Heading>
      <Text>How will you use the marketplace? You can do both later from your account.</Text>
      <Stack gap="md">
        <AppLink to={withNext('/onboarding/client', next)} variant="standalone">
          I want to hire voice actors
        </AppLink>
        <AppLink to={withNext('/onboarding/voice_actor_welcome', next)} variant="standalone">
          I am a voice actor
        </AppLink>
      </Stack>
    </Stack>
  );
}

function Loading() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading your onboarding">
      <Skeleton lines={3} />
    </div>
  );
}
