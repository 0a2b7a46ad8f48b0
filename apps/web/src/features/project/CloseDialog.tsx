import type { ClosingReason } from '@vo/sdk';
import { Dialog, RadioGroup, Stack } from '@vo/ui';
import { useState } from 'react';
import { DialogButtons, Problem, type DialogBase } from './DialogButtons';
import { CLOSING_REASON_CHOICES } from './projectActions';

/** Closing the casting with the reason the owner chooses among those the machine offers. */
export function CloseDialog({
  reasons,
  onCloseProject,
  ...base
}: DialogBase & { reasons: ClosingReason[]; onCloseProject: (reason: 'client' | 'voice123') => void }) {
  const choosable = reasons.filter((r): r is 'client' | 'voice123' => r === 'client' || r === 'voice123');
  const [reason, setReason] = useState<string>('');
  const chosen = choosable.find((r) => r === reason) ?? null;
  const [missing, setMissing] = useState(false);
  return (
    <Dialog
      open={base.open}
      onOpenChange={({ open }) => {
        if (!open) base.onClose();
      }}
      title="Close the project"
      description="A closed casting receives no more proposals. Its reason shows on the project."
      actions={
        <DialogButtons
          keep="Cancel"
          confirm="Close the project"
          pending={base.pending}
          onClose={base.onClose}
          danger
          onConfirm={() => {
            if (chosen === null) setMissing(true);
            else onCloseProject(chosen);
          }}
        />
      }
    >
      <Stack gap="sm">
        <RadioGroup
          legend="Reason"
          required
          value={reason}
          onValueChange={({ value }) => {
            setMissing(false);
            setReason(value);
          }}
          error={missing ? 'Choose the reason for closing.' : undefined}
          options={choosable.map((r) => ({
            value: r,
            label: CLOSING_REASON_CHOICES[r].label,
            description: CLOSING_REASON_CHOICES[r].description,
          }))}
        />
        <Problem problem={base.problem} />
      </Stack>
    </Dialog>
  );
}
