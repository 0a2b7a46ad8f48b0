import { Button, Inline, Text } from '@vo/ui';

/** What every action dialog of the project page takes: open, busy, the failure, and closing. */
export interface DialogBase {
  open: boolean;
  pending: boolean;
  problem: string | null;
  onClose: () => void;
}

/** The action's failure, said in the dialog beside what the owner chose. */
export function Problem({ problem }: { problem: string | null }) {
  return problem === null ? null : (
    <Text tone="danger" role="alert">
      {problem}
    </Text>
  );
}

/** Keep and confirm; the confirm button is busy while the action runs, red when it destroys. */
export function DialogButtons({
  keep,
  confirm,
  pending,
  onClose,
  onConfirm,
  danger = false,
}: {
  keep: string;
  confirm: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
  danger?: boolean;
}) {
  return (
    <Inline gap="sm" justify="end" wrap>
      <Button variant="secondary" onClick={onClose}>
        {keep}
      </Button>
      <Button variant={danger ? 'danger' : 'primary'} loading={pending} onClick={onConfirm}>
        {confirm}
      </Button>
    </Inline>
  );
}
