import { forwardRef, useEffect, useId, useRef, type FormEvent, type FormHTMLAttributes } from 'react';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { Heading, type HeadingLevel } from '../../components/Heading';
import { Icon } from '../../components/Icon';
import { ProgressBar } from '../../components/ProgressBar';
import { RadioGroup } from '../../components/RadioGroup';
import * as styles from './OnboardingQuestion.css';
import { isAnswered, type OnboardingAnswer, type OnboardingQuestionData } from './questions';
import { cx } from '../../internal/cx';

/** The step's texts. */
export interface OnboardingQuestionLabels {
  progress: string;
  step: (step: number, count: number) => string;
  back: string;
  next: string;
  finish: string;
  required: string;
}

export const defaultOnboardingQuestionLabels: OnboardingQuestionLabels = {
  progress: 'Onboarding progress',
  step: (step, count) => `Step ${step} of ${count}`,
  back: 'Back',
  next: 'Next',
  finish: 'Finish',
  required: 'Choose an answer to go on.',
};

export interface OnboardingQuestionProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** The question and its answers. */
  question: OnboardingQuestionData;
  /** The answer so far: a value, or the values ticked. @default undefined */
  value?: OnboardingAnswer;
  /** Called when the answer changes. */
  onValueChange: (change: { id: string; value: OnboardingAnswer }) => void;
  /** This step's number, from 1. */
  step: number;
  /** How many steps there are. */
  stepCount: number;
  /** Called by Back; without it there is no Back button. @default undefined */
  onBack?: () => void;
  /** Called by Next (or Finish on the last step) once the question is answered. */
  onNext: (answer: { id: string; value: OnboardingAnswer }) => void;
  /** Shows that Next was pressed without an answer. @default false */
  showError?: boolean;
  /** Called when Next is pressed without an answer, to show the error. @default undefined */
  onMissingAnswer?: () => void;
  /** Moves focus to the question when it appears (after Back or Next). @default false */
  focusOnShow?: boolean;
  /** Shows Next and Back busy while the answers are saved. @default false */
  busy?: boolean;
  /** The question's heading level. @default 2 */
  headingLevel?: HeadingLevel;
  /** Texts. @default defaultOnboardingQuestionLabels */
  labels?: Partial<OnboardingQuestionLabels>;
}

/**
 * One onboarding question as a step: the progress, the question with radios (one answer) or
 * checkboxes (several), and Back and Next. Enter goes on, as in any form; arrow keys move between radios.
 */
export const OnboardingQuestion = forwardRef<HTMLFormElement, OnboardingQuestionProps>(
  function OnboardingQuestion(
    {
      question,
      value,
      onValueChange,
      step,
      stepCount,
      onBack,
      onNext,
      showError = false,
      onMissingAnswer,
      focusOnShow = false,
      busy = false,
      headingLevel = 2,
      labels: labelsProp,
      className,
      ...rest
    },
    ref,
  ) {
    const labels = { ...defaultOnboardingQuestionLabels, ...labelsProp };
    const id = useId();
    const headingRef = useRef<HTMLHeadingElement>(null);
    const errorId = `${id}-error`;
    const hintId = `${id}-hint`;
    const answered = isAnswered(value);
    const error = showError && !answered ? labels.required : undefined;
    const last = step >= stepCount;

    useEffect(() => {
      if (focusOnShow) headingRef.current?.focus();
    }, [focusOnShow, question.id]);

    const submit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy) return;
      if (!answered || value === undefined) {
        onMissingAnswer?.();
        return;
      }
      onNext({ id: question.id, value });
    };

    const legend = (
      <Heading ref={headingRef} level={headingLevel} size="lg" tabIndex={-1} className={styles.question}>
        {question.question}
      </Heading>
    );
    const ticked = typeof value === 'string' ? [value] : (value ?? []);

    return (
      <form
        ref={ref}
        noValidate
        className={cx(styles.root, className)}
        data-state={answered ? 'answered' : 'unanswered'}
        onSubmit={submit}
        {...rest}
      >
        <ProgressBar
          label={labels.progress}
          showLabel={false}
          value={step}
          min={0}
          max={stepCount}
          valueText={labels.step(step, stepCount)}
          size="small"
        />
        <p className={styles.step}>{labels.step(step, stepCount)}</p>
        {question.kind === 'single' ? (
          <RadioGroup
            key={question.id}
            legend={legend}
            hint={question.hint}
            options={question.options}
            value={typeof value === 'string' ? value : ''}
            onValueChange={({ value: next }) => {
              onValueChange({ id: question.id, value: next });
            }}
            required
            error={error}
          />
        ) : (
          <fieldset
            key={question.id}
            className={styles.fieldset}
            aria-describedby={
              [question.hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') ||
              undefined
            }
            data-state={error ? 'invalid' : 'valid'}
          >
            <legend className={styles.legend}>{legend}</legend>
            {question.hint ? (
              <p id={hintId} className={styles.hint}>
                {question.hint}
              </p>
            ) : null}
            {question.options.map((option) => (
              <Checkbox
                key={option.value}
                label={option.label}
                name={question.id}
                value={option.value}
                checked={ticked.includes(option.value)}
                aria-invalid={error ? true : undefined}
                onCheckedChange={({ checked }) => {
                  const next = checked
                    ? question.options
                        .map((candidate) => candidate.value)
                        .filter((candidate) => candidate === option.value || ticked.includes(candidate))
                    : ticked.filter((candidate) => candidate !== option.value);
                  onValueChange({ id: question.id, value: next });
                }}
              />
            ))}
            {error ? (
              <p id={errorId} className={styles.error}>
                <Icon name="error" size="small" />
                {error}
              </p>
            ) : null}
          </fieldset>
        )}
        <div className={styles.actions}>
          {onBack ? (
            <Button variant="secondary" leadingIcon="chevronLeft" onClick={onBack} disabled={busy}>
              {labels.back}
            </Button>
          ) : null}
          <Button type="submit" loading={busy} trailingIcon={last ? undefined : 'chevronRight'}>
            {last ? labels.finish : labels.next}
          </Button>
        </div>
      </form>
    );
  },
);
