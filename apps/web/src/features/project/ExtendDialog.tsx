import type { Project } from '@vo/sdk/hooks';
import { Dialog, RadioGroup, Stack, Text } from '@vo/ui';
import { useState } from 'react';
import { DialogButtons, Problem, type DialogBase } from './DialogButtons';
import { EXTENSION_DAYS, extendedDeadline } from './projectActions';
import { formatDateTime } from './projectFormat';

/** Extending the deadline by a few days, showing the new deadline before the owner confirms. */
export function ExtendDialog({
  project,
  onExtend,
  ...base
}: DialogBase & { project: Project; onExtend: (deadline: Date) => void }) {
  const [days, setDays] = useState<string>(String(EXTENSION_DAYS[1]));
  // Read when the dialog shows (after a click), never while the server renders.
  const deadline = base.open ? extendedDeadline(project.deadline, Number(days), Date.now()) : null;
  return (
    <Dialog
      open={base.open}
      onOpenChange={({ open }) => {
        if (!open) base.onClose();
      }}
      title="Extend the deadline"
      description={
        project.deadline === null
          ? 'The casting has no deadline yet.'
          : `Proposals are received until ${formatDateTime(project.deadline)}.`
      }
      actions={
        <DialogButtons
          keep="Cancel"
          confirm="Extend"
          pending={base.pending}
          onClose={base.onClose}
          onConfirm={() => {
            if (deadline !== null) onExtend(deadline);
          }}
        />
      }
    >
      <Stack gap="sm">
        <RadioGroup
          legend="Extend by"
          value={days}
          onValueChange={({ value }) => {
            setDays(value);
          }}
          options={EXTENSION_DAYS.map((n) => ({
            value: String(n),
            label: `${String(n)} ${n === 1 ? 'day' : 'days'}`,
          }))}
        />
        {deadline === null ? null : <Text>{`New deadline: ${formatDateTime(deadline.toISOString())}`}</Text>}
        <Problem problem={base.problem} />
      </Stack>
    </Dialog>
  );
}
