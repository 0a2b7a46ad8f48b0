import { useQuery } from '@tanstack/react-query';
import type { Offer } from '@vo/sdk';
import {
  Avatar,
  Button,
  Card,
  Heading,
  Icon,
  Inline,
  Link,
  Skeleton,
  Stack,
  StatusLabel,
  Text,
  type IconName,
  type StatusLabelTone,
} from '@vo/ui';
import { lazy, Suspense, useId } from 'react';
import { AppLink } from '../../lib/AppLink';
import { flaggingPath } from '../../routes/table';
import { offerVotesQuery } from './offersQuery';
import {
  allows,
  auditionOf,
  mayComment,
  mayReadComments,
  myVoteOn,
  OFFER_STATUS_LABELS,
  type MyVote,
  type OfferViewer,
} from './offerView';
import { formatDateTime, formatMoney } from './projectFormat';
import * as styles from './Proposals.css';
import type { OfferActions } from './useOfferActions';

export interface OfferCardProps {
  offer: Offer;
  /** Who looks at it: the marks, likes, comments and actions follow. */
  who: OfferViewer;
  userId: number | null;
  actions: OfferActions;
  /** Asks to choose it as the winner (the page's confirmation dialog). */
  onChooseWinner: (offer: Offer) => void;
  /** The comments' panel: open, and a request to put the caret in its box. */
  comments: { open: boolean; focusRequest: number; onToggle: () => void };
  /** In the tab order (the list's roving card), and the one the keyboard is on. @default true, false */
  focusable?: boolean;
  current?: boolean;
  /** The details page's address, from the list. @default none (on the details page) */
  detailsHref?: string;
  /** The heading level of the voice actor's name. @default 3 */
  headingLevel?: 2 | 3;
  /** A status shown beside the name (the shared lists'). @default the offer's status to its own voice actor, else none */
  statusLabel?: { text: string; tone: StatusLabelTone };
}

// The conversation loads its code when a card's comments are first opened (the c key, the button):
// the list's chunk stays within its 30 KB budget.
const OfferComments = lazy(async () => ({ default: (await import('./OfferComments')).OfferComments }));

/** Starts loading the players' code (a page calls it as it opens, beside its data). */
export const preloadOfferPlayer = () => import('./OfferPlayer');
const OfferPlayer = lazy(async () => ({ default: (await preloadOfferPlayer()).OfferPlayer }));

function Mark({ icon, children }: { icon: IconName; children: string }) {
  return (
    <li className={styles.mark}>
      <Icon name={icon} size="small" />
      {children}
    </li>
  );
}

/** The viewer's vote, asked of listVotes only when the offer's counts cannot tell it. */
function useMyVote(offer: Offer, userId: number | null): MyVote {
  const guess = userId === null ? 'none' : myVoteOn(offer, userId);
  const votes = useQuery({ ...offerVotesQuery(offer.id), enabled: guess === 'unknown' });
  if (guess !== 'unknown') return guess;
  const mine = votes.data?.data.find((vote) => vote.user_id === userId);
  return mine === undefined ? 'unknown' : mine.direction;
}

/**
 * A proposal (audition): the voice actor (linked to their profile), the audition's player, the quote,
 * and what the viewer may do, as the server's allowed_actions and the operations' callers say: the
 * owners like, comment, download, move to the trash or restore, and choose the winner; the voice
 * actor comments and edits; anyone else listens. Owners see the listened, reviewed and downloaded
 * marks.
 */
