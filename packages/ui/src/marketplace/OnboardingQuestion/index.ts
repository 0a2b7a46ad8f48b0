export { OnboardingQuestion, defaultOnboardingQuestionLabels } from './OnboardingQuestion';
export type { OnboardingQuestionLabels, OnboardingQuestionProps } from './OnboardingQuestion';
export { OnboardingStepper } from './OnboardingStepper';
export type { OnboardingStepperProps } from './OnboardingStepper';
export { clientOnboardingQuestions, isAnswered } from './questions';
export type {
  OnboardingAnswer,
  OnboardingAnswers,
  OnboardingOption,
  OnboardingQuestionData,
} from './questions';
