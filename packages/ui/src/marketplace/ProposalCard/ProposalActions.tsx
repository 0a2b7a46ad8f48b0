import { Button } from '../../components/Button';
import * as styles from './ProposalCard.css';
import type { OfferEvent, ProposalCardLabels, ProposalCardOffer, ProposalViewer } from './proposalCardTypes';

/** What a proposal's viewer may do to it now: the client selects, trashes or restores; the voice actor edits or withdraws. */
export function ProposalActions({
  offer,
  viewer,
  labels,
  event,
  onSetWinner,
  onDelete,
  onUndelete,
  onEdit,
  onWithdraw,
}: {
  offer: ProposalCardOffer;
  viewer: ProposalViewer;
  labels: ProposalCardLabels;
  event: OfferEvent;
  onSetWinner?: ((event: OfferEvent) => void) | undefined;
  onDelete?: ((event: OfferEvent) => void) | undefined;
  onUndelete?: ((event: OfferEvent) => void) | undefined;
  onEdit?: ((event: OfferEvent) => void) | undefined;
  onWithdraw?: ((event: OfferEvent) => void) | undefined;
}) {
  const buttons: {
    key: string;
    label: string;
    variant: 'primary' | 'secondary' | 'tertiary';
    run: () => void;
  }[] = [];
  if (viewer === 'client') {
    if (onSetWinner && !offer.winner && !offer.deleted && !offer.is_draft) {
      buttons.push({
        key: 'winner',
        label: labels.setWinner,
        variant: 'primary',
        run: () => {
          onSetWinner(event);
        },
      });
    }
    if (onDelete && !offer.deleted && !offer.winner) {
      buttons.push({
        key: 'delete',
        label: labels.delete,
        variant: 'tertiary',
        run: () => {
          onDelete(event);
        },
      });
    }
    if (onUndelete && offer.deleted) {
      buttons.push({
        key: 'undelete',
        label: labels.undelete,
        variant: 'secondary',
        run: () => {
          onUndelete(event);
        },
      });
    }
  }
  if (viewer === 'voiceActor' && !offer.winner) {
    if (onEdit) {
      buttons.push({
        key: 'edit',
        label: labels.edit,
        variant: 'secondary',
        run: () => {
          onEdit(event);
        },
      });
    }
    if (onWithdraw && !offer.deleted) {
      buttons.push({
        key: 'withdraw',
        label: labels.withdraw,
        variant: 'tertiary',
        run: () => {
          onWithdraw(event);
        },
      });
    }
  }
  if (buttons.length === 0) return null;
  return (
    <div className={styles.actions}>
      {buttons.map((button) => (
        <Button key={button.key} size="small" variant={button.variant} onClick={button.run}>
          {button.label}
        </Button>
      ))}
    </div>
  );
}