export function OfferCard({
  offer,
  who,
  userId,
  actions,
  onChooseWinner,
  comments,
  focusable = true,
  current = false,
  detailsHref,
  headingLevel = 3,
  statusLabel,
}: OfferCardProps) {
  const nameId = useId();
  const commentsId = useId();
  const name = offer.provider.user.name;
  const audition = auditionOf(offer);
  const owner = who === 'owner';
  const seesMarks = owner || who === 'voiceActor' || who === 'admin';
  const myVote = useMyVote(offer, userId);
  const liked = myVote === 'up';
  const commentCount = offer.comments?.length ?? 0;
  const status = statusLabel ?? (who === 'voiceActor' ? OFFER_STATUS_LABELS[offer.status] : null);
  const facts = [
    offer.price_quote == null ? null : `Quote ${formatMoney(offer.price_quote)}`,
    offer.upvotes === undefined ? null : `${String(offer.upvotes)} ${offer.upvotes === 1 ? 'like' : 'likes'}`,
    `Received ${formatDateTime(offer.created_at)}`,
  ].filter((fact) => fact !== null);

  return (
    <Card
      as="article"
      aria-labelledby={nameId}
      tabIndex={focusable ? 0 : -1}
      className={styles.card}
      data-current={current ? 'true' : 'false'}
      data-winner={offer.winner ? 'true' : 'false'}
      data-deleted={offer.deleted ? 'true' : 'false'}
    >
      <Stack gap="sm">
        <div className={styles.who}>
          <Avatar
            name={name}
            size="medium"
            pictures={offer.provider.picture ? { picture_medium: offer.provider.picture } : undefined}
          />
          <Stack gap="none" className={styles.name}>
            <Heading level={headingLevel} size="md" id={nameId}>
              <AppLink to={`/voice-actor/${String(offer.provider.id)}`}>{name}</AppLink>
            </Heading>
            <Text size="sm" tone="muted">
              {[offer.provider.membership, offer.provider.location?.country_name].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          {status === null ? null : <StatusLabel tone={status.tone}>{status.text}</StatusLabel>}
          {offer.ai_voice ? <StatusLabel tone="info">AI voice</StatusLabel> : null}
        </div>
        {seesMarks ? (
          <ul className={styles.marks} aria-label="Marks">
            {offer.winner ? <Mark icon="trophy">Winner</Mark> : null}
            {offer.listened ? <Mark icon="headphones">Listened</Mark> : null}
            {offer.reviewed ? <Mark icon="eye">Reviewed</Mark> : null}
            {offer.downloaded ? <Mark icon="download">Downloaded</Mark> : null}
            {offer.deleted ? <Mark icon="trash">In the trash</Mark> : null}
          </ul>
        ) : null}
        {offer.audio_url ? (
          <Suspense
            fallback={
              <div className={styles.playerSpace} role="status" aria-label="Loading the player">
                <Skeleton lines={1} />
              </div>
            }
          >
            <OfferPlayer
              offer={offer}
              src={offer.audio_url}
              onListened={() => {
                actions.listened(offer);
              }}
            />
          </Suspense>
        ) : (
          <Text tone="muted">
            {`No audition recorded for this script; ${String(offer.related_samples.length)} related ${offer.related_samples.length === 1 ? 'sample' : 'samples'} on the profile.`}
          </Text>
        )}
        <Text size="sm">{facts.join(' · ')}</Text>
        <Inline gap="sm" align="center" wrap>
          {owner ? (
            <Button
              size="small"
              // Pressed shows as a filled button: the state is seen, not only announced.
              variant={liked ? 'secondary' : 'tertiary'}
              leadingIcon="thumbUp"
              aria-pressed={liked}
              aria-label={`Like ${audition}`}
              onClick={() => {
                actions.toggleLike(offer, myVote);
              }}
            >
              Like
            </Button>
          ) : null}
          {mayReadComments(who) ? (
            <Button
              size="small"
              variant="tertiary"
              leadingIcon="message"
              aria-expanded={comments.open}
              aria-controls={comments.open ? commentsId : undefined}
              aria-label={`Comments (${String(commentCount)}) on ${audition}`}
              onClick={comments.onToggle}
            >
              {`Comments (${String(commentCount)})`}
            </Button>
          ) : null}
          {owner ? (
            <Button
              size="small"
              variant="tertiary"
              leadingIcon="message"
              aria-label={`Message ${name}`}
              onClick={() => {
                actions.message(offer);
              }}
            >
              Message
            </Button>
          ) : null}
          {/* Stream-only until hire: the server gives a download link to the owners alone. */}
          {owner && offer.download_url ? (
            <Link
              href={offer.download_url}
              download
              variant="standalone"
              aria-label={`Download ${audition}`}
              onClick={() => {
                actions.downloaded(offer);
              }}
            >
              Download
            </Link>
          ) : null}
          {detailsHref === undefined ? null : (
            <AppLink to={detailsHref} variant="standalone" aria-label={`Details of ${audition}`}>
              Details
            </AppLink>
          )}
          {owner ? (
            <AppLink
              to={flaggingPath('offer', offer.id)}
              variant="standalone"
              aria-label={`Report ${audition}`}
            >
              Report
            </AppLink>
          ) : null}
          {who === 'voiceActor' && !offer.winner && !offer.deleted ? (
            <AppLink to={`../proposals/${String(offer.id)}/edit`} variant="standalone">
              Edit your audition
            </AppLink>
          ) : null}
          {allows(offer, 'delete') && owner ? (
            <Button
              size="small"
              variant="tertiary"
              leadingIcon="trash"
              aria-label={`Move to trash: ${audition}`}
              onClick={() => {
                actions.toggleTrash(offer);
              }}
            >
              Move to trash
            </Button>
          ) : null}
          {allows(offer, 'undelete') ? (
            <Button
              size="small"
              variant="secondary"
              aria-label={`Restore ${audition}`}
              onClick={() => {
                actions.toggleTrash(offer);
              }}
            >
              Restore
            </Button>
          ) : null}
          {allows(offer, 'set_as_winner') ? (
            <Button
              size="small"
              variant="primary"
              leadingIcon="trophy"
              aria-label={`Choose as winner: ${name}`}
              onClick={() => {
                onChooseWinner(offer);
              }}
            >
              Choose as winner
            </Button>
          ) : null}
          {/* Booking the audition also chooses it as the winner when the casting has none (the server's
              rule); once another audition won, only the winner is booked. */}
          {owner && !offer.deleted && (offer.winner || allows(offer, 'set_as_winner')) ? (
            <AppLink
              to={`/proposals/${String(offer.id)}/book`}
              variant="standalone"
              aria-label={`Book ${name}`}
            >
              Book
            </AppLink>
          ) : null}
        </Inline>
        {comments.open && mayReadComments(who) ? (
          <Suspense
            fallback={
              <div role="status" aria-busy="true" aria-label="Loading the comments">
                <Skeleton lines={2} />
              </div>
            }
          >
            <OfferComments
              id={commentsId}
              offer={offer}
              userId={userId}
              canWrite={mayComment(who)}
              canDeleteAny={who === 'admin'}
              focusRequest={comments.focusRequest}
            />
          </Suspense>
        ) : null}
      </Stack>
    </Card>
  );
}
