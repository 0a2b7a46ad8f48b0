import { forwardRef, useId, type HTMLAttributes } from 'react';
import { Button } from '../../components/Button';
import { Heading, type HeadingLevel } from '../../components/Heading';
import { Icon } from '../../components/Icon';
import {
  bankAccountTypeLabels,
  isRetiredPayoutMethod,
  payoutMethodLabels,
  selectablePayoutMethods,
  stripeAccountStatusLabels,
  type PaymentSettings,
  type PayoutMethod,
  type SelectablePayoutMethod,
  type StripeAccountStatus,
} from '../PayoutMethodForm';
import * as styles from './PayoutMethodList.css';
import { cx } from '../../internal/cx';

/** The list's texts. */
export interface PayoutMethodListLabels {
  title: string;
  current: string;
  pending: string;
  retired: string;
  none: string;
  choose: string;
  edit: string;
  stripeStatus: (status: string) => string;
}

export const defaultPayoutMethodListLabels: PayoutMethodListLabels = {
  title: 'Payout methods',
  current: 'Current',
  pending: 'Pending',
  retired: 'No longer supported. Choose another payout method to keep getting paid.',
  none: 'Add a payout method to get paid.',
  choose: 'Choose',
  edit: 'Edit',
  stripeStatus: (status) => `Stripe account: ${status}`,
};

/** How a Stripe status reads: settled, under way, or needing the voice actor. */
const stripeTone: Record<StripeAccountStatus, 'success' | 'info' | 'warning' | 'danger'> = {
  active: 'success',
  verification_in_progress: 'info',
  missing_requirements: 'warning',
  platform_paused: 'warning',
  account_disabled: 'danger',
  account_rejected: 'danger',
};

/** The last four characters, the rest hidden: enough to recognise an account, not to copy it. */
export function maskAccountNumber(value: string): string {
  const compact = value.replace(/[\s-]/g, '');
  return compact.length <= 4 ? compact : `•••• ${compact.slice(-4)}`;
}

/** The saved details of the method in use, as one line. */
export function payoutDetails(settings: PaymentSettings): string | undefined {
  const bank = settings.bank_account;
  switch (settings.method) {
    case 'paypal':
      return settings.paypal_email ?? undefined;
    case 'payoneer':
      return settings.payoneer_user_id ?? undefined;
    case 'wise':
      return settings.wise_email ?? undefined;
    case 'us_banking':
    case 'ach':
    case 'wire':
      return bank
        ? [bankAccountTypeLabels[bank.type], maskAccountNumber(bank.account_number), bank.bank_name]
            .filter(Boolean)
            .join(', ')
        : undefined;
    case 'stripe':
    case null:
      return undefined;
  }
}

export interface PayoutMethodListProps extends HTMLAttributes<HTMLElement> {
  /** The voice actor's payout settings. */
  settings: PaymentSettings;
  /** The methods offered. @default selectablePayoutMethods */
  methods?: readonly SelectablePayoutMethod[];
  /** Called when the voice actor picks a method to set up, or the current one to edit. @default undefined */
  onChoose?: (choice: { method: SelectablePayoutMethod }) => void;
  /** The title's heading level. @default 2 */
  headingLevel?: HeadingLevel;
  /** Texts. @default defaultPayoutMethodListLabels */
  labels?: Partial<PayoutMethodListLabels>;
}

/**
 * The payout methods with the labels of spec section 8, the one in use marked with its details (an
 * account number masked), a Stripe account's status, and a provider still on ACH or wire flagged
 * pending until another method is chosen.
 */
export const PayoutMethodList = forwardRef<HTMLElement, PayoutMethodListProps>(function PayoutMethodList(
  {
    settings,
    methods = selectablePayoutMethods,
    onChoose,
    headingLevel = 2,
    labels: labelsProp,
    className,
    ...rest
  },
  ref,
) {
  const labels = { ...defaultPayoutMethodListLabels, ...labelsProp };
  const headingId = useId();
  const current = settings.method;
  const retired = isRetiredPayoutMethod(current) ? current : undefined;
  const details = payoutDetails(settings);
  const stripeStatus = settings.stripe_account_status;

  const item = (method: PayoutMethod, selectable: boolean) => {
    const isCurrent = method === current;
    const flagged = isCurrent && !selectable && settings.pending;
    return (
      <li
        key={method}
        className={styles.item}
        data-state={flagged ? 'pending' : isCurrent ? 'current' : 'available'}
      >
        <div className={styles.body}>
          <div className={styles.nameRow}>
            <span className={styles.name}>{payoutMethodLabels[method]}</span>
            {isCurrent ? (
              <span className={styles.mark} data-tone={flagged ? 'warning' : 'accent'}>
                <Icon name={flagged ? 'warning' : 'check'} size="small" />
                {flagged ? labels.pending : labels.current}
              </span>
            ) : null}
          </div>
          {isCurrent && details ? <p className={styles.details}>{details}</p> : null}
          {isCurrent && method === 'stripe' && stripeStatus ? (
            <p className={styles.status} data-tone={stripeTone[stripeStatus]}>
              {labels.stripeStatus(stripeAccountStatusLabels[stripeStatus])}
            </p>
          ) : null}
          {flagged ? (
            <p className={styles.status} data-tone="warning">
              {labels.retired}
            </p>
          ) : null}
        </div>
        {selectable ? (
          <Button
            variant={isCurrent ? 'secondary' : 'tertiary'}
            size="small"
            onClick={() => {
              const choice = methods.find((candidate) => candidate === method);
              if (choice) onChoose?.({ method: choice });
            }}
          >
            {isCurrent ? labels.edit : labels.choose}
            <span className={styles.visuallyHidden}> {payoutMethodLabels[method]}</span>
          </Button>
        ) : null}
      </li>
    );
  };

  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      className={cx(styles.root, className)}
      data-state={settings.pending ? 'pending' : 'settled'}
      {...rest}
    >
      <Heading level={headingLevel} size="lg" id={headingId}>
        {labels.title}
      </Heading>
      {settings.pending && !current ? (
        <p className={styles.status} data-tone="warning">
          <Icon name="warning" size="small" />
          {labels.none}
        </p>
      ) : null}
      <ul className={styles.list}>
        {retired ? item(retired, false) : null}
        {methods.map((method) => item(method, true))}
      </ul>
    </section>
  );
});
