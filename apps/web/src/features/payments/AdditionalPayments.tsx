import { useMutation } from '@tanstack/react-query';
import {
  createProjectAdditionalPayment,
  payProjectAdditionalPayment,
  type Project,
  type ProjectAdditionalPayment,
} from '@vo/sdk/hooks';
import {
  mayPayAdditional,
  projectCan,
  projectEntityOf,
  SECURE_PAYMENT_LABELS,
  type Viewer,
} from '@vo/machines';
import { Button, Heading, Inline, Stack, Text, TextField } from '@vo/ui';
import { useId, useState } from 'react';
import { paymentKey } from '../../lib/payments/cardTokens';
import { AUTHENTICATED_PARAM, PayForm, usd } from './PayForm';

const LOCAL_ERRORS = { errors: 'local' } as const;
/** The query parameter naming the additional payment the card's bank returns to. */
export const PAYMENT_PARAM = 'payment';

/** An additional payment's state in the words its booking's payment uses (spec section 4). */
const STATE: Record<ProjectAdditionalPayment['charge_status'], string> = {
  pending: SECURE_PAYMENT_LABELS.pending_payment,
  paid: SECURE_PAYMENT_LABELS.paid,
  funds_released: SECURE_PAYMENT_LABELS.funds_released,
  refunded: 'Refunded to the client',
  cancelled: 'Removed',
};

export interface AdditionalPaymentsProps {
  project: Project;
  projectRef: string;
  viewer: Viewer;
  /** The additional payment the page came back from the card's bank for, if any. */
  returnedPayment: number | null;
  onReturnHandled: () => void;
  /** Something changed: the page reads the project again. */
  onChanged: () => Promise<unknown>;
}

/**
 * A booking's additional payments (spec section 7's additional_payments): extra revisions, pick-ups or
 * a bonus the client adds once the booking is under way. The project machine says who may add one
 * (the client, while the funds are held); each is paid by card like the booking's quote, held with its
 * funds and released or refunded with them. The voice actor reads them and their state.
 */
export function AdditionalPayments({
  project,
  projectRef,
  viewer,
  returnedPayment,
  onReturnHandled,
  onChanged,
}: AdditionalPaymentsProps) {
  const headingId = useId();
  const payments = project.additional_payments ?? [];
  const mayAdd = projectCan(projectEntityOf(project), { type: 'project.addPayment', by: viewer });
  // The payment whose card form is open (one at a time); back from the bank, that payment's.
  const [paying, setPaying] = useState<number | null>(returnedPayment);
  const [adding, setAdding] = useState(false);
  if (payments.length === 0 && !mayAdd) return null;
  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        Additional payments
      </Heading>
      {payments.length === 0 ? (
        <Text tone="muted">
          Extra revisions, pick-ups or a bonus: pay the voice actor more through Secure Payment.
        </Text>
      ) : (
        <ul aria-label="Additional payments">
          {payments.map((payment) => (
            <li key={payment.id}>
              <Stack gap="sm">
                <Text>{`${payment.description}: ${usd.format(payment.amount)}, ${STATE[payment.charge_status]}`}</Text>
                {mayPayAdditional(project, payment, viewer) ? (
                  paying === payment.id ? (
                    <PayForm
                      amount={payment.amount}
                      label={`Pay ${payment.description}`}
                      intro={`Pay ${usd.format(payment.amount)} for “${payment.description}”: held with the booking’s funds and released to the voice actor with them.`}
                      send={async (body, key) =>
                        (
                          await payProjectAdditionalPayment(projectRef, payment.id, body, {
                            headers: { 'Idempotency-Key': key },
                          })
                        ).data
                      }
                      returnQuery={`${AUTHENTICATED_PARAM}=1&${PAYMENT_PARAM}=${String(payment.id)}`}
                      returned={returnedPayment === payment.id}
                      onReturnHandled={onReturnHandled}
                      onPaid={async () => {
                        setPaying(null);
                        await onChanged();
                      }}
                      bookingPath={`/projects/${project.public_hash}`}
                    />
                  ) : (
                    <Inline gap="sm">
                      <Button
                        variant="secondary"
                        aria-label={`Pay ${usd.format(payment.amount)} for ${payment.description}`}
                        onClick={() => {
                          setPaying(payment.id);
                        }}
                      >
                        {`Pay ${usd.format(payment.amount)}`}
                      </Button>
                    </Inline>
                  )
                ) : null}
              </Stack>
            </li>
          ))}
        </ul>
      )}
      {mayAdd && adding ? (
        <AddPaymentForm
          projectRef={projectRef}
          onCancel={() => {
            setAdding(false);
          }}
          onAdded={async (added) => {
            setAdding(false);
            await onChanged();
            // The client added it to pay it: its card form opens at once.
            const created = added.additional_payments?.at(-1);
            if (created) setPaying(created.id);
          }}
        />
      ) : null}
      {mayAdd && !adding ? (
        <Inline gap="sm">
          <Button
            variant="secondary"
            onClick={() => {
              setAdding(true);
            }}
          >
            Add a payment
          </Button>
        </Inline>
      ) : null}
    </Stack>
  );
}

