import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../../components/Heading';
import { Icon, type IconName } from '../../components/Icon';
import { QuoteBreakdown, type QuoteData, type QuoteViewer } from '../QuoteBreakdown';
import { formatMoney } from '../../internal/format';
import { countWords, estimateDuration, formatDuration, formatWordCount } from '../ScriptTimer';
import * as styles from './BookingSummary.css';
import {
  formatAudience,
  formatRevisions,
  formatValueAndUnit,
  withBookingDefaults,
  type BookingFieldsData,
} from './bookingFields';
import { securePaymentState, type ChargeStatus, type SecurePaymentTone } from './securePayment';
import { cx } from '../../internal/cx';

const toneIcons: Record<SecurePaymentTone, IconName> = {
  warning: 'warning',
  info: 'info',
  success: 'success',
  neutral: 'info',
};

export interface BookingSummaryProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The booking's terms; the ones left out show the spec's defaults. */
  booking: BookingFieldsData;
  /** The price, stated as client price, platform fee and voice actor net. @default undefined */
  quote?: QuoteData;
  /** The quote is being worked out. @default false */
  quoteLoading?: boolean;
  /** Whether the booking goes through Secure Payment and Delivery. @default quote?.secure_payment ?? false */
  securePayment?: boolean;
  /** The booking's charge status (spec section 4); none yet reads as pending payment. @default undefined */
  chargeStatus?: ChargeStatus | null;
  /** Whose total the price emphasises. @default 'client' */
  viewer?: QuoteViewer;
  /** The heading. @default 'Booking summary' */
  title?: ReactNode;
  /** The heading's outline level (the price heading is one below). @default 2 */
  headingLevel?: 2 | 3 | 4 | 5;
  /** Locale of numbers, units and money. @default 'en-US' */
  locale?: string;
}

function Term({ term, children, isDefault }: { term: string; children: ReactNode; isDefault?: boolean }) {
  return (
    <div className={styles.row}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>
        {children}
        {isDefault ? <span className={styles.defaultMark}> (default)</span> : null}
      </dd>
    </div>
  );
}

/**
 * A booking at a glance: its terms (spec section 3 booking fields, with the section 9 defaults marked),
 * the Secure Payment state from the charge status, and the price broken down by QuoteBreakdown.
 */
export const BookingSummary = forwardRef<HTMLElement, BookingSummaryProps>(function BookingSummary(
  {
    booking,
    quote,
    quoteLoading = false,
    securePayment,
    chargeStatus,
    viewer = 'client',
    title = 'Booking summary',
    headingLevel = 2,
    locale = 'en-US',
    className,
    ...rest
  },
  ref,
) {
  const headingId = useId();
  const fields = withBookingDefaults(booking);
  const secure = securePayment ?? quote?.secure_payment ?? false;
  const payment = securePaymentState(chargeStatus);
  const words = fields.script ? countWords(fields.script) : 0;
  return (
    <section ref={ref} aria-labelledby={headingId} className={cx(styles.root, className)} {...rest}>
      <Heading id={headingId} level={headingLevel} size="lg">
        {title}
      </Heading>
      <dl className={styles.terms}>
        <Term term="Recording length">{formatValueAndUnit(fields.recording_length, locale)}</Term>
        <Term term="Audience size">{formatAudience(fields.audience_size, locale)}</Term>
        <Term term="Script">
          {fields.script && words > 0 ? (
            <>
              {`${formatWordCount(words)} · about ${formatDuration(estimateDuration(words))}`}
              <details className={styles.script}>
                <summary className={styles.summary}>Show script</summary>
                <p className={styles.scriptText}>{fields.script}</p>
              </details>
            </>
          ) : (
            'No script yet'
          )}
        </Term>
        <Term term="Fixed budget">
          {fields.fixed_budget === null
            ? 'Not set'
            : formatMoney(fields.fixed_budget, {
                currency: quote?.currency ?? 'USD',
                locale,
                cents: 'always',
              })}
        </Term>
        <Term term="Revisions" isDefault={booking.revisions === undefined}>
          {formatRevisions(fields.revisions)}
        </Term>
        <Term term="Usage" isDefault={booking.usage === undefined}>
          {formatValueAndUnit(fields.usage, locale)}
        </Term>
        <Term term="Turnaround" isDefault={booking.turnaround === undefined}>
          {formatValueAndUnit({ value: fields.turnaround, unit: 'day' }, locale)}
        </Term>
        <Term term="Additional services">
          {fields.additional_services.length > 0 ? fields.additional_services.join(', ') : 'None'}
        </Term>
        <Term term="Secure payment">
          {secure ? (
            <span className={styles.payment} data-tone={payment.tone} data-state={chargeStatus ?? 'pending'}>
              <Icon name={toneIcons[payment.tone]} size="small" />
              {payment.label}
            </span>
          ) : (
            'Not used'
          )}
        </Term>
      </dl>
      <QuoteBreakdown
        quote={quote}
        loading={quoteLoading}
        viewer={viewer}
        headingLevel={(headingLevel + 1) as HeadingLevel}
        locale={locale}
      />
    </section>
  );
});
