import type { CancelReason } from '@vo/sdk';
import type { Project } from '@vo/sdk/hooks';
import type { Viewer } from '@vo/machines';
import { Dialog, Select, Stack, TextArea } from '@vo/ui';
import { useState } from 'react';
import { DialogButtons, Problem, type DialogBase } from './DialogButtons';
import { CANCEL_REASONS, completionProblem } from './projectActions';

/** Completing without a winner: the reason (details required with Other), checked before it is sent. */
export function CompleteDialog({
  project,
  viewer,
  onComplete,
  onProblem,
  ...base
}: DialogBase & {
  project: Project;
  viewer: Viewer;
  onComplete: (cancelReason: CancelReason, details: string) => void;
  onProblem: (problem: string | null) => void;
}) {
  const [reason, setReason] = useState<CancelReason | ''>('');
  const [details, setDetails] = useState('');
  return (
    <Dialog
      open={base.open}
      onOpenChange={({ open }) => {
        if (!open) base.onClose();
      }}
      title="Complete without a winner"
      description="The project ends without booking anyone. Tell us why: it helps us send better voice actors next time."
      actions={
        <DialogButtons
          keep="Cancel"
          confirm="Complete the project"
          pending={base.pending}
          onClose={base.onClose}
          danger
          onConfirm={() => {
            const problem = completionProblem(project, viewer, reason, details);
            if (problem !== null || reason === '') onProblem(problem);
            else onComplete(reason, details);
          }}
        />
      }
    >
      <Stack gap="sm">
        <Select
          label="Why are you completing it?"
          placeholder="Choose a reason"
          value={reason}
          onChange={(event) => {
            const value = CANCEL_REASONS.find((r) => r.value === event.target.value)?.value ?? '';
            setReason(value);
          }}
          options={CANCEL_REASONS}
        />
        <TextArea
          label="Details"
          hint={reason === 'other' ? 'Required with Other.' : 'Optional.'}
          maxLength={5000}
          value={details}
          onValueChange={({ value }) => {
            setDetails(value);
          }}
        />
        <Problem problem={base.problem} />
      </Stack>
    </Dialog>
  );
}