const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

/** The amount as typed, checked as the contract does (at least $1.00, at most $1,000,000.00, cents). */
function amountError(typed: string): string | undefined {
  const text = typed.trim().replace(/^\$/, '');
  if (text === '') return 'Enter the amount to pay.';
  if (!AMOUNT.test(text)) return 'Enter an amount in dollars, such as 75 or 75.50.';
  const amount = Number(text);
  if (amount < 1) return 'An additional payment is at least $1.00.';
  if (amount > 1_000_000) return 'An additional payment is at most $1,000,000.00.';
  return undefined;
}

function descriptionError(typed: string): string | undefined {
  if (typed.trim() === '') return 'Say what this payment is for.';
  if (typed.length > 255) return 'Keep it to 255 characters.';
  return undefined;
}

function AddPaymentForm({
  projectRef,
  onCancel,
  onAdded,
}: {
  projectRef: string;
  onCancel: () => void;
  onAdded: (project: Project) => Promise<void>;
}) {
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  // One key per payment meant: the same payment sent again (its answer lost) is added once; a
  // changed amount or text is another payment, with a key of its own.
  const [sent, setSent] = useState<{ request: string; key: string } | null>(null);
  const add = useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: async (request: { amount: number; description: string }) => {
      const text = JSON.stringify(request);
      const key = sent?.request === text ? sent.key : paymentKey();
      setSent({ request: text, key });
      return (
        await createProjectAdditionalPayment(projectRef, request, { headers: { 'Idempotency-Key': key } })
      ).data;
    },
    onSuccess: onAdded,
  });
  const errors = { amount: amountError(amount), description: descriptionError(description) };
  return (
    <form
      noValidate
      aria-label="Add a payment"
      onSubmit={(event) => {
        event.preventDefault();
        setShowErrors(true);
        if (errors.amount !== undefined || errors.description !== undefined) return;
        add.mutate({ amount: Number(amount.trim().replace(/^\$/, '')), description: description.trim() });
      }}
    >
      <Stack gap="sm">
        <TextField
          label="What it is for"
          required
          value={description}
          onValueChange={({ value }) => {
            setDescription(value);
          }}
          error={showErrors ? errors.description : undefined}
        />
        <TextField
          label="Amount (USD)"
          required
          inputMode="decimal"
          value={amount}
          onValueChange={({ value }) => {
            setAmount(value);
          }}
          error={showErrors ? errors.amount : undefined}
        />
        {add.isError ? (
          <Text role="alert" tone="danger">
            {add.error.message}
          </Text>
        ) : null}
        <Inline gap="sm">
          <Button type="submit" loading={add.isPending}>
            Add payment
          </Button>
          <Button variant="tertiary" onClick={onCancel}>
            Cancel
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
