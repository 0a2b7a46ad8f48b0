import { useQuery } from '@tanstack/react-query';
import { getGetSubscriptionProcessQueryOptions, type DryRunResult, type Subscription } from '@vo/sdk/hooks';
import type { PaymentErrorCode } from '@vo/machines';
import { Button, Heading, Inline, Spinner, Stack, Text } from '@vo/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { BankConfirmation, PaymentErrorView } from '../../lib/payments/PaymentViews';
import { dayOf, money, paymentMethodName, periodName } from './format';
import { PaymentMethodForm } from './PaymentMethodForm';

const LOCAL_ERRORS = { errors: 'local' } as const;

/** Where the change is: its price shown, being charged, refused (Payment error view), being abandoned. */
export type CheckoutStep = 'review' | 'charging' | 'failed' | 'cancelling';

export interface CheckoutProps {
  step: CheckoutStep;
  /** The dry run: what the change does and costs, before anything is charged. */
  quote: DryRunResult;
  planName: string;
  subscription: Subscription;
  processId: number | null;
  failure: { code: PaymentErrorCode; message: string } | null;
  error: string | null;
  onConfirm: () => void;
  onBack: () => void;
  onRetry: () => void;
  onCancel: () => void;
}

/** Whether the change charges today (a downgrade and a free change do not). */
const charges = (quote: DryRunResult): boolean =>
  quote.change_type !== 'downgrade' && quote.amounts.total > 0;

/**
 * The change before and while it is paid: the dry run (today's charge, the credit for the unused part
 * of the current period, the promo, the next renewal's date and amount), the payment method (the saved
 * one, a new card or PayPal), the bank's authentication when the card asks for it (3-D Secure), and
 * section 8's Payment error view with Retry when the charge fails.
 */
export function Checkout(props: CheckoutProps) {
  const { step, quote, planName } = props;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const title =
    quote.change_type === 'downgrade'
      ? `Downgrade to ${planName}`
      : quote.change_type === 'restore'
        ? `Keep ${planName}`
        : `Change to ${planName}`;
  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <Heading level={2} id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </Heading>
      <Quote quote={quote} planName={planName} />
      {step === 'review' ? <Review {...props} /> : null}
      {step === 'charging' ? <Charging processId={props.processId} /> : null}
      {step === 'failed' ? <Failed {...props} /> : null}
      {step === 'cancelling' ? <Spinner label="Cancelling the change" /> : null}
    </Stack>
  );
}

function Quote({ quote, planName }: { quote: DryRunResult; planName: string }) {
  const { amounts } = quote;
  const renews = quote.next_billing_at != null && quote.next_billing_amount != null;
  return (
    <Stack gap="sm">
      <dl aria-label="What the change costs">
        <dt>New plan</dt>
        <dd>
          {quote.billing_period === 'NO_BILLING_PERIOD'
            ? planName
            : `${planName} (${periodName(quote.billing_period)}, ${money(amounts.subtotal)})`}
        </dd>
        {amounts.discount > 0 ? (
          <>
            <dt>{quote.promo ? `Promo ${quote.promo.code}` : 'Promo'}</dt>
            <dd>{`-${money(amounts.discount)}`}</dd>
          </>
        ) : null}
        {amounts.proration_credit > 0 ? (
          <>
            <dt>Credit for the unused part of your current plan</dt>
            <dd>{`-${money(amounts.proration_credit)}`}</dd>
          </>
        ) : null}
        <dt>Charged today</dt>
        <dd>{money(quote.change_type === 'downgrade' ? 0 : amounts.total)}</dd>
        {quote.change_type === 'downgrade' && quote.effective_at ? (
          <>
            <dt>Takes effect on</dt>
            <dd>{dayOf(quote.effective_at)}</dd>
          </>
        ) : null}
        {renews ? (
          <>
            <dt>Next renewal</dt>
            <dd>{`${dayOf(quote.next_billing_at ?? '')}, ${money(quote.next_billing_amount ?? 0)}`}</dd>
          </>
        ) : null}
      </dl>
      {quote.promo_error ? <Text tone="danger">{quote.promo_error}</Text> : null}
      {quote.change_type === 'downgrade' ? (
        <Text>
          You keep your current plan until the end of this billing period; you can keep it until then.
        </Text>
      ) : null}
    </Stack>
  );
}

function Review({ quote, subscription, error, onConfirm, onBack }: CheckoutProps) {
  const saved = subscription.payment_method ?? null;
  const [another, setAnother] = useState(saved === null);
  const total = money(quote.amounts.total);
  const errorLine =
    error !== null ? (
      <Text role="alert" tone="danger">
        {error}
      </Text>
    ) : null;
  if (!charges(quote)) {
    return (
      <Stack gap="sm">
        {errorLine}
        <Inline gap="sm">
          <Button onClick={onConfirm}>
            {quote.change_type === 'downgrade' ? 'Schedule the downgrade' : 'Confirm the change'}
          </Button>
          <Button variant="tertiary" onClick={onBack}>
            Back
          </Button>
        </Inline>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {errorLine}
      {another ? (
        <PaymentMethodForm
          submitLabel={`Pay ${total}`}
          paypalEmail={saved?.paypal_email ?? null}
          choice={{ productName: quote.product_name, billingPeriod: quote.billing_period }}
          onSaved={onConfirm}
          onCancel={
            saved === null
              ? onBack
              : () => {
                  setAnother(false);
                }
          }
          cancelLabel={saved === null ? 'Back' : 'Use the saved payment method'}
        />
      ) : (
        <Stack gap="sm">
          <Text>{`Pay with ${saved ? paymentMethodName(saved) : ''}.`}</Text>
          <Inline gap="sm">
            <Button onClick={onConfirm}>{`Pay ${total}`}</Button>
            <Button
              variant="secondary"
              onClick={() => {
                setAnother(true);
              }}
            >
              Use another card or PayPal
            </Button>
            <Button variant="tertiary" onClick={onBack}>
              Back
            </Button>
          </Inline>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The charge under way. A card that asks for 3-D Secure leaves the process waiting with the bank's
 * page (next_action): the voice actor goes there, and the bank sends them back to /plansRedirect.
 */
function Charging({ processId }: { processId: number | null }) {
  const process = useQuery({
    ...getGetSubscriptionProcessQueryOptions(processId ?? 0),
    enabled: processId !== null,
    meta: LOCAL_ERRORS,
  });
  const redirect = process.data?.data.next_action?.redirect_url ?? null;
  if (redirect !== null) {
    return <BankConfirmation url={redirect} />;
  }
  return <Spinner label="Charging your payment method" />;
}

/** Section 8's Payment error view: the reason in words, Retry (with another card) or abandon. */
function Failed({ quote, failure, error, onRetry, onCancel }: CheckoutProps) {
  const [retrying, setRetrying] = useState(false);
  if (retrying) {
    return (
      <PaymentMethodForm
        submitLabel={`Pay ${money(quote.amounts.total)}`}
        choice={{ productName: quote.product_name, billingPeriod: quote.billing_period }}
        {...(failure ? { paymentError: failure.code } : {})}
        onSaved={onRetry}
        onCancel={onCancel}
        cancelLabel="Cancel the change"
      />
    );
  }
  return (
    <PaymentErrorView
      message={failure?.message ?? error ?? ''}
      detail={failure ? error : null}
      onRetry={() => {
        setRetrying(true);
      }}
    >
      <Button variant="tertiary" onClick={onCancel}>
        Cancel the change
      </Button>
    </PaymentErrorView>
  );
}
