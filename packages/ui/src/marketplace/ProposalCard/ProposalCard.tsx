import { headingTag, type CardHeadingLevel } from '../../internal/card/headingTag';
import { forwardRef, useId, type HTMLAttributes } from 'react';
import { AudioPlayer } from '../AudioPlayer';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Icon, type IconName } from '../../components/Icon';
import { Link } from '../../components/Link';
import type { MembershipTier } from '../PlanCard';
import { StatusLabel, type StatusLabelText } from '../ProjectCard';
import * as styles from './ProposalCard.css';
import { cx } from '../../internal/cx';
import { numberFormat } from '../../internal/intl';

/** Who looks at the proposal: the project's client (or a co-owner), the voice actor who sent it, or anyone else. */
export const proposalViewers = ['client', 'voiceActor', 'other'] as const;
export type ProposalViewer = (typeof proposalViewers)[number];

export type VoteDirection = 'up' | 'down';

/** The fields of an offer (spec section 3; logged-in extras optional) a card shows. */
export interface ProposalCardOffer {
  id: number;
  /** The offer's status as the API sends it (statusLabel says it). */
  status: string;
  is_draft: boolean;
  /** The audition file; null when the proposal has no custom sample. */
  audio_url: string | null;
  /** Precomputed peaks of the audition, when the server has them. */
  audio_peaks?: number[];
  price_quote?: number | null;
  upvotes?: number;
  downvotes?: number;
  /** The number of comments (or the comments' length). */
  comments_count?: number;
  listened?: boolean;
  reviewed?: boolean;
  winner: boolean;
  deleted: boolean;
  provider: {
    id: number;
    user: { name: string; username: string };
    picture?: string | null;
    membership?: MembershipTier;
  };
}

export interface ProposalCardLabels {
  listened: string;
  reviewed: string;
  winner: string;
  deleted: string;
  noAudio: string;
  audio: (name: string) => string;
  likes: (count: number) => string;
  downVotes: (count: number) => string;
  like: string;
  dislike: string;
  comments: (count: number) => string;
  setWinner: string;
  delete: string;
  undelete: string;
  edit: string;
  withdraw: string;
  priceQuote: string;
}

export const defaultProposalCardLabels: ProposalCardLabels = {
  listened: 'Listened',
  reviewed: 'Reviewed',
  winner: 'Winner',
  deleted: 'In the trash',
  noAudio: 'No audition recorded for this script; see the related samples.',
  audio: (name) => `Audition by ${name}`,
  likes: (count) => `${count} ${count === 1 ? 'like' : 'likes'}`,
  downVotes: (count) => `${count} ${count === 1 ? 'down vote' : 'down votes'}`,
  like: 'Like',
  dislike: 'Vote down',
  comments: (count) => `${count} ${count === 1 ? 'comment' : 'comments'}`,
  setWinner: 'Select as winner',
  delete: 'Move to trash',
  undelete: 'Restore',
  edit: 'Edit proposal',
  withdraw: 'Withdraw',
  priceQuote: 'Quote',
};

type OfferEvent = { offerId: number };

export interface ProposalCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The proposal (offer). */
  offer: ProposalCardOffer;
  /** The offer's status as the caller words and colours it; shown to the voice actor who sent it. @default undefined */
  statusLabel?: StatusLabelText;
  /** Who looks at it; it decides the actions and the marks shown. @default 'other' */
  viewer?: ProposalViewer;
  /** The viewer's own vote (client). @default null */
  myVote?: VoteDirection | null;
  /** The voice actor's profile address; their name links there. @default undefined */
  profileHref?: string;
  /** Called when the audition has really started playing (set_as_listened). @default undefined */
  onListened?: (event: OfferEvent) => void;
  /** Client: download the audition (set_as_downloaded); without it the player is stream only. @default undefined */
  onDownload?: (event: OfferEvent) => void;
  /** Client: vote, or take the vote back with null. @default undefined */
  onVote?: (event: OfferEvent & { direction: VoteDirection | null }) => void;
  /** Client and voice actor: open the comments. @default undefined */
  onOpenComments?: (event: OfferEvent) => void;
  /** Client: select as the project's winner. @default undefined */
  onSetWinner?: (event: OfferEvent) => void;
  /** Client: move to the trash. @default undefined */
  onDelete?: (event: OfferEvent) => void;
  /** Client: restore from the trash. @default undefined */
  onUndelete?: (event: OfferEvent) => void;
  /** Voice actor: edit the proposal. @default undefined */
  onEdit?: (event: OfferEvent) => void;
  /** Voice actor: withdraw the proposal. @default undefined */
  onWithdraw?: (event: OfferEvent) => void;
  /** The level of the voice actor's name heading. @default 3 */
  headingLevel?: CardHeadingLevel;
  /** Locale of the price. @default 'en-US' */
  locale?: string;
  /** The texts. @default defaultProposalCardLabels */
  labels?: Partial<ProposalCardLabels>;
}

function Mark({ icon, children }: { icon: IconName; children: string }) {
  return (
    <li className={styles.mark}>
      <Icon name={icon} size="small" />
      {children}
    </li>
  );
}

/**
 * A proposal (audition) on a casting: the voice actor, the audition (stream only), the quote,
 * votes and comments, the listened / reviewed / winner marks, and the actions of the viewer: the
 * client votes, comments, selects a winner and trashes or restores; the voice actor edits,
 * comments and withdraws; anyone else only listens.
 */
