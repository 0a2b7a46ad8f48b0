import type { AttributeGroup, CompletedActions, Provider, UpdateProviderRequest } from '@vo/sdk';
import type { QuizAnswers } from './onboardingFlow';

/**
 * The voice actor quiz (`/onboarding/voice_actor?step=…`, spec section 2): one question a step,
 * each saved to the provider profile as it is answered (the lists the profile keeps, and the answer
 * under the step's key in `quiz_answers`), ticking the first-onboarding checklist flags of section 9
 * it fulfils. A step's key in `quiz_answers` is what says it was answered, so leaving and coming back
 * resumes at the first step not answered yet.
 */
export const QUIZ_STEPS = [
  'location',
  'languages',
  'voice',
  'abilities',
  'services',
  'recording',
  'experience',
  'samples',
  'summary',
] as const;
export type QuizStep = (typeof QUIZ_STEPS)[number];

/** A CompletedActions flag (its keys are names). */
export type ChecklistFlag = Extract<keyof CompletedActions, string>;

export const isQuizStep = (value: string | null): value is QuizStep =>
  QUIZ_STEPS.some((step) => step === value);

/** The profile lists a step's attributes go to. */
export type ProfileList =
  | 'languages'
  | 'voice_age_genders'
  | 'additional_services'
  | 'recording_capabilities';

/** The attribute group a step picks from, and whether an empty answer is allowed. */
interface AttributeStep {
  readonly kind: 'attributes';
  readonly group: keyof Pick<
    AttributeGroup,
    'languages' | 'voice_age_genders' | 'additional_services' | 'recording_capabilities' | 'vocal_abilities'
  >;
  /** The profile list it fills; vocal abilities are kept in the quiz answers only. */
  readonly list: ProfileList | null;
  readonly optional: boolean;
}

export interface StepInfo {
  readonly title: string;
  readonly hint: string;
  /** The checklist flag (CompletedActions) an answer ticks, when it fulfils one. */
  readonly flag: ChecklistFlag | null;
  readonly form: AttributeStep | { readonly kind: 'location' | 'experience' | 'samples' | 'summary' };
}

export const STEP_INFO: Record<QuizStep, StepInfo> = {
  location: {
    title: 'Where do you record from?',
    hint: 'Clients search by country. You can add a region and city later on your profile.',
    flag: null,
    form: { kind: 'location' },
  },
  languages: {
    title: 'Which languages do you record in?',
    hint: 'Choose every language you can voice professionally.',
    flag: 'add_language',
    form: { kind: 'attributes', group: 'languages', list: 'languages', optional: false },
  },
  voice: {
    title: 'What are your voice’s ages and genders?',
    hint: 'Choose the voices you can play. Castings are matched on them.',
    flag: 'add_voice_age_gender',
    form: { kind: 'attributes', group: 'voice_age_genders', list: 'voice_age_genders', optional: false },
  },
  abilities: {
    title: 'What are your vocal abilities?',
    hint: 'Choose the styles you are best at.',
    flag: 'add_vocal_abilities',
    form: { kind: 'attributes', group: 'vocal_abilities', list: null, optional: false },
  },
  services: {
    title: 'Which additional services do you offer?',
    hint: 'Optional: clients can book these with a recording. Choose none if you offer none.',
    flag: 'add_additional_service',
    form: { kind: 'attributes', group: 'additional_services', list: 'additional_services', optional: true },
  },
  recording: {
    title: 'How do you record and deliver?',
    hint: 'Your studio and the live session tools you use.',
    flag: 'add_recording_delivery_options',
    form: {
      kind: 'attributes',
      group: 'recording_capabilities',
      list: 'recording_capabilities',
      optional: false,
    },
  },
  experience: {
    title: 'Your experience and training',
    hint: 'How long you have worked as a voice actor, and how you trained.',
    flag: 'add_training_experience',
    form: { kind: 'experience' },
  },
  samples: {
    title: 'Add a sample of your voice',
    hint: 'Clients listen before they invite or book. Upload at least one sample.',
    flag: 'add_sample',
    form: { kind: 'samples' },
  },
  summary: {
    title: 'Introduce yourself',
    hint: 'Your name and a few lines about your voice, as clients will read them on your profile.',
    flag: 'add_summary',
    form: { kind: 'summary' },
  },
};

