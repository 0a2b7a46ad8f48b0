import { headingTag, type CardHeadingLevel } from '../../internal/card/headingTag';
import { forwardRef, useId, type HTMLAttributes } from 'react';
import { AudioPlayer } from '../AudioPlayer';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Icon, type IconName } from '../../components/Icon';
import { Link } from '../../components/Link';
import { StatusLabel, type StatusLabelText } from '../ProjectCard';
import { ProposalActions } from './ProposalActions';
import * as styles from './ProposalCard.css';
import {
  defaultProposalCardLabels,
  type OfferEvent,
  type ProposalCardLabels,
  type ProposalCardOffer,
  type ProposalViewer,
  type VoteDirection,
} from './proposalCardTypes';
import { cx } from '../../internal/cx';
import { numberFormat } from '../../internal/intl';

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
