import { forwardRef, useId, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Checkbox } from '../../components/Checkbox';
import { Heading, type HeadingLevel } from '../../components/Heading';
import { Icon } from '../../components/Icon';
import { formatDay, formatMoney } from '../../internal/format';
import * as styles from './PlanCard.css';
import {
  acknowledgementRequiredMessage,
  type BillingPeriod,
  type MembershipPlan,
  type PlanChangeKind,
} from './plans';
import { cx } from '../../internal/cx';

/**
 * A card's standing: one to choose, the plan in force, the plan in force with a downgrade scheduled
 * (restorable), the plan the downgrade goes to, or one the voice actor cannot choose yet.
 */
export const planCardStates = [
  'available',
  'current',
  'downgradeScheduled',
  'scheduled',
  'unavailable',
] as const;
export type PlanCardState = (typeof planCardStates)[number];

/** The card's texts. */
export interface PlanCardLabels {
  /** After the price, per billing period. */
  period: Record<BillingPeriod, string>;
  /** The price of a free plan. */
  free: string;
  /** Read before a struck-out regular price. */
  regularPrice: string;
  /** Read before the promo price. */
  promoPrice: (code: string | null | undefined) => string;
  /** The mark on the plan in force. */
  current: string;
  /** The choose button, per kind of change. */
  choose: (name: string, kind: PlanChangeKind, period: BillingPeriod) => string;
  /** The notice on the plan in force while a downgrade waits. */
  downgradeScheduled: (toName: string, date: string) => string;
  /** The button that cancels the scheduled downgrade. */
  restore: (name: string) => string;
  /** The mark on the plan a downgrade goes to. */
  scheduled: (date: string) => string;
  /** The acknowledgement box (Platinum). */
  acknowledge: (name: string) => string;
  /** The error when choosing without the acknowledgement (spec section 5). */
  acknowledgementRequired: string;
}

export const defaultPlanCardLabels: PlanCardLabels = {
  period: { MONTHLY: 'per month', ANNUAL: 'per year', NO_BILLING_PERIOD: '' },
  free: 'Free',
  regularPrice: 'Regular price',
  promoPrice: (code) => (code ? `Promo price with ${code}` : 'Promo price'),
  current: 'Current plan',
  choose: (name, kind, period) => {
    if (kind === 'upgrade') return `Upgrade to ${name}`;
    if (kind === 'downgrade') return `Downgrade to ${name}`;
    if (kind === 'billing_period_change')
      return period === 'ANNUAL' ? 'Switch to annual' : 'Switch to monthly';
    return `Choose ${name}`;
  },
  downgradeScheduled: (toName, date) => `Changes to ${toName} on ${date}.`,
  restore: (name) => `Keep ${name}`,
  scheduled: (date) => `Starts on ${date}`,
  acknowledge: (name) => `I acknowledge the benefits and requirements of ${name}.`,
  acknowledgementRequired: acknowledgementRequiredMessage,
};

export interface PlanCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The plan at one billing period. */
  plan: MembershipPlan;
  /** The card's standing. @default 'available' */
  state?: PlanCardState;
  /** What choosing it amounts to; sets the button's words. @default 'new' */
  changeKind?: PlanChangeKind;
  /** With state downgradeScheduled: the plan's name it changes to. With scheduled: unused. @default undefined */
  downgradeTo?: string;
  /** With downgradeScheduled or scheduled: when the downgrade takes effect. @default undefined */
  effectiveAt?: Date | string;
  /** With state unavailable: why (e.g. "Platinum requires Premium for at least a year."). @default undefined */
  unavailableReason?: ReactNode;
  /** Called when the voice actor chooses the plan (after the acknowledgement, when one is required). @default undefined */
  onChoose?: (choice: { plan: MembershipPlan; changeKind: PlanChangeKind }) => void;
  /** Called when the voice actor keeps the current plan, cancelling the scheduled downgrade. @default undefined */
  onRestore?: (restore: { plan: MembershipPlan }) => void;
  /** Shows the choose or restore button busy while the change is sent. @default false */
  busy?: boolean;
  /** The plan name's heading level. @default 3 */
  headingLevel?: HeadingLevel;
  /** BCP 47 locale for prices and dates. @default 'en-US' */
  locale?: string;
  /** Texts. @default defaultPlanCardLabels */
  labels?: Partial<PlanCardLabels>;
}

/**
 * A membership plan: name, price per period (a promo price beside the struck regular one), features,
 * and the action its standing allows: choose, keep (restore) during a scheduled downgrade, or none.
 */