export const EXPERIENCE_CHOICES = [
  'Less than 1 year',
  '1-5 years',
  '5-10 years',
  'More than 10 years',
] as const;
export const TRAINING_CHOICES = [
  'Acting classes',
  'Voice-over coaching',
  'Singing lessons',
  'Drama school',
  'Self-taught',
] as const;

/** The first step not answered yet, or null once every step is. */
export function resumeStep(answers: QuizAnswers | undefined): QuizStep | null {
  return QUIZ_STEPS.find((step) => answers?.[step] === undefined) ?? null;
}

/** The step before `step`, or null for the first. */
export const previousStep = (step: QuizStep): QuizStep | null =>
  QUIZ_STEPS[QUIZ_STEPS.indexOf(step) - 1] ?? null;

/** The step after `step`, or null after the last. */
export const nextStep = (step: QuizStep): QuizStep | null => QUIZ_STEPS[QUIZ_STEPS.indexOf(step) + 1] ?? null;

/** Whether the user may open `step` now: an answered step, or the one to answer next. */
export function reachable(step: QuizStep, answers: QuizAnswers | undefined): boolean {
  const resume = resumeStep(answers);
  return resume === null || QUIZ_STEPS.indexOf(step) <= QUIZ_STEPS.indexOf(resume);
}

/** The profile as the full update (PUT) takes it, with `change` applied. */
export function profileUpdate(
  provider: Provider,
  change: Partial<Pick<UpdateProviderRequest, ProfileList | 'locations' | 'summary'>> & {
    readonly step: QuizStep;
    readonly answer: readonly string[];
  },
): UpdateProviderRequest {
  const { step, answer, ...lists } = change;
  const ids = (list: ProfileList) => provider[list].map((attribute) => attribute.id);
  return {
    summary: provider.summary ?? null,
    languages: ids('languages'),
    voice_age_genders: ids('voice_age_genders'),
    additional_services: ids('additional_services'),
    recording_capabilities: ids('recording_capabilities'),
    locations: provider.locations.map(({ country_code, region, city }) => ({
      country_code,
      region: region ?? null,
      city: city ?? null,
    })),
    ...lists,
    quiz_answers: { ...provider.quiz_answers, [step]: [...answer] },
  };
}

/**
 * Section 9's first-onboarding checklist, in the spec's order, with the CompletedActions flag of each
 * and where a voice actor does it (the quiz's step, or the page that holds it).
 */
export const CHECKLIST: readonly { flag: ChecklistFlag; label: string; href: string }[] = [
  { flag: 'add_language', label: 'Add language', href: '/onboarding/voice_actor?step=languages' },
  { flag: 'add_voice_age_gender', label: 'Voice age and gender', href: '/onboarding/voice_actor?step=voice' },
  {
    flag: 'add_additional_service',
    label: 'Additional service',
    href: '/onboarding/voice_actor?step=services',
  },
  { flag: 'add_sample', label: 'Sample', href: '/onboarding/voice_actor?step=samples' },
  { flag: 'add_payment_method', label: 'Payment method', href: '/payment-preferences' },
  { flag: 'add_profile_picture', label: 'Profile picture', href: '/account' },
  {
    flag: 'add_recording_delivery_options',
    label: 'Recording delivery options',
    href: '/onboarding/voice_actor?step=recording',
  },
  { flag: 'add_summary', label: 'Summary', href: '/onboarding/voice_actor?step=summary' },
  {
    flag: 'add_training_experience',
    label: 'Training experience',
    href: '/onboarding/voice_actor?step=experience',
  },
  { flag: 'add_vocal_abilities', label: 'Vocal abilities', href: '/onboarding/voice_actor?step=abilities' },
  { flag: 'add_full_name', label: 'Full name', href: '/onboarding/voice_actor?step=summary' },
];
