import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttributeGroup, Provider, User } from '@vo/sdk';
import {
  getGetAllAttributesQueryOptions,
  getGetProviderQueryOptions,
  getUpdateProviderMutationOptions,
  getUpdateUserMutationOptions,
} from '@vo/sdk/hooks';
import { Banner, Checklist, Heading, Inline, ProgressBar, Skeleton, Stack, Text } from '@vo/ui';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import { useAppServices, useUser } from '../../lib/AppContext';
import { JSON_BODY, sessionUser } from '../../lib/session/responseUser';
import { allQueries, QueryState } from '../../lib/queryState';
import { isVoiceActor, safeNext, withNext } from './onboardingFlow';
import {
  AttributeStepForm,
  ExperienceForm,
  LocationForm,
  SamplesForm,
  SummaryForm,
  type StepResult,
} from './QuizForms';
import {
  CHECKLIST,
  isQuizStep,
  nextStep,
  previousStep,
  profileUpdate,
  QUIZ_STEPS,
  reachable,
  resumeStep,
  STEP_INFO,
  type QuizStep,
} from './quizSteps';

const LOCAL_ERRORS = { errors: 'local' } as const;

/**
 * The voice actor quiz (`/onboarding/voice_actor?step=…`, spec section 2): one step per question,
 * each answer saved to the profile at once (so leaving and coming back resumes at the step not
 * answered yet), ticking section 9's first-onboarding checklist flags; the last shows the checklist.
 */
export function VoiceActorQuizPage() {
  const user = useUser();
  const [search] = useSearchParams();
  if (user === null) return null;
  // A client starts the quiz from its welcome, which makes their profile first.
  if (!isVoiceActor(user))
    return (
      <Navigate to={withNext('/onboarding/voice_actor_welcome', safeNext(search.get('next')))} replace />
    );
  return <QuizData user={user} providerId={user.provider_id ?? 0} />;
}

function QuizData({ user, providerId }: { user: User; providerId: number }) {
  const provider = useQuery({ ...getGetProviderQueryOptions(providerId), meta: LOCAL_ERRORS });
  const attributes = useQuery({ ...getGetAllAttributesQueryOptions(), meta: LOCAL_ERRORS });
  return (
    <QueryState
      query={allQueries([provider, attributes])}
      loading={<QuizSkeleton />}
      failed={{ title: 'Your voice actor profile could not be loaded' }}
    >
      {([profile, groups]) => <Quiz user={user} provider={profile.data} attributes={groups.data} />}
    </QueryState>
  );
}

function Quiz({
  user,
  provider,
  attributes,
}: {
  user: User;
  provider: Provider;
  attributes: AttributeGroup;
}) {
  const [search] = useSearchParams();
  const next = safeNext(search.get('next'));
  const asked = search.get('step');
  const resume = resumeStep(provider.quiz_answers);
  const at = (step: QuizStep | 'done') => withNext(`/onboarding/voice_actor?step=${step}`, next);
  if (asked === 'done' && resume === null) return <Finished user={user} provider={provider} next={next} />;
  if (!isQuizStep(asked) || !reachable(asked, provider.quiz_answers))
    return <Navigate to={at(resume ?? 'done')} replace />;
  return (
    <StepPage key={asked} step={asked} user={user} provider={provider} attributes={attributes} at={at} />
  );
}

interface StepPageProps {
  step: QuizStep;
  user: User;
  provider: Provider;
  attributes: AttributeGroup;
  at: (step: QuizStep | 'done') => string;
}

