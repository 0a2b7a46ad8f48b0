import { SUBSCRIPTION_MESSAGES } from '@vo/machines';
import { Button, Dialog, Stack, Text, TextArea } from '@vo/ui';
import { useState } from 'react';
import { dayOf } from './format';

interface DialogBase {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  /** The server's refusal, in its words. */
  error: string | null;
}

/** The reason's longest length (the contract's Text). */
const REASON_MAX = 5000;

/**
 * The membership downgrade dialog (spec section 2): once the downgrade is scheduled, why. The
 * subscription machine refuses an empty reason in its own words; what was typed stays on a refusal.
 */
export function DowngradeReasonDialog({
  open,
  onOpenChange,
  busy,
  error,
  downgradeTo,
  effectiveAt,
  savedReason,
  onSave,
}: DialogBase & {
  downgradeTo: string;
  effectiveAt: string | null;
  savedReason: string | null;
  onSave: (reason: string) => void;
}) {
  const [reason, setReason] = useState(savedReason ?? '');
  const [empty, setEmpty] = useState(false);
  const save = () => {
    if (reason.trim() === '') {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    onSave(reason);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={({ open: next }) => {
        onOpenChange(next);
      }}
      title="Why are you downgrading?"
      description={
        effectiveAt === null
          ? `Your plan changes to ${downgradeTo}.`
          : `Your plan changes to ${downgradeTo} on ${dayOf(effectiveAt)}. Until then you keep what you have.`
      }
      actions={
        <>
          <Button loading={busy} onClick={save}>
            Save the reason
          </Button>
          <Button
            variant="tertiary"
            onClick={() => {
              onOpenChange(false);
            }}
          >
            Not now
          </Button>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <TextArea
          label="Reason"
          required
          maxLength={REASON_MAX}
          value={reason}
          onValueChange={({ value }) => {
            setReason(value);
            if (value.trim() !== '') setEmpty(false);
          }}
          error={empty ? SUBSCRIPTION_MESSAGES.reasonRequired : (error ?? undefined)}
        />
      </form>
    </Dialog>
  );
}

/** The membership restore dialog (spec section 2): keep the current plan, cancelling the downgrade. */
export function RestoreDialog({
  open,
  onOpenChange,
  busy,
  error,
  planName,
  downgradeTo,
  effectiveAt,
  onRestore,
}: DialogBase & { planName: string; downgradeTo: string; effectiveAt: string; onRestore: () => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={({ open: next }) => {
        onOpenChange(next);
      }}
      title={`Keep ${planName}?`}
      description={`Your plan was to change to ${downgradeTo} on ${dayOf(effectiveAt)}. Keeping ${planName} cancels that change; nothing is charged now.`}
      actions={
        <>
          <Button loading={busy} onClick={onRestore}>
            {`Keep ${planName}`}
          </Button>
          <Button
            variant="tertiary"
            onClick={() => {
              onOpenChange(false);
            }}
          >
            {`Change to ${downgradeTo} as planned`}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        {error !== null ? (
          <Text role="alert" tone="danger">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Dialog>
  );
}
