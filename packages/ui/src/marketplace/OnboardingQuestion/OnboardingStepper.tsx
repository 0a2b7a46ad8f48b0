import { forwardRef, useState } from 'react';
import { OnboardingQuestion, type OnboardingQuestionProps } from './OnboardingQuestion';
import {
  clientOnboardingQuestions,
  type OnboardingAnswer,
  type OnboardingAnswers,
  type OnboardingQuestionData,
} from './questions';

export interface OnboardingStepperProps extends Omit<
  OnboardingQuestionProps,
  | 'question'
  | 'value'
  | 'onValueChange'
  | 'step'
  | 'stepCount'
  | 'onBack'
  | 'onNext'
  | 'showError'
  | 'onMissingAnswer'
  | 'focusOnShow'
> {
  /** The questions in order. @default clientOnboardingQuestions */
  questions?: readonly OnboardingQuestionData[];
  /** Answers given before (e.g. a returning user). @default {} */
  defaultAnswers?: OnboardingAnswers;
  /** The step shown first, from 0. @default 0 */
  defaultStep?: number;
  /** Called each time a step is answered and left with Next. @default undefined */
  onStepComplete?: (step: { id: string; value: OnboardingAnswer; answers: OnboardingAnswers }) => void;
  /** Called by Finish with every answer. */
  onComplete: (result: { answers: OnboardingAnswers }) => void;
}

/**
 * The client onboarding (spec section 2) as steps: one question at a time with Back and Next,
 * answers kept when going back, focus on the new question after each move.
 */
export const OnboardingStepper = forwardRef<HTMLFormElement, OnboardingStepperProps>(
  function OnboardingStepper(
    {
      questions = clientOnboardingQuestions,
      defaultAnswers = {},
      defaultStep = 0,
      onStepComplete,
      onComplete,
      ...rest
    },
    ref,
  ) {
    const [index, setIndex] = useState(() =>
      Math.min(Math.max(0, defaultStep), Math.max(0, questions.length - 1)),
    );
    const [answers, setAnswers] = useState<OnboardingAnswers>(defaultAnswers);
    const [showError, setShowError] = useState(false);
    const [moved, setMoved] = useState(false);
    const question = questions[index];
    if (!question) return null;

    const go = (next: number) => {
      setIndex(next);
      setShowError(false);
      setMoved(true);
    };

    return (
      <OnboardingQuestion
        ref={ref}
        question={question}
        value={answers[question.id]}
        onValueChange={({ id, value }) => {
          setAnswers((current) => ({ ...current, [id]: value }));
        }}
        step={index + 1}
        stepCount={questions.length}
        onBack={
          index > 0
            ? () => {
                go(index - 1);
              }
            : undefined
        }
        onNext={({ id, value }) => {
          onStepComplete?.({ id, value, answers });
          if (index + 1 < questions.length) go(index + 1);
          else onComplete({ answers });
        }}
        showError={showError}
        onMissingAnswer={() => {
          setShowError(true);
        }}
        focusOnShow={moved}
        {...rest}
      />
    );
  },
);
