import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getCreateProviderMutationOptions,
  getGetMeQueryOptions,
  getUpdateUserServiceMutationOptions,
} from '@vo/sdk/hooks';
import { Banner, Button, Heading, Stack, Text } from '@vo/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppServices, useUser } from '../../lib/AppContext';
import { sessionUser } from '../../lib/session/responseUser';
import { isVoiceActor, marketplaceService, safeNext, signUpFlowOf, withNext } from './onboardingFlow';
import { QUIZ_STEPS } from './quizSteps';

const LOCAL_ERRORS = { errors: 'local' } as const;

const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : 'Unexpected Error.');

/**
 * `/onboarding/voice_actor_welcome` (spec section 2): what the quiz is for and what it asks, then
 * the quiz. A client who starts it gets a voice actor profile first (createProvider, spec section
 * 6: clients can start the voice actor quiz) and acts as a voice actor from then on.
 */
export function VoiceActorWelcomePage() {
  const user = useUser();
  const { session } = useAppServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = safeNext(search.get('next'));
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    ...getCreateProviderMutationOptions({ mutation: { meta: LOCAL_ERRORS } }),
  });
  const keepFlow = useMutation({
    ...getUpdateUserServiceMutationOptions({ mutation: { meta: LOCAL_ERRORS } }),
    onError: (failure) => {
      setError(`Your sign-up could not be saved: ${messageOf(failure)}`);
    },
  });
  if (user === null) return null;
  const quiz = withNext('/onboarding/voice_actor', next);
  const service = marketplaceService(user);
  const start = () => {
    setError(null);
    // A new account keeps the sign-up flow it came through (section 2's tags) on its service.
    if (service !== undefined && service.service_properties?.sign_up_flow === undefined)
      keepFlow.mutate({
        id: user.id,
        serviceId: service.id,
        data: { service_properties: { sign_up_flow: signUpFlowOf(next) } },
      });
    if (isVoiceActor(user)) {
      void navigate(quiz);
      return;
    }
    create.mutate(
      { id: user.id, data: { service_id: 'voice_over' } },
      {
        onSuccess: () => {
          // The session learns the new role and profile, and acts as the voice actor.
          void queryClient
            .query({ ...getGetMeQueryOptions(), staleTime: 0 })
            .then(({ data }) => {
              session.actor.send({ type: 'session.userChanged', user: sessionUser(data) });
              session.actor.send({ type: 'session.chooseRole', role: 'provider' });
              return navigate(quiz);
            })
            .catch((failure: unknown) => {
              setError(`Your voice actor profile could not be loaded: ${messageOf(failure)}`);
            });
        },
        onError: (failure) => {
          setError(`Your voice actor profile could not be created: ${messageOf(failure)}`);
        },
      },
    );
  };
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Heading level={1}>{`Welcome, ${user.name}`}</Heading>
        <Text>
          Clients find voice actors by language, voice and style, and listen to their samples before they
          invite or book. A short quiz sets up your profile so that the right castings reach you.
        </Text>
        <Text tone="muted">
          {`${String(QUIZ_STEPS.length)} steps: where you record, your languages, your voice, your vocal abilities, the services you offer, how you record, your experience, a sample and a few words about you. Each answer is saved as you go: leave whenever you like and come back to the same step.`}
        </Text>
      </Stack>
      <div>
        <Button onClick={start} loading={create.isPending}>
          Start the quiz
        </Button>
      </div>
      <div role="status">
        {error === null ? null : (
          <Banner label="Not started" tone="danger">
            {error}
          </Banner>
        )}
      </div>
    </Stack>
  );
}