function StepPage({ step, user, provider, attributes, at }: StepPageProps) {
  const info = STEP_INFO[step];
  const index = QUIZ_STEPS.indexOf(step);
  const { session } = useAppServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const saveProfile = useMutation({
    ...getUpdateProviderMutationOptions({ mutation: { meta: LOCAL_ERRORS } }),
  });
  const saveUser = useMutation({
    ...getUpdateUserMutationOptions({ mutation: { meta: LOCAL_ERRORS }, request: JSON_BODY }),
  });
  const busy = saveProfile.isPending || saveUser.isPending;

  const save = async (result: StepResult) => {
    setError(null);
    try {
      const saved = await saveProfile.mutateAsync({
        id: provider.id,
        data: profileUpdate(provider, result.change),
      });
      const userChange = {
        ...(Object.keys(result.flags).length > 0 ? { completed_actions: result.flags } : {}),
        ...(result.name === undefined ? {} : { name: result.name }),
      };
      if (Object.keys(userChange).length > 0) {
        const updated = await saveUser.mutateAsync({ id: user.id, data: userChange });
        session.actor.send({ type: 'session.userChanged', user: sessionUser(updated.data) });
      }
      queryClient.setQueryData(getGetProviderQueryOptions(provider.id).queryKey, saved);
      void navigate(at(nextStep(step) ?? 'done'));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Unexpected Error.');
    }
  };

  const back = previousStep(step);
  const form = info.form;
  const props = { provider, user, busy, onSave: (result: StepResult) => void save(result) };
  return (
    <Stack gap="lg">
      <ProgressBar
        label="Quiz progress"
        showLabel={false}
        value={index + 1}
        min={0}
        max={QUIZ_STEPS.length}
        valueText={`Step ${String(index + 1)} of ${String(QUIZ_STEPS.length)}`}
      />
      <Text tone="muted" size="sm">{`Step ${String(index + 1)} of ${String(QUIZ_STEPS.length)}`}</Text>
      <Stack gap="xs">
        <Heading level={1} ref={headingRef} tabIndex={-1}>
          {info.title}
        </Heading>
        <Text tone="muted">{info.hint}</Text>
      </Stack>
      {form.kind === 'attributes' ? (
        <AttributeStepForm
          {...props}
          step={step}
          options={attributes[form.group]}
          list={form.list}
          optional={form.optional}
          flag={info.flag}
        />
      ) : form.kind === 'location' ? (
        <LocationForm {...props} />
      ) : form.kind === 'experience' ? (
        <ExperienceForm {...props} />
      ) : form.kind === 'samples' ? (
        <SamplesForm {...props} />
      ) : (
        <SummaryForm {...props} />
      )}
      <div role="status">
        {error === null ? null : (
          <Banner label="Not saved" tone="danger">
            {`Your answer was not saved: ${error} Try again.`}
          </Banner>
        )}
      </div>
      <Inline gap="md">
        {back === null ? null : (
          <AppLink to={at(back)} variant="standalone">
            Back
          </AppLink>
        )}
        <AppLink to="/dashboard" variant="standalone">
          Finish later
        </AppLink>
      </Inline>
    </Stack>
  );
}

function Finished({ user, provider, next }: { user: User; provider: Provider; next: string | null }) {
  const done = user.completed_actions ?? {};
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Heading level={1}>Your profile is ready</Heading>
        <Text>Clients can now find you in search and listen to your samples.</Text>
      </Stack>
      <Checklist
        title="Complete your profile"
        items={CHECKLIST.map(({ flag, label, href }) => ({
          id: flag,
          label,
          done: done[flag] === true,
          href,
        }))}
      />
      <Inline gap="md">
        <AppLink to={`/voice-actor/${String(provider.id)}`} variant="standalone">
          See your profile
        </AppLink>
        <AppLink to="/voice-actor/dashboard" variant="standalone">
          Go to your dashboard
        </AppLink>
        {next === null ? null : (
          <AppLink to={next} variant="standalone">
            Back to where you were
          </AppLink>
        )}
      </Inline>
    </Stack>
  );
}

function QuizSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the quiz">
      <Stack gap="lg">
        <Skeleton lines={2} />
        <Skeleton lines={6} />
      </Stack>
    </div>
  );
}
