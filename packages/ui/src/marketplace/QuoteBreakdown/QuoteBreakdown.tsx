import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../../components/Heading';
import { Icon } from '../../components/Icon';
import { Skeleton } from '../../components/Skeleton';
import * as styles from './QuoteBreakdown.css';
import { formatPercentage, type QuoteData } from './quote';
import { formatMoney } from '../../internal/format';
import { cx } from '../../internal/cx';

/** Whose total the breakdown puts first: the client sees the price, the voice actor the net. */
export const quoteViewers = ['client', 'voice_actor'] as const;
export type QuoteViewer = (typeof quoteViewers)[number];

/** The breakdown's texts. */
export interface QuoteBreakdownLabels {
  clientPrice: string;
  platformFee: string;
  voiceActorNet: string;
  suggestedBudget: string;
  securePayment: string;
  loading: string;
}

export const defaultQuoteBreakdownLabels: QuoteBreakdownLabels = {
  clientPrice: 'Client price',
  platformFee: 'Platform fee',
  voiceActorNet: 'Voice actor receives',
  suggestedBudget: 'Suggested budget',
  securePayment:
    'Secure Payment and Delivery: the client pays, funds are held, then released to the voice actor.',
  loading: 'Working out the price…',
};

export interface QuoteBreakdownProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The quote to show; leave it out while it loads. @default undefined */
  quote?: QuoteData;
  /** Shows placeholders and says the price is being worked out. @default false */
  loading?: boolean;
  /** Whose total is emphasised. @default 'client' */
  viewer?: QuoteViewer;
  /** The heading. @default 'Price' */
  title?: ReactNode;
  /** The heading's outline level. @default 3 */
  headingLevel?: HeadingLevel;
  /** Locale of the money format. @default 'en-US' */
  locale?: string;
  /** The texts. @default defaultQuoteBreakdownLabels */
  labels?: Partial<QuoteBreakdownLabels>;
}

/**
 * A quote's money, stated separately: the client's price (with its lines, if any), the platform fee
 * and what the voice actor receives, plus the suggested budget and the Secure Payment note.
 */
export const QuoteBreakdown = forwardRef<HTMLElement, QuoteBreakdownProps>(function QuoteBreakdown(
  {
    quote,
    loading = false,
    viewer = 'client',
    title = 'Price',
    headingLevel = 3,
    locale = 'en-US',
    labels: labelsProp,
    className,
    ...rest
  },
  ref,
) {
  const headingId = useId();
  const labels = { ...defaultQuoteBreakdownLabels, ...labelsProp };
  const waiting = loading || !quote;
  const money = (amount: number) =>
    formatMoney(amount, { currency: quote?.currency ?? 'USD', locale, cents: 'always' });
  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      aria-busy={waiting || undefined}
      className={cx(styles.root, className)}
      data-state={waiting ? 'loading' : 'ready'}
      data-viewer={viewer}
      {...rest}
    >
      <Heading id={headingId} level={headingLevel} size="md">
        {title}
      </Heading>
      {waiting ? (
        <>
          <p className={styles.note}>{labels.loading}</p>
          <Skeleton lines={3} />
        </>
      ) : (
        <>
          <dl className={styles.list}>
            {quote.lines?.map((line, index) => (
              <div key={`${line.label}-${String(index)}`} className={styles.row} data-part="line">
                <dt>{line.label}</dt>
                <dd className={styles.amount}>{money(line.amount)}</dd>
              </div>
            ))}
            <div className={styles.row} data-part="total" data-emphasis={viewer === 'client' || undefined}>
              <dt>{labels.clientPrice}</dt>
              <dd className={styles.amount}>{money(quote.client_price)}</dd>
            </div>
            <div className={styles.row} data-part="fee">
              <dt>
                {labels.platformFee}
                {quote.platform_fee_percentage != null
                  ? ` (${formatPercentage(quote.platform_fee_percentage, locale)})`
                  : null}
              </dt>
              <dd className={styles.amount}>{`−${money(quote.platform_fee)}`}</dd>
            </div>
            <div className={styles.row} data-part="net" data-emphasis={viewer === 'voice_actor' || undefined}>
              <dt>{labels.voiceActorNet}</dt>
              <dd className={styles.amount}>{money(quote.voice_actor_net)}</dd>
            </div>
            {quote.suggested_budget != null ? (
              <div className={styles.row} data-part="suggested">
                <dt>{labels.suggestedBudget}</dt>
                <dd className={styles.amount}>{money(quote.suggested_budget)}</dd>
              </div>
            ) : null}
          </dl>
          {quote.secure_payment ? (
            <p className={styles.secure}>
              <Icon name="success" size="small" />
              {labels.securePayment}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
});