export const ProposalCard = forwardRef<HTMLElement, ProposalCardProps>(function ProposalCard(
  {
    offer,
    statusLabel,
    viewer = 'other',
    myVote = null,
    profileHref,
    onListened,
    onDownload,
    onVote,
    onOpenComments,
    onSetWinner,
    onDelete,
    onUndelete,
    onEdit,
    onWithdraw,
    headingLevel = 3,
    locale = 'en-US',
    labels: labelsProp,
    className,
    ...rest
  },
  ref,
) {
  const labels = { ...defaultProposalCardLabels, ...labelsProp };
  const nameId = useId();
  const Title = headingTag(headingLevel);
  const name = offer.provider.user.name;
  const event = { offerId: offer.id };
  const isClient = viewer === 'client';
  const isVoiceActor = viewer === 'voiceActor';
  // Only logged-in parties see the extra data on offers (spec section 6).
  const seesExtras = isClient || isVoiceActor;
  const comments = offer.comments_count ?? 0;
  const vote = (direction: VoteDirection) => {
    onVote?.({ ...event, direction: myVote === direction ? null : direction });
  };

  const marks = [
    offer.winner ? (
      <Mark key="winner" icon="trophy">
        {labels.winner}
      </Mark>
    ) : null,
    seesExtras && offer.listened ? (
      <Mark key="listened" icon="headphones">
        {labels.listened}
      </Mark>
    ) : null,
    seesExtras && offer.reviewed ? (
      <Mark key="reviewed" icon="eye">
        {labels.reviewed}
      </Mark>
    ) : null,
    isClient && offer.deleted ? (
      <Mark key="deleted" icon="trash">
        {labels.deleted}
      </Mark>
    ) : null,
  ].filter(Boolean);

  return (
    <Card
      ref={ref}
      as="article"
      aria-labelledby={nameId}
      className={cx(styles.root, className)}
      data-winner={offer.winner ? 'true' : 'false'}
      data-deleted={offer.deleted ? 'true' : 'false'}
      {...rest}
    >
      <div className={styles.layout}>
        <div className={styles.top}>
          <Avatar
            name={name}
            size="medium"
            pictures={offer.provider.picture ? { picture_medium: offer.provider.picture } : undefined}
          />
          <div className={styles.who}>
            <Title id={nameId} className={styles.name}>
              {profileHref ? <Link href={profileHref}>{name}</Link> : name}
            </Title>
            {offer.provider.membership ? <p className={styles.muted}>{offer.provider.membership}</p> : null}
          </div>
          {isVoiceActor && statusLabel ? (
            <StatusLabel tone={statusLabel.tone}>{statusLabel.text}</StatusLabel>
          ) : null}
        </div>
        {marks.length > 0 ? <ul className={styles.marks}>{marks}</ul> : null}
        {offer.audio_url ? (
          <AudioPlayer
            src={offer.audio_url}
            title={labels.audio(name)}
            peaks={offer.audio_peaks}
            size="compact"
            streamOnly={!(isClient && onDownload)}
            onListened={() => onListened?.(event)}
            onDownload={() => onDownload?.(event)}
          />
        ) : (
          <p className={styles.muted}>{labels.noAudio}</p>
        )}
        {seesExtras ? (
          <div className={styles.facts}>
            {offer.price_quote != null ? (
              <p className={styles.fact}>
                {labels.priceQuote}{' '}
                <strong>
                  {numberFormat(locale, { style: 'currency', currency: 'USD' }).format(offer.price_quote)}
                </strong>
              </p>
            ) : null}
            {isClient && onVote ? (
              <div className={styles.votes}>
                <Button
                  size="small"
                  variant="tertiary"
                  leadingIcon="thumbUp"
                  aria-pressed={myVote === 'up'}
                  onClick={() => {
                    vote('up');
                  }}
                >
                  {labels.like}
                </Button>
                <Button
                  size="small"
                  variant="tertiary"
                  leadingIcon="thumbUp"
                  className={styles.down}
                  aria-pressed={myVote === 'down'}
                  onClick={() => {
                    vote('down');
                  }}
                >
                  {labels.dislike}
                </Button>
              </div>
            ) : null}
            <p className={styles.fact}>
              {labels.likes(offer.upvotes ?? 0)}
              {offer.downvotes ? ` · ${labels.downVotes(offer.downvotes)}` : ''}
            </p>
            {onOpenComments ? (
              <Button
                size="small"
                variant="tertiary"
                leadingIcon="message"
                onClick={() => {
                  onOpenComments(event);
                }}
              >
                {labels.comments(comments)}
              </Button>
            ) : (
              <p className={styles.fact}>{labels.comments(comments)}</p>
            )}
          </div>
        ) : null}
        <ProposalActions
          offer={offer}
          viewer={viewer}
          labels={labels}
          event={event}
          onSetWinner={onSetWinner}
          onDelete={onDelete}
          onUndelete={onUndelete}
          onEdit={onEdit}
          onWithdraw={onWithdraw}
        />
      </div>
    </Card>
  );
});

function ProposalActions({
  offer,
  viewer,
  labels,
  event,
  onSetWinner,
  onDelete,
  onUndelete,
  onEdit,
  onWithdraw,
}: Pick<ProposalCardProps, 'onSetWinner' | 'onDelete' | 'onUndelete' | 'onEdit' | 'onWithdraw'> & {
  offer: ProposalCardOffer;
  viewer: ProposalViewer;
  labels: ProposalCardLabels;
  event: OfferEvent;
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