export const PlanCard = forwardRef<HTMLElement, PlanCardProps>(function PlanCard(
  {
    plan,
    state = 'available',
    changeKind = 'new',
    downgradeTo,
    effectiveAt,
    unavailableReason,
    onChoose,
    onRestore,
    busy = false,
    headingLevel = 3,
    locale = 'en-US',
    labels: labelsProp,
    className,
    ...rest
  },
  ref,
) {
  const labels = { ...defaultPlanCardLabels, ...labelsProp };
  const id = useId();
  const headingId = `${id}-name`;
  const errorId = `${id}-acknowledge-error`;
  const [acknowledged, setAcknowledged] = useState(false);
  const [showError, setShowError] = useState(false);
  const acknowledgeRef = useRef<HTMLInputElement>(null);
  const money = (amount: number) => formatMoney(amount, { locale });
  const date = effectiveAt ? formatDay(effectiveAt, { locale }) : '';
  const hasPromo =
    plan.promo_price !== undefined && plan.promo_price !== null && plan.promo_price < plan.price;
  const needsAcknowledgement = state === 'available' && plan.requires_acknowledgement === true;
  const period = labels.period[plan.billing_period];

  const choose = () => {
    if (needsAcknowledgement && !acknowledged) {
      setShowError(true);
      acknowledgeRef.current?.focus();
      return;
    }
    onChoose?.({ plan, changeKind });
  };

  return (
    <Card
      ref={ref}
      as="article"
      aria-labelledby={headingId}
      className={cx(styles.root, className)}
      data-state={state}
      data-tier={plan.tier}
      {...rest}
    >
      <div className={styles.layout}>
        <div className={styles.top}>
          <Heading level={headingLevel} size="lg" id={headingId}>
            {plan.name}
          </Heading>
          {state === 'current' || state === 'downgradeScheduled' ? (
            <span className={styles.mark} data-tone="accent">
              <Icon name="check" size="small" />
              {labels.current}
            </span>
          ) : null}
          {state === 'scheduled' ? (
            <span className={styles.mark} data-tone="neutral">
              {labels.scheduled(date)}
            </span>
          ) : null}
        </div>
        <p className={styles.price}>
          {plan.price === 0 ? (
            <span className={styles.amount}>{labels.free}</span>
          ) : hasPromo ? (
            <>
              <span className={styles.visuallyHidden}>{labels.regularPrice} </span>
              <s className={styles.struck}>{money(plan.price)}</s>{' '}
              <span className={styles.visuallyHidden}>{labels.promoPrice(plan.promo_code)} </span>
              <span className={styles.amount} data-promo="true">
                {money(plan.promo_price ?? plan.price)}
              </span>
            </>
          ) : (
            <span className={styles.amount}>{money(plan.price)}</span>
          )}
          {plan.price !== 0 && period ? <span className={styles.period}> {period}</span> : null}
        </p>
        {hasPromo && plan.promo_code ? (
          <p className={styles.promoCode} aria-hidden="true">
            {plan.promo_code}
          </p>
        ) : null}
        {plan.features.length > 0 ? (
          <ul className={styles.features}>
            {plan.features.map((feature) => (
              <li key={feature} className={styles.feature}>
                <span className={styles.featureIcon}>
                  <Icon name="check" size="small" />
                </span>
                {feature}
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.footer}>
          {state === 'downgradeScheduled' ? (
            <>
              <p className={styles.notice}>{labels.downgradeScheduled(downgradeTo ?? '', date)}</p>
              <Button
                variant="secondary"
                loading={busy}
                onClick={() => {
                  onRestore?.({ plan });
                }}
              >
                {labels.restore(plan.name)}
              </Button>
            </>
          ) : null}
          {state === 'unavailable' && unavailableReason ? (
            <p className={styles.reason}>{unavailableReason}</p>
          ) : null}
          {needsAcknowledgement ? (
            <div>
              <Checkbox
                ref={acknowledgeRef}
                label={labels.acknowledge(plan.name)}
                checked={acknowledged}
                onCheckedChange={({ checked }) => {
                  setAcknowledged(checked);
                  if (checked) setShowError(false);
                }}
                aria-invalid={showError || undefined}
                aria-describedby={showError ? errorId : undefined}
              />
              {showError ? (
                <p id={errorId} className={styles.error}>
                  <Icon name="error" size="small" />
                  {labels.acknowledgementRequired}
                </p>
              ) : null}
            </div>
          ) : null}
          {state === 'available' ? (
            <Button
              variant={changeKind === 'downgrade' ? 'secondary' : 'primary'}
              loading={busy}
              onClick={choose}
            >
              {labels.choose(plan.name, changeKind, plan.billing_period)}
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
});
