// The client onboarding questions of spec section 2, with the answers as the API names them.

/** One answer a question offers. */
export interface OnboardingOption {
  value: string;
  label: string;
}

/** A question: one answer (radios) or several (checkboxes). */
export interface OnboardingQuestionData {
  /** The answer's field, e.g. organization_type. */
  id: string;
  question: string;
  /** single: one answer; multiple: any number, at least one. */
  kind: 'single' | 'multiple';
  options: readonly OnboardingOption[];
  /** A line under the question. */
  hint?: string;
}

/** An answer: one value, or the values ticked. */
export type OnboardingAnswer = string | readonly string[];
export type OnboardingAnswers = Readonly<Record<string, OnboardingAnswer | undefined>>;

/**
 * Spec section 2: (1) who you are, (2) whether you have hired voice actors before (yes or no),
 * (3) intent. The intent allows several answers: a managed-service user is one whose usage reason
 * includes Managed services (section 6).
 */
export const clientOnboardingQuestions: readonly OnboardingQuestionData[] = [
  {
    id: 'organization_type',
    question: 'Who are you?',
    kind: 'single',
    options: [
      { value: 'freelancer', label: 'Freelancer' },
      { value: 'educational', label: 'Educational' },
      { value: 'agent', label: 'Agent' },
      { value: 'agency', label: 'Agency' },
      { value: 'production_house', label: 'Production house' },
      { value: 'government', label: 'Government' },
      { value: 'non_profit', label: 'Non-profit' },
      { value: 'other', label: 'Other' },
    ],
  },
  {
    id: 'hired_before',
    question: 'Have you hired voice actors before?',
    kind: 'single',
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  },
  {
    id: 'intent',
    question: 'What would you like to do?',
    kind: 'multiple',
    hint: 'Choose all that apply.',
    options: [
      { value: 'post_project', label: 'Post a project' },
      { value: 'search_and_book', label: 'Search & Book' },
      { value: 'managed_services', label: 'Managed services' },
      { value: 'not_sure_yet', label: 'Not sure yet' },
    ],
  },
];

/** Whether a question has an answer to go on with. */
export function isAnswered(answer: OnboardingAnswer | undefined): boolean {
  if (answer === undefined) return false;
  return typeof answer === 'string' ? answer !== '' : answer.length > 0;
}
