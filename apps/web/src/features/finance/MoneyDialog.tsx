import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Inline, Text } from '@vo/ui';
import { useState, type ReactNode } from 'react';
import { moneyMoved } from './FinanceLog';

const LOCAL_ERRORS = { errors: 'local' } as const;

/** The server's words for a refusal (the SDK's errors carry them), else the generic one. */
export const messageOf = (error: unknown) =>
  error instanceof Error && error.message !== '' ? error.message : 'Unexpected Error';

/**
 * The confirmation before finance moves money (a release, a refund, a payout recorded): what goes
 * where, Cancel and the action. `move` sends the call with the dialog's own Idempotency-Key, so
 * confirming again after a lost answer moves the money once. Done, the totals, lists and log are
 * asked again and the page says `done`; a refusal stays in the dialog in the server's words, with
 * what was typed in it.
 */
export function MoneyDialog({
  title,
  description,
  confirmLabel,
  disabled = false,
  move,
  done,
  onClose,
  onDone,
  children,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  /** The action waits for what the dialog asks (a payout's reference). */
  disabled?: boolean;
  move: () => Promise<unknown>;
  done: string;
  onClose: () => void;
  onDone: (message: string) => void;
  children?: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const run = useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: move,
    onSuccess: async () => {
      await moneyMoved(queryClient);
      onDone(done);
    },
    onError: (error) => {
      setProblem(messageOf(error));
    },
  });
  return (
    <Dialog
      open
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
      title={title}
      description={description}
      actions={
        <Inline gap="sm" justify="end" wrap>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={run.isPending}
            disabled={disabled}
            onClick={() => {
              setProblem(null);
              run.mutate();
            }}
          >
            {confirmLabel}
          </Button>
        </Inline>
      }
    >
      {children}
      {problem !== null ? (
        <Text tone="danger" role="alert">
          {problem}
        </Text>
      ) : null}
    </Dialog>
  );
}
