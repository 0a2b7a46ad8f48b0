import type { Subscription } from '@vo/sdk/hooks';
import { Button, Card, Heading, Inline, Spinner, Stack, Switch, Text } from '@vo/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { dayOf, money, paymentMethodName, periodName } from './format';
import { Invoices } from './Invoices';

// The card form (and its validation) loads when the voice actor asks to change the payment method.
const PaymentMethodForm = lazy(async () => ({
  default: (await import('./PaymentMethodForm')).PaymentMethodForm,
}));

export interface MembershipSummaryProps {
  subscription: Subscription;
  planName: string;
  /** The plan a scheduled downgrade goes to, or null. */
  downgradeTo: string | null;
  autoRenewalBusy: boolean;
  onAutoRenewal: (enabled: boolean) => void;
  onRestore: () => void;
  onGiveReason: () => void;
}

/**
 * The membership page's head: the plan in force, when it renews (or ends), auto-renewal, the scheduled
 * downgrade with Keep and its reason, and the payment method it is charged to, which can be replaced.
 */
export function MembershipSummary({
  subscription,
  planName,
  downgradeTo,
  autoRenewalBusy,
  onAutoRenewal,
  onRestore,
  onGiveReason,
}: MembershipSummaryProps) {
  const headingId = useId();
  const [method, setMethod] = useState(subscription.payment_method ?? null);
  const [changingMethod, setChangingMethod] = useState(false);
  const renews = subscription.billing_period !== 'NO_BILLING_PERIOD';
  const periodEnd = subscription.current_period_end ?? null;
  const downgrade = subscription.scheduled_downgrade ?? null;
  const graceUntil = subscription.grace_until ?? null;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Heading level={2} id={headingId}>
          Your membership
        </Heading>
        <dl aria-label="Your membership">
          <dt>Plan</dt>
          <dd>
            {renews
              ? `${planName} (${periodName(subscription.billing_period)}, ${money(subscription.price ?? 0)})`
              : planName}
          </dd>
          {renews && periodEnd !== null ? (
            <>
              <dt>{subscription.auto_renewal && downgrade === null ? 'Next renewal' : 'Ends on'}</dt>
              <dd>{dayOf(periodEnd)}</dd>
            </>
          ) : null}
        </dl>
        {graceUntil !== null ? (
          <Text role="alert" tone="danger">
            {`Your last renewal could not be charged. You keep ${planName} until ${dayOf(graceUntil)} while we try again; update your payment method to keep it.`}
          </Text>
        ) : null}
        {downgrade !== null && downgradeTo !== null ? (
          <Stack gap="sm">
            <Text>{`Your plan changes to ${downgradeTo} on ${dayOf(downgrade.effective_at)}.`}</Text>
            {downgrade.reason ? <Text>{`Your reason: ${downgrade.reason}`}</Text> : null}
            <Inline gap="sm">
              <Button variant="secondary" onClick={onRestore}>
                {`Keep ${planName}`}
              </Button>
              {downgrade.reason ? null : (
                <Button variant="tertiary" onClick={onGiveReason}>
                  Tell us why
                </Button>
              )}
            </Inline>
          </Stack>
        ) : null}
        {renews ? (
          <Switch
            label="Auto-renewal"
            description={
              subscription.auto_renewal
                ? 'Your plan renews at the end of each billing period.'
                : 'Your plan ends at the end of this billing period.'
            }
            checked={subscription.auto_renewal}
            disabled={autoRenewalBusy}
            onCheckedChange={({ checked }) => {
              onAutoRenewal(checked);
            }}
          />
        ) : null}
        <Stack gap="sm">
          <Heading level={3}>Payment method</Heading>
          <Text>{method === null ? 'No payment method saved.' : paymentMethodName(method)}</Text>
          {changingMethod ? (
            <Suspense fallback={<Spinner label="Loading the payment form" />}>
              <PaymentMethodForm
                submitLabel="Save payment method"
                paypalEmail={method?.paypal_email ?? null}
                onSaved={(saved) => {
                  setMethod(saved.payment_method ?? null);
                  setChangingMethod(false);
                }}
                onCancel={() => {
                  setChangingMethod(false);
                }}
              />
            </Suspense>
          ) : (
            <Inline gap="sm">
              <Button
                variant="secondary"
                onClick={() => {
                  setChangingMethod(true);
                }}
              >
                {method === null ? 'Add a payment method' : 'Change payment method'}
              </Button>
            </Inline>
          )}
        </Stack>
        <Invoices providerId={subscription.provider_id} />
      </Stack>
    </Card>
  );
}
