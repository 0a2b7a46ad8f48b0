import { useMutation } from '@tanstack/react-query';
import type { PayProjectRequest, ProjectPayment } from '@vo/sdk/hooks';
import type { PaymentErrorCode } from '@vo/machines';
import { Button, Inline, PaymentMethodFields, Stack, Text } from '@vo/ui';
import { useEffect, useRef, useState } from 'react';
import { AppLink } from '../../lib/AppLink';
import { paymentKey } from '../../lib/payments/cardTokens';
import { BankConfirmation, PaymentErrorView } from '../../lib/payments/PaymentViews';
import { paymentFailureOf, useCardForm } from '../../lib/payments/useCardForm';

const LOCAL_ERRORS = { errors: 'local' } as const;
export const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The query parameter the 3-D Secure page returns with: the payment is finished on arrival. */
export const AUTHENTICATED_PARAM = 'authenticated';

/** Where the payment is: the form, on its way, at the card's bank, or refused (the Payment error view). */
type Phase =
  | { kind: 'form' }
  | { kind: 'paying' }
  | { kind: 'finishing' }
  | { kind: 'authenticate'; url: string }
  | { kind: 'failed'; message: string; code: PaymentErrorCode | null };

export interface PayFormProps {
  /** What is paid, in dollars. */
  amount: number;
  /** The sentence above the card fields. */
  intro: string;
  /** The form's name for assistive technology. */
  label: string;
  /** Sends the payment (the booking's quote or one additional payment) with its Idempotency-Key. */
  send: (body: PayProjectRequest, key: string) => Promise<ProjectPayment>;
  /** The address's query that marks this payment back from the card's bank (`authenticated=1…`). */
  returnQuery: string;
  /** Whether the page was opened back from the bank for this payment: it is finished on arrival. */
  returned: boolean;
  /** Forgets the return marker of the address once the finish has started. */
  onReturnHandled: () => void;
  /** The payment went through: the page reads the project again. */
  onPaid: () => Promise<unknown>;
  /** Where "Back to the booking" leads from the Payment error view. */
  bookingPath: string;
}

/**
 * One Secure Payment by card: the card is tokenized at the processor (lib/payments: the sandbox's
 * tokenizer or Stripe Elements, never sent here), the client authenticates when the card's bank asks
 * (3-D Secure) and the payment finishes on the way back; a declined card shows the spec's message in
 * the Payment error view with Retry.
 */
export function PayForm({
  amount,
  intro,
  label,
  send,
  returnQuery,
  returned,
  onReturnHandled,
  onPaid,
  bookingPath,
}: PayFormProps) {
  const cardForm = useCardForm();
  const [phase, setPhase] = useState<Phase>(returned ? { kind: 'finishing' } : { kind: 'form' });
  const returnUrl = () => {
    const url = new URL(window.location.href);
    url.search = `?${returnQuery}`;
    return url.toString();
  };
  const pay = useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: async (input: { tokenize: () => Promise<string> } | { finish: true }) => {
      const body =
        'finish' in input ? {} : { payment_method_id: await input.tokenize(), return_url: returnUrl() };
      return send(body, paymentKey());
    },
    onMutate: (input) => {
      setPhase({ kind: 'finish' in input ? 'finishing' : 'paying' });
    },
    onSuccess: async (payment) => {
      if (payment.status === 'requires_action' && payment.next_action) {
        setPhase({ kind: 'authenticate', url: payment.next_action.redirect_url });
        return;
      }
      setPhase({ kind: 'form' });
      await onPaid();
    },
    onError: (error) => {
      setPhase({ kind: 'failed', ...paymentFailureOf(error) });
    },
  });

  // Back from the card's bank (3-D Secure): finish the payment once, then forget the marker.
  const finishing = useRef(false);
  useEffect(() => {
    if (!returned || finishing.current) return;
    finishing.current = true;
    onReturnHandled();
    pay.mutate({ finish: true });
  }, [returned, pay, onReturnHandled]);

  const retry = () => {
    cardForm.retry(phase.kind === 'failed' ? phase.code : null);
    setPhase({ kind: 'form' });
  };

  if (phase.kind === 'finishing') {
    return <Text role="status">Back from your bank: finishing the payment…</Text>;
  }
  if (phase.kind === 'authenticate') return <BankConfirmation url={phase.url} />;
  if (phase.kind === 'failed') {
    return (
      <PaymentErrorView message={phase.message} onRetry={retry}>
        <AppLink to={bookingPath} variant="standalone">
          Back to the booking
        </AppLink>
      </PaymentErrorView>
    );
  }
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        const tokenize = cardForm.tokenizer();
        if (tokenize !== null) pay.mutate({ tokenize });
      }}
    >
      <Stack gap="sm">
        <Text>{intro}</Text>
        {cardForm.processor.isError ? (
          <Text role="alert" tone="danger">
            {cardForm.processor.error.message}
          </Text>
        ) : null}
        <PaymentMethodFields key={cardForm.attempt} methods={['card']} {...cardForm.fields} />
        <Inline gap="sm">
          <Button type="submit" loading={phase.kind === 'paying'} disabled={!cardForm.ready}>
            {`Pay ${usd.format(amount)}`}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
