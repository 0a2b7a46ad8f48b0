import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../../components/Heading';
import {
  PlanCard,
  isSamePlan,
  planChangeKind,
  type MembershipPlan,
  type PlanCardLabels,
  type PlanCardState,
  type PlanChangeKind,
  type PlanSelection,
  type ScheduledDowngrade,
  type SelectableBillingPeriod,
} from '../PlanCard';
import { RadioGroup } from '../../components/RadioGroup';
import { useControllableState } from '../../internal/useControllableState';
import * as styles from './PlanComparison.css';
import { cx } from '../../internal/cx';

/** The comparison's own texts (the cards' texts go in cardLabels). */
export interface PlanComparisonLabels {
  /** The billing-period toggle's legend. */
  billingPeriod: string;
  monthly: string;
  annual: string;
}

export const defaultPlanComparisonLabels: PlanComparisonLabels = {
  billingPeriod: 'Billing period',
  monthly: 'Monthly',
  annual: 'Annual',
};

export interface PlanComparisonProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Every plan at every billing period; the free plan (NO_BILLING_PERIOD) shows under both. */
  plans: readonly MembershipPlan[];
  /** The heading above the plans. @default 'Membership plans' */
  title?: ReactNode;
  /** The heading's level; the cards' names sit one level below. @default 2 */
  headingLevel?: Exclude<HeadingLevel, 6>;
  /** The billing period shown (controlled). @default undefined */
  billingPeriod?: SelectableBillingPeriod;
  /** The billing period shown at first (uncontrolled). @default 'MONTHLY' */
  defaultBillingPeriod?: SelectableBillingPeriod;
  /** Called when the voice actor flips the billing period. @default undefined */
  onBillingPeriodChange?: (change: { billingPeriod: SelectableBillingPeriod }) => void;
  /** The plan in force; none for a voice actor without a membership. @default undefined */
  current?: PlanSelection;
  /** A downgrade waiting for the end of the billing period. @default undefined */
  scheduledDowngrade?: ScheduledDowngrade;
  /** Plans the voice actor cannot choose, by product name, with the reason. @default undefined */
  unavailable?: Readonly<Record<string, ReactNode>>;
  /** The product name whose change is being sent: its button shows busy. @default undefined */
  busyPlan?: string;
  /** Called when the voice actor chooses a plan. @default undefined */
  onChoose?: (choice: { plan: MembershipPlan; changeKind: PlanChangeKind }) => void;
  /** Called when the voice actor keeps the current plan, cancelling the scheduled downgrade. @default undefined */
  onRestore?: (restore: { plan: MembershipPlan }) => void;
  /** BCP 47 locale for prices and dates. @default 'en-US' */
  locale?: string;
  /** Texts. @default defaultPlanComparisonLabels */
  labels?: Partial<PlanComparisonLabels>;
  /** The cards' texts. @default defaultPlanCardLabels */
  cardLabels?: Partial<PlanCardLabels>;
}

/** Each plan's card state, from the plan in force, a scheduled downgrade and the unavailable list. */
export function planCardState(
  plan: MembershipPlan,
  {
    current,
    scheduledDowngrade,
    unavailable,
  }: Pick<PlanComparisonProps, 'current' | 'scheduledDowngrade' | 'unavailable'>,
): PlanCardState {
  if (isSamePlan(plan, current)) return scheduledDowngrade ? 'downgradeScheduled' : 'current';
  if (scheduledDowngrade && isSamePlan(plan, scheduledDowngrade)) return 'scheduled';
  if (unavailable?.[plan.product_name] !== undefined) return 'unavailable';
  return 'available';
}

/**
 * The membership plans side by side (Standard, Pro, Bronze, Premium, Platinum by level) with a
 * monthly/annual toggle, the current plan marked and a scheduled downgrade restorable on its card.
 */
export const PlanComparison = forwardRef<HTMLElement, PlanComparisonProps>(function PlanComparison(
  {
    plans,
    title = 'Membership plans',
    headingLevel = 2,
    billingPeriod,
    defaultBillingPeriod = 'MONTHLY',
    onBillingPeriodChange,
    current,
    scheduledDowngrade,
    unavailable,
    busyPlan,
    onChoose,
    onRestore,
    locale,
    labels: labelsProp,
    cardLabels,
    className,
    ...rest
  },
  ref,
) {
  const labels = { ...defaultPlanComparisonLabels, ...labelsProp };
  const headingId = useId();
  const [period, setPeriod] = useControllableState(billingPeriod, defaultBillingPeriod, (next) => {
    onBillingPeriodChange?.({ billingPeriod: next });
  });
  const levelOf = (selection: PlanSelection | undefined) =>
    selection ? plans.find((plan) => plan.product_name === selection.product_name)?.level : undefined;
  const currentLevel = levelOf(current);
  const currentWithLevel =
    current && currentLevel !== undefined ? { ...current, level: currentLevel } : undefined;
  const downgradeTo = scheduledDowngrade
    ? plans.find((plan) => plan.product_name === scheduledDowngrade.product_name)?.name
    : undefined;
  const shown = plans
    .filter((plan) => plan.billing_period === period || plan.billing_period === 'NO_BILLING_PERIOD')
    .toSorted((a, b) => a.level - b.level);

  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      className={cx(styles.root, className)}
      data-state={period === 'ANNUAL' ? 'annual' : 'monthly'}
      {...rest}
    >
      <div className={styles.head}>
        <Heading level={headingLevel} id={headingId}>
          {title}
        </Heading>
        <RadioGroup
          legend={labels.billingPeriod}
          orientation="horizontal"
          options={[
            { value: 'MONTHLY', label: labels.monthly },
            { value: 'ANNUAL', label: labels.annual },
          ]}
          value={period}
          onValueChange={({ value }) => {
            setPeriod(value === 'ANNUAL' ? 'ANNUAL' : 'MONTHLY');
          }}
        />
      </div>
      <ul className={styles.list}>
        {shown.map((plan) => (
          <li key={`${plan.product_name}-${plan.billing_period}`} className={styles.item}>
            <PlanCard
              plan={plan}
              headingLevel={(headingLevel + 1) as HeadingLevel}
              state={planCardState(plan, { current, scheduledDowngrade, unavailable })}
              changeKind={planChangeKind(plan, currentWithLevel)}
              downgradeTo={downgradeTo}
              effectiveAt={scheduledDowngrade?.effective_at}
              unavailableReason={unavailable?.[plan.product_name]}
              busy={busyPlan === plan.product_name}
              onChoose={onChoose}
              onRestore={onRestore}
              locale={locale}
              labels={cardLabels}
            />
          </li>
        ))}
      </ul>
    </section>
  );
});
