import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Offer } from '@vo/sdk';
import { setOfferAsWinner } from '@vo/sdk/hooks';
import { Button, Dialog, Inline } from '@vo/ui';
import { useAppServices } from '../../lib/AppContext';
import { Problem } from './DialogButtons';
import { offerListsKey, offerQuery } from './offersQuery';
import { LOCAL_ERRORS, messageOf } from './projectErrors';
import { projectQuery } from './projectQuery';

/**
 * The winner's confirmation: choosing one closes the casting's choice for good (the server then lets
 * the client book that voice actor), so the owner says it twice. A refusal (409: a winner already
 * chosen, the casting completed) stays in the dialog in the server's words. Loaded on the first ask
 * (its page's chunk stays within its budget), it is mounted only while it is open.
 */
export function WinnerDialog({
  offer,
  projectRef,
  onClose,
}: {
  offer: Offer;
  projectRef: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const { notices } = useAppServices();
  const winner = useMutation({
    mutationFn: async () => (await setOfferAsWinner(offer.id)).data,
    meta: LOCAL_ERRORS,
    onSuccess: async (chosen) => {
      queryClient.setQueryData(offerQuery(chosen.id).queryKey, (current) =>
        current === undefined ? current : { ...current, data: chosen },
      );
      onClose();
      notices.message(`${chosen.provider.user.name} is the winner of this casting`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: offerListsKey() }),
        queryClient.invalidateQueries({ queryKey: projectQuery(projectRef).queryKey }),
      ]);
    },
  });
  return (
    <Dialog
      open
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
      title={`Choose ${offer.provider.user.name} as the winner?`}
      description="The casting gets its winner and you can then book this voice actor. A winner cannot be changed afterwards."
      actions={
        <Inline gap="sm" justify="end" wrap>
          <Button variant="secondary" onClick={onClose}>
            Not yet
          </Button>
          <Button
            // The owner asked for this with w or the card's button: Enter now confirms (Escape or
            // Not yet keeps the casting open). Focused a frame after the dialog put focus on its first
            // control.
            ref={(button) => {
              if (button !== null)
                requestAnimationFrame(() => {
                  button.focus();
                });
            }}
            loading={winner.isPending}
            onClick={() => {
              winner.mutate();
            }}
          >
            Choose as winner
          </Button>
        </Inline>
      }
    >
      <Problem problem={winner.isError ? messageOf(winner.error) : null} />
    </Dialog>
  );
}
