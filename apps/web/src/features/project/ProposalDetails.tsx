import { useQuery } from '@tanstack/react-query';
import type { Offer } from '@vo/sdk';
import type { Project } from '@vo/sdk/hooks';
import { canEnterOfferRoute, type Viewer } from '@vo/machines';
import { Button, Inline, Skeleton, Stack } from '@vo/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import { AppErrorPage } from '../../lib/errors/AppErrorPage';
import { QueryState } from '../../lib/queryState';
import { OfferCard, preloadOfferPlayer } from './OfferCard';
import { offerIdFrom, offerQuery } from './offersQuery';
import { offerViewerOf, ownsProject } from './offerView';
import { useProjectOutlet } from './projectOutlet';
import { formatDateTime } from './projectFormat';
import * as styles from './ProjectPage.css';
import { useOfferActions, type OfferActions } from './useOfferActions';

// The winner's dialog loads its code on the first ask (the w key, the button): the page's chunk
// stays within its 30 KB budget.
const WinnerDialog = lazy(async () => ({ default: (await import('./WinnerDialog')).WinnerDialog }));
// The feedback request dialog (lib/feedback, shared with the outbox) loads on the first ask too.
const FeedbackRequestDialog = lazy(async () => ({
  default: (await import('../../lib/feedback/FeedbackRequestDialog')).FeedbackRequestDialog,
}));

/** The details tab (`proposals/details/{offerId}`): one proposal of the outlet's project. */
export function ProposalDetailsTab() {
  const { project, projectRef, viewer } = useProjectOutlet();
  const id = offerIdFrom(useParams().offerId);
  if (id === null) return <AppErrorPage status={404} />;
  return <ProposalDetails key={id} id={id} project={project} projectRef={projectRef} viewer={viewer} />;
}

/**
 * One proposal in full (getOffer): the card with its comments open, and its facts. A project owner's
 * visit marks it reviewed once, when the server allows it (a posted or draft offer); a draft's page is
 * entered by no one (spec section 4, the proposal route guard), its author going to its form instead.
 */
function ProposalDetails({
  id,
  project,
  projectRef,
  viewer,
}: {
  id: number;
  project: Project;
  projectRef: string;
  viewer: Viewer | null;
}) {
  const query = useQuery({ ...offerQuery(id), retryOnMount: false });
  // The players' code comes while the data does (it is a chunk of its own, see OfferCard).
  useEffect(() => {
    void preloadOfferPlayer();
  }, []);
  const owning = ownsProject(project, viewer);
  const actions = useOfferActions({ userId: viewer?.userId ?? null });
  const [choosing, setChoosing] = useState<Offer | null>(null);

  // Marked once per visit: the answer replaces the offer in the cache, which must not ask again.
  const reviewed = useRef(false);
  const offer = query.data?.data;
  const { reviewed: review } = actions;
  useEffect(() => {
    if (offer === undefined || reviewed.current || !owning) return;
    reviewed.current = true;
    review(offer);
  }, [offer, owning, review]);

  return (
    <Stack gap="md">
      <AppLink to="../proposals" variant="standalone">
        All proposals
      </AppLink>
      <QueryState
        query={query}
        loading={
          <div role="status" aria-busy="true" aria-label="Loading the proposal">
            <Skeleton shape="rect" size="large" />
          </div>
        }
        failed={{ title: 'This proposal could not be loaded', headingLevel: 2 }}
      >
        {({ data }) => {
          const who = offerViewerOf(data, owning, viewer);
          if (!canEnterOfferRoute(data.status)) {
            return who === 'voiceActor' ? (
              <Navigate replace to={`../proposals/${String(data.id)}/edit`} />
            ) : (
              <AppErrorPage status={404} />
            );
          }
          return (
            <Details
              offer={data}
              who={who}
              userId={viewer?.userId ?? null}
              actions={actions}
              onChooseWinner={setChoosing}
            />
          );
        }}
      </QueryState>
      {choosing === null ? null : (
        <Suspense fallback={null}>
          <WinnerDialog
            offer={choosing}
            projectRef={projectRef}
            onClose={() => {
              setChoosing(null);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}

function Details({
  offer,
  who,
  userId,
  actions,
  onChooseWinner,
}: {
  offer: Offer;
  who: ReturnType<typeof offerViewerOf>;
  userId: number | null;
  actions: OfferActions;
  onChooseWinner: (offer: Offer) => void;
}) {
  // The conversation is what a visit to the details is for: open until closed.
  const [commentsOpen, setCommentsOpen] = useState(true);
  const [askingFeedback, setAskingFeedback] = useState(false);
  // The owners ask colleagues, the voice actor a coach; never about a draft or the trash (the server's rule too).
  const mayAskFeedback = (who === 'owner' || who === 'voiceActor') && !offer.is_draft && !offer.deleted;
  const samples = offer.related_samples.length;
  const facts: [string, string][] = [
    ['Received', formatDateTime(offer.created_at)],
    ['Audition', offer.custom_sample ? 'Recorded for this script' : 'Related samples only'],
    ['Related samples', samples === 0 ? 'None' : `${String(samples)} on the voice actor's profile`],
    ['Came from', offer.invitation_id === null ? 'The voice actor applied' : 'An invitation'],
  ];
  return (
    <Stack gap="md">
      <OfferCard
        offer={offer}
        who={who}
        userId={userId}
        actions={actions}
        onChooseWinner={onChooseWinner}
        headingLevel={2}
        comments={{
          open: commentsOpen,
          focusRequest: 0,
          onToggle: () => {
            setCommentsOpen((open) => !open);
          },
        }}
      />
      <dl className={styles.facts} aria-label="About this proposal">
        {facts.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {samples > 0 ? (
        <AppLink to={`/voice-actor/${String(offer.provider.id)}/samples`} variant="standalone">
          {`Listen to ${offer.provider.user.name}'s samples`}
        </AppLink>
      ) : null}
      {mayAskFeedback ? (
        <Inline gap="md" align="center" wrap>
          <Button
            variant="secondary"
            onClick={() => {
              setAskingFeedback(true);
            }}
          >
            Ask for feedback
          </Button>
          <AppLink to="/dashboard/feedback" variant="standalone">
            Feedback you asked for
          </AppLink>
        </Inline>
      ) : null}
      {askingFeedback ? (
        <Suspense fallback={null}>
          <FeedbackRequestDialog
            offerId={offer.id}
            about={who === 'owner' ? `${offer.provider.user.name}'s audition` : 'your audition'}
            onClose={() => {
              setAskingFeedback(false);
            }}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
