import { useMutation } from '@tanstack/react-query';
import type { HiredBefore, Intent, OrganizationType, User } from '@vo/sdk';
import { getJoinUserAsClientMutationOptions, getUpdateUserServiceMutationOptions } from '@vo/sdk/hooks';
import { Banner, Heading, OnboardingStepper, Stack, Text, type OnboardingAnswers } from '@vo/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppServices, useUser } from '../../lib/AppContext';
import { sessionUser } from '../../lib/session/responseUser';
import { afterClientOnboarding, marketplaceService, safeNext, signUpFlowOf } from './onboardingFlow';

/** The page shows save errors itself, beside the questions (app/queryClient.ts). */
const LOCAL_ERRORS = { errors: 'local' } as const;

const one = (answer: OnboardingAnswers[string]): string => (typeof answer === 'string' ? answer : '');
const many = (answer: OnboardingAnswers[string]): string[] =>
  answer === undefined ? [] : typeof answer === 'string' ? [answer] : [...answer];

/**
 * `/onboarding/client` (spec section 2): the client's three questions — who they are, whether they
 * hired voice actors before, what they came to do — saved to their marketplace service as its
 * organization type, hired_before and usage reasons, with the sign-up flow they came through. A
 * client who chose Managed services is a managed-service user (section 6). Then their home. A voice
 * actor who follows the drawer's Join as a client joins with the answers (joinUserAsClient).
 */
export function ClientOnboardingPage() {
  const user = useUser();
  if (user === null) return null;
  return <Questions user={user} />;
}

function Questions({ user }: { user: User }) {
  const { session } = useAppServices();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = safeNext(search.get('next'));
  const service = marketplaceService(user);
  // A voice actor who follows Join as a client: the answers make them a client too.
  const joining = !user.roles.includes('client');
  const [error, setError] = useState<string | null>(null);
  const join = useMutation({ ...getJoinUserAsClientMutationOptions({ mutation: { meta: LOCAL_ERRORS } }) });
  const save = useMutation({ ...getUpdateUserServiceMutationOptions({ mutation: { meta: LOCAL_ERRORS } }) });
  const existing = service
    ? {
        organization_type: service.organization_type ?? undefined,
        hired_before: service.service_properties?.hired_before,
        intent: service.usage_reason.length > 0 ? service.usage_reason : undefined,
      }
    : {};

  const finish = async (answers: OnboardingAnswers) => {
    setError(null);
    const intent = many(answers['intent']);
    try {
      let current = user;
      if (joining) {
        current = sessionUser((await join.mutateAsync({ id: user.id })).data);
        session.actor.send({ type: 'session.userChanged', user: current });
        session.actor.send({ type: 'session.chooseRole', role: 'client' });
      }
      const target = marketplaceService(current);
      if (target === undefined)
        throw new Error('Your account has no marketplace service to save the answers to.');
      const { data: saved } = await save.mutateAsync({
        id: user.id,
        serviceId: target.id,
        data: {
          organization_type: one(answers['organization_type']) as OrganizationType,
          usage_reason: intent as Intent[],
          service_properties: {
            hired_before: one(answers['hired_before']) as HiredBefore,
            sign_up_flow: target.service_properties?.sign_up_flow ?? signUpFlowOf(next),
          },
        },
      });
      // The shell and the other pages read the user's services from the session.
      session.actor.send({
        type: 'session.userChanged',
        user: {
          ...current,
          services: (current.services ?? []).map((entry) => (entry.id === saved.id ? saved : entry)),
        },
      });
      await navigate(afterClientOnboarding({ intent }), { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Unexpected Error.');
    }
  };

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Heading level={1}>{`Welcome, ${user.name}`}</Heading>
        <Text tone="muted">
          {joining
            ? 'Three questions, and you are a client too: you keep your voice actor profile and switch roles at the top.'
            : 'Three questions, so we show you what fits. You can change the answers later.'}
        </Text>
      </Stack>
      <OnboardingStepper
        defaultAnswers={existing}
        busy={save.isPending || join.isPending}
        onComplete={({ answers }) => {
          void finish(answers);
        }}
      />
      <div role="status">
        {error === null ? null : (
          <Banner label="Not saved" tone="danger">
            {`Your answers were not saved: ${error} Try again.`}
          </Banner>
        )}
      </div>
    </Stack>
  );
}
