import { Dialog } from '@vo/ui';
import { DialogButtons, Problem, type DialogBase } from './DialogButtons';

/** A yes-or-no confirmation of a destructive action (stop receiving proposals, secure payment off). */
export function ConfirmDialog({
  title,
  description,
  confirm,
  onConfirm,
  ...base
}: DialogBase & { title: string; description: string; confirm: string; onConfirm: () => void }) {
  return (
    <Dialog
      open={base.open}
      onOpenChange={({ open }) => {
        if (!open) base.onClose();
      }}
      title={title}
      description={description}
      actions={
        <DialogButtons
          keep="Cancel"
          confirm={confirm}
          pending={base.pending}
          onClose={base.onClose}
          onConfirm={onConfirm}
          danger
        />
      }
    >
      <Problem problem={base.problem} />
    </Dialog>
  );
}
