import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../../components/Heading';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/Link';
import { ProgressBar } from '../../components/ProgressBar';
import * as styles from './Checklist.css';
import { cx } from '../../internal/cx';

/** One thing to do. */
export interface ChecklistItem {
  id: string;
  label: string;
  done: boolean;
  /** Where to do it; shown as a link while not done. */
  href?: string;
}

/** Spec section 9: the provider's first-onboarding checklist flags, in order. */
export const providerOnboardingFlags = [
  'add_language',
  'voice_age_gender',
  'additional_service',
  'sample',
  'payment_method',
  'profile_picture',
  'recording_delivery_options',
  'summary',
  'training_experience',
  'vocal_abilities',
  'full_name',
] as const;
export type ProviderOnboardingFlag = (typeof providerOnboardingFlags)[number];

/** The flags as the spec words them. */
export const providerOnboardingLabels: Record<ProviderOnboardingFlag, string> = {
  add_language: 'Add language',
  voice_age_gender: 'Voice age gender',
  additional_service: 'Additional service',
  sample: 'Sample',
  payment_method: 'Payment method',
  profile_picture: 'Profile picture',
  recording_delivery_options: 'Recording delivery options',
  summary: 'Summary',
  training_experience: 'Training experience',
  vocal_abilities: 'Vocal abilities',
  full_name: 'Full name',
};

/** The checklist items from the flags set so far, with a link for each flag when given. */
export function providerOnboardingItems(
  flags: Partial<Record<ProviderOnboardingFlag, boolean>>,
  hrefs: Partial<Record<ProviderOnboardingFlag, string>> = {},
): ChecklistItem[] {
  return providerOnboardingFlags.map((flag) => ({
    id: flag,
    label: providerOnboardingLabels[flag],
    done: flags[flag] === true,
    href: hrefs[flag],
  }));
}

/** The checklist's texts. */
export interface ChecklistLabels {
  progress: (done: number, total: number) => string;
  done: string;
  notDone: string;
  allDone: string;
}

export const defaultChecklistLabels: ChecklistLabels = {
  progress: (done, total) => `${done} of ${total} done`,
  done: 'Done',
  notDone: 'Not done',
  allDone: 'All done. Your profile is ready for clients.',
};

export interface ChecklistProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The things to do, in order. */
  items: readonly ChecklistItem[];
  /** The heading. @default 'Complete your profile' */
  title?: ReactNode;
  /** The heading's level. @default 2 */
  headingLevel?: HeadingLevel;
  /** Texts. @default defaultChecklistLabels */
  labels?: Partial<ChecklistLabels>;
}

/**
 * A checklist with its progress ("4 of 11 done"): each item marked done or not done in words as well
 * as by its icon, the ones left linking to where they are done.
 */
export const Checklist = forwardRef<HTMLElement, ChecklistProps>(function Checklist(
  { items, title = 'Complete your profile', headingLevel = 2, labels: labelsProp, className, ...rest },
  ref,
) {
  const labels = { ...defaultChecklistLabels, ...labelsProp };
  const headingId = useId();
  const done = items.filter((item) => item.done).length;
  const complete = items.length > 0 && done === items.length;
  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      className={cx(styles.root, className)}
      data-state={complete ? 'complete' : 'incomplete'}
      {...rest}
    >
      <Heading level={headingLevel} size="lg" id={headingId}>
        {title}
      </Heading>
      <ProgressBar
        label={labels.progress(done, items.length)}
        value={done}
        max={Math.max(1, items.length)}
        showValue={false}
        valueText={labels.progress(done, items.length)}
        tone={complete ? 'success' : 'accent'}
      />
      {complete ? (
        <p className={styles.allDone}>
          <Icon name="success" size="small" />
          {labels.allDone}
        </p>
      ) : null}
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item} data-state={item.done ? 'done' : 'todo'}>
            <span className={styles.mark}>
              <Icon name={item.done ? 'check' : 'plus'} size="small" />
            </span>
            {!item.done && item.href ? (
              <Link href={item.href} variant="standalone">
                {item.label}
              </Link>
            ) : (
              <span className={styles.label}>{item.label}</span>
            )}
            <span className={styles.visuallyHidden}>, {item.done ? labels.done : labels.notDone}</span>
          </li>
        ))}
      </ul>
    </section>
  );
});
