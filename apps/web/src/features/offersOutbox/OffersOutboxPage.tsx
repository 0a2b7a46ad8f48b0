import { useQueries, useQuery } from '@tanstack/react-query';
import type { Offer } from '@vo/sdk';
import type { Project } from '@vo/sdk/hooks';
import { hasProviderProfile } from '@vo/machines';
import { Button, Card, EmptyState, Heading, Skeleton, Stack, StatusLabel, Text } from '@vo/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { AppLink } from '../../lib/AppLink';
import { useUser } from '../../lib/AppContext';
import { ListPager, pagingOf, usePageParam } from '../../lib/paging';
import { QueryState } from '../../lib/queryState';
import * as styles from './OffersOutbox.css';
import { auditionProjectQuery, outboxQuery } from './outboxQuery';
import { outcomesOf, standingOf, stillEditable } from './outcome';

// The feedback request dialog (lib/feedback, shared with a proposal's details) loads on the first ask.
const FeedbackRequestDialog = lazy(async () => ({
  default: (await import('../../lib/feedback/FeedbackRequestDialog')).FeedbackRequestDialog,
}));

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
// Whole dollars as '$250', cents when the quote has them ('$249.99').
const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
});

/**
 * The voice actor's outbox (`/dashboard/offers`, spec section 2): the auditions they sent, newest
 * first, each with its casting (linked), where it stands and what the client did with it: listened,
 * downloaded, liked, chosen, or not chosen once the casting ended with another winner or none. A
 * draft, or an audition the client asked to redo, leads back to its form.
 */
export function OffersOutboxPage() {
  const user = useUser();
  const voiceActor = user !== null && hasProviderProfile(user);
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Heading level={1}>Your auditions</Heading>
        <Text tone="muted">
          The auditions you sent to castings, and what became of them.{' '}
          <AppLink to="/dashboard/invites">Your invitations</AppLink> ·{' '}
          <AppLink to="/dashboard/feedback">Feedback you asked for</AppLink>
        </Text>
      </Stack>
      {voiceActor ? (
        <Outbox />
      ) : (
        <EmptyState
          icon="user"
          title="Auditions are sent by voice actors"
          message="Join as a voice actor to audition for castings."
        />
      )}
    </Stack>
  );
}

function Outbox() {
  const headingId = useId();
  const { page, goToPage } = usePageParam();
  const query = useQuery({ ...outboxQuery(page), retryOnMount: false });
  const [asking, setAsking] = useState<{ offerId: number; name: string } | null>(null);
  const offers = query.data?.data ?? [];
  // The castings of the page, each asked once (an offer carries only its project's id).
  const projectIds = [...new Set(offers.map((offer) => offer.project_id))];
  const projects = useQueries({ queries: projectIds.map((id) => auditionProjectQuery(id)) });
  const projectOf = new Map(
    projects.flatMap((result) =>
      result.data === undefined ? [] : [[result.data.data.id, result.data.data]],
    ),
  );
  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        Sent auditions
      </Heading>
      <QueryState
        query={query}
        loading={
          <div role="status" aria-busy="true" aria-label="Loading your auditions">
            <Stack gap="md">
              <Skeleton shape="rect" size="medium" />
              <Skeleton shape="rect" size="medium" />
            </Stack>
          </div>
        }
        failed={{ title: 'Your auditions could not be loaded', headingLevel: 3 }}
        isEmpty={({ data }) => data.length === 0}
        empty={
          <EmptyState
            icon="message"
            headingLevel={3}
            title="No auditions yet"
            message="Auditions you send to castings show here, with what the client did with them."
            action={
              <AppLink to="/dashboard/invites" variant="standalone">
                See your invitations
              </AppLink>
            }
          />
        }
      >
        {({ data, headers }) => (
          <Stack gap="md">
            <ul className={styles.list} aria-label="Your auditions">
              {data.map((offer) => (
                <li key={offer.id}>
                  <AuditionCard
                    offer={offer}
                    project={projectOf.get(offer.project_id)}
                    onAskFeedback={(name) => {
                      setAsking({ offerId: offer.id, name });
                    }}
                  />
                </li>
              ))}
            </ul>
            <ListPager paging={pagingOf(headers, data.length)} page={page} onPage={goToPage} />
          </Stack>
        )}
      </QueryState>
      {asking === null ? null : (
        <Suspense fallback={null}>
          <FeedbackRequestDialog
            offerId={asking.offerId}
            about={`your audition for “${asking.name}”`}
            onClose={() => {
              setAsking(null);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** The form's words for an audition in each standing it can still be changed in. */
function editLabel(offer: Offer): string {
  if (offer.status === 'created') return 'Continue editing';
  return offer.status === 'revision_requested' ? 'Send a new take' : 'Edit your audition';
}

function AuditionCard({
  offer,
  project,
  onAskFeedback,
}: {
  offer: Offer;
  project: Project | undefined;
  onAskFeedback: (castingName: string) => void;
}) {
  const nameId = useId();
  // Until the project is in, its address is the id's (the project's page redirects it to its hash).
  const projectPath = `/projects/${project?.public_hash ?? String(offer.project_id)}`;
  const name = project?.name ?? `Casting ${String(offer.project_id)}`;
  const standing = standingOf(offer);
  const outcomes = outcomesOf(offer, project);
  const facts = [
    `${offer.status === 'created' ? 'Saved' : 'Sent'} ${dateTime.format(new Date(offer.created_at))}`,
    offer.price_quote == null ? null : `Your quote ${money.format(offer.price_quote)}`,
    offer.custom_sample
      ? 'Recorded for the script'
      : `${String(offer.related_samples.length)} samples attached`,
  ].filter((fact) => fact !== null);
  return (
    <Card as="article" aria-labelledby={nameId}>
      <Stack gap="sm">
        <div className={styles.top}>
          <Heading level={3} size="md" id={nameId}>
            <AppLink to={projectPath}>{name}</AppLink>
          </Heading>
          <StatusLabel tone={standing.tone}>{standing.text}</StatusLabel>
        </div>
        <Text size="sm" tone="muted">
          {facts.join(' · ')}
        </Text>
        {outcomes.length > 0 ? (
          <ul className={styles.outcomes} aria-label="What happened">
            {outcomes.map((outcome) => (
              <li key={outcome.text}>
                <StatusLabel tone={outcome.tone}>{outcome.text}</StatusLabel>
              </li>
            ))}
          </ul>
        ) : offer.status === 'created' || offer.deleted ? null : (
          <Text size="sm">The client has not listened yet.</Text>
        )}
        {stillEditable(offer, project) ? (
          <AppLink to={`${projectPath}/proposals/${String(offer.id)}/edit`} variant="standalone">
            {editLabel(offer)}
          </AppLink>
        ) : null}
        {offer.status === 'created' || offer.deleted ? null : (
          <div>
            <Button
              variant="secondary"
              size="small"
              aria-label={`Ask for feedback on your audition for ${name}`}
              onClick={() => {
                onAskFeedback(name);
              }}
            >
              Ask for feedback
            </Button>
          </div>
        )}
      </Stack>
    </Card>
  );
}
