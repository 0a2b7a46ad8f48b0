import {
  recordProjectPayout,
  type ManualPayoutMethod,
  type PayoutMethod,
  type SecurePaymentItem,
} from '@vo/sdk/hooks';
import { isManualPayoutMethod } from '@vo/machines';
import { Text, TextField, payoutMethodLabels } from '@vo/ui';
import { useState } from 'react';
import { minorMoney } from '../../lib/payments/payouts';
import { MoneyDialog } from './MoneyDialog';

/** What the reference is called at each method's end. */
const REFERENCE_LABELS: Record<ManualPayoutMethod, string> = {
  paypal: 'PayPal transaction ID',
  payoneer: 'Payoneer payment ID',
  wise: 'Wise transfer number',
  us_banking: 'Bank transfer reference',
};

/** Why an owed share has no Record payout action, in the words finance reads on the row. */
export function owedNote(method: PayoutMethod | null): string {
  if (method === null) return 'The voice actor has no payout method yet: they were asked to add one.';
  if (method === 'stripe')
    return 'Paid by ACH/Wire (Stripe): sent to their Stripe account once it is active.';
  if (!isManualPayoutMethod(method))
    return `${payoutMethodLabels[method]}: they were asked to choose another payout method.`;
  return `Paid by ${payoutMethodLabels[method]}.`;
}

/**
 * The confirmation of a payout finance made outside the product: the voice actor's method shown, the
 * reference typed; one Idempotency-Key per dialog, so confirming again after a lost answer records
 * once. A refusal stays in the dialog in the server's words, the reference kept.
 */
export function PayoutDialog({
  item,
  method,
  idempotencyKey,
  onClose,
  onDone,
}: {
  item: SecurePaymentItem;
  method: ManualPayoutMethod;
  idempotencyKey: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [reference, setReference] = useState('');
  const amount = minorMoney(item.owed, item.currency);
  const label = payoutMethodLabels[method];
  const who = item.voice_actor_name ?? 'the voice actor';
  return (
    <MoneyDialog
      title={`Record a payout of ${amount} to ${who}?`}
      description={`“${item.name}”: paid by ${label} outside the product. Type the payout’s reference; the owed share is then recorded as paid out, and the voice actor is told.`}
      confirmLabel="Record the payout"
      disabled={reference.trim().length < 3}
      move={() =>
        recordProjectPayout(
          item.public_hash,
          { method, reference: reference.trim() },
          { headers: { 'Idempotency-Key': idempotencyKey } },
        )
      }
      done={`Recorded the ${label} payout of ${amount} to ${who} for “${item.name}”.`}
      onClose={onClose}
      onDone={onDone}
    >
      <Text>{`Payout method: ${label}`}</Text>
      <TextField
        label={REFERENCE_LABELS[method]}
        value={reference}
        maxLength={100}
        autoComplete="off"
        onValueChange={({ value }) => {
          setReference(value);
        }}
      />
    </MoneyDialog>
  );
}
