import { useMutation } from '@tanstack/react-query';
import { getPaypalAgreementLink, setSubscriptionPaymentMethod, type Subscription } from '@vo/sdk/hooks';
import type { PaymentErrorCode } from '@vo/machines';
import { Button, Inline, PaymentMethodFields, Stack, Text } from '@vo/ui';
import { useState } from 'react';
import { useAppServices } from '../../lib/AppContext';
import { PaymentErrorView } from '../../lib/payments/PaymentViews';
import { paymentFailureOf, useCardForm } from '../../lib/payments/useCardForm';
import { keepChoice, type PendingChoice } from './pendingChoice';

const LOCAL_ERRORS = { errors: 'local' } as const;

export interface PaymentMethodFormProps {
  /** The submit button's words ("Pay $35.00", "Save payment method"). */
  submitLabel: string;
  /** The PayPal account already agreed, if any. */
  paypalEmail?: string | null;
  /** The plan being bought, kept in the tab while the voice actor approves PayPal. */
  choice?: PendingChoice;
  /** The last charge's failure, shown next to the field it concerns. */
  paymentError?: PaymentErrorCode;
  /** Busy from outside (the charge that follows the saving). */
  busy?: boolean;
  /** The membership with its new payment method (the card is saved; PayPal comes back by /paypalRedirect). */
  onSaved: (subscription: Subscription) => void;
  onCancel?: () => void;
  cancelLabel?: string;
}

/** Where the saving is: typing, on its way, or refused (the Payment error view with Retry). */
type Phase = { kind: 'form' } | { kind: 'failed'; message: string; code: PaymentErrorCode | null };

/**
 * The card or PayPal a membership is charged to. The card is tokenized at the processor in the browser
 * (lib/payments, as the Secure Payment page does) and only its pm_ id is saved with
 * setSubscriptionPaymentMethod; PayPal opens the agreement link and finishes at /paypalRedirect. A card
 * the processor refuses shows section 8's message in the Payment error view; Retry asks for the number
 * again and keeps the rest of what was typed.
 */
export function PaymentMethodForm({
  submitLabel,
  paypalEmail,
  choice,
  paymentError,
  busy = false,
  onSaved,
  onCancel,
  cancelLabel = 'Cancel',
}: PaymentMethodFormProps) {
  const { leave } = useAppServices();
  const cardForm = useCardForm(paymentError);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });

  const save = useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: async (tokenize: () => Promise<string>) => {
      const token = await tokenize();
      return (await setSubscriptionPaymentMethod({ token, type: 'card' })).data;
    },
    onSuccess: (subscription) => {
      onSaved(subscription);
    },
    onError: (error) => {
      setPhase({ kind: 'failed', ...paymentFailureOf(error) });
    },
  });
  const paypal = useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: async () => (await getPaypalAgreementLink()).data,
    onSuccess: (link) => {
      if (choice) keepChoice(choice);
      if (leave) leave(link.url);
      else window.location.assign(link.url);
    },
    onError: (error) => {
      setPhase({ kind: 'failed', ...paymentFailureOf(error) });
    },
  });

  const retry = () => {
    cardForm.retry(phase.kind === 'failed' ? phase.code : null);
    setPhase({ kind: 'form' });
  };

  if (phase.kind === 'failed') {
    return (
      <PaymentErrorView message={phase.message} onRetry={retry}>
        {onCancel ? (
          <Button variant="tertiary" onClick={onCancel}>
            {cancelLabel}
          </Button>
        ) : null}
      </PaymentErrorView>
    );
  }
  return (
    <form
      noValidate
      aria-label="Payment method"
      onSubmit={(event) => {
        event.preventDefault();
        const tokenize = cardForm.tokenizer();
        if (tokenize !== null) save.mutate(tokenize);
      }}
    >
      <Stack gap="sm">
        {cardForm.processor.isError ? (
          <Text role="alert" tone="danger">
            {cardForm.processor.error.message}
          </Text>
        ) : null}
        <PaymentMethodFields
          key={cardForm.attempt}
          methods={['card', 'paypal']}
          {...cardForm.fields}
          paypalEmail={paypalEmail ?? null}
          paypalBusy={paypal.isPending}
          onConnectPaypal={() => {
            paypal.mutate();
          }}
        />
        <Inline gap="sm">
          {cardForm.method === 'card' ? (
            <Button type="submit" loading={save.isPending || busy} disabled={!cardForm.ready}>
              {submitLabel}
            </Button>
          ) : null}
          {onCancel ? (
            <Button variant="tertiary" onClick={onCancel}>
              {cancelLabel}
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </form>
  );
}
