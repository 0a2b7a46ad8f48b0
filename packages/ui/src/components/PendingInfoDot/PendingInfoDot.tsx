import { forwardRef, type HTMLAttributes } from 'react';
import * as styles from './PendingInfoDot.css';
import { cx } from '../../internal/cx';

/** The spec's pending-info indicators (section 4, Indicators). */
export const pendingInfoKinds = ['basic', 'business', 'payment'] as const;
export type PendingInfoKind = (typeof pendingInfoKinds)[number];

/** What each dot says to assistive technology. */
export const pendingInfoLabels: Record<PendingInfoKind, string> = {
  basic: 'basic info missing',
  business: 'business info missing',
  payment: 'payment info missing',
};

/**
 * Which dots a user gets: missing country gives basic; a client without organization type gives
 * business; a provider with pending payment info gives payment.
 */
export function pendingInfo({
  hasCountry,
  isClient = false,
  hasOrganizationType = false,
  isProvider = false,
  hasPendingPaymentInfo = false,
}: {
  hasCountry: boolean;
  isClient?: boolean;
  hasOrganizationType?: boolean;
  isProvider?: boolean;
  hasPendingPaymentInfo?: boolean;
}): PendingInfoKind[] {
  const kinds: PendingInfoKind[] = [];
  if (!hasCountry) kinds.push('basic');
  if (isClient && !hasOrganizationType) kinds.push('business');
  if (isProvider && hasPendingPaymentInfo) kinds.push('payment');
  return kinds;
}

export interface PendingInfoDotProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Which information is missing. */
  kind: PendingInfoKind;
  /** The accessible label. @default per kind, e.g. 'basic info missing' */
  label?: string;
}

/** A small dot that flags missing profile information; it carries its meaning as a text label. */
export const PendingInfoDot = forwardRef<HTMLSpanElement, PendingInfoDotProps>(function PendingInfoDot(
  { kind, label, className, ...rest },
  ref,
) {
  const text = label ?? pendingInfoLabels[kind];
  return (
    <span
      ref={ref}
      role="img"
      aria-label={text}
      title={text}
      data-variant={kind}
      className={cx(styles.root, className)}
      {...rest}
    />
  );
});
