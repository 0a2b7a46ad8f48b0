import { useQuery } from '@tanstack/react-query';
import type { Offer, OfferStatus } from '@vo/sdk';
import type { Project } from '@vo/sdk/hooks';
import { canEnterOfferRoute } from '@vo/machines';
import { Avatar, Card, EmptyState, Heading, Skeleton, Stack, Text, type StatusLabelTone } from '@vo/ui';
import { lazy, Suspense, useEffect, useId } from 'react';
import { useParams } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import { AppErrorPage } from '../../lib/errors/AppErrorPage';
import { pagingOf, usePageParam } from '../../lib/paging/paging';
import { QueryState } from '../../lib/queryState';
import { OfferCard, preloadOfferPlayer } from './OfferCard';
import { offerIdFrom, offerQuery } from './offersQuery';
import { auditionOf } from './offerView';
import { formatDateTime } from './projectFormat';
import * as pageStyles from './ProjectPage.css';
import { projectQuery, projectRefFrom } from './projectQuery';
import * as styles from './Proposals.css';
import { sharedOffersQuery } from './sharedProposalsQuery';
import type { OfferActions } from './useOfferActions';

// The pager shows past the tenth proposal only: its code comes then.
const ListPager = lazy(async () => ({ default: (await import('../../lib/paging')).ListPager }));
const OfferPlayer = lazy(async () => ({ default: (await preloadOfferPlayer()).OfferPlayer }));

/**
 * The two views of a casting's proposals for people who are not its owners, reached by a link its
 * owners hand on (spec section 2; the project's public hash is the link's id):
 * - shared (`/pv/{id}`, `/shared/{id}`): the marketplace's page around the owners' own cards, read-only:
 *   the voice actor (linked to the profile), the player, where each proposal stands; no like, trash,
 *   comment or winner, whoever looks. Signed-in visitors also see what the server gives them only
 *   (the quote, how many liked it).
 * - clean (`/c/{id}`, `/clean/{id}`): what a client hands on to their own customer. The auditions
 *   alone: no shell (the route is `bare`: no brand, menus or banners), no prices, likes, dates or
 *   statuses, and no links into the marketplace (the voice actor's name is not a profile link).
 */
type Variant = 'shared' | 'clean';

export function SharedProposalsPage() {
  return <SharedScreen variant="shared" />;
}

export function CleanProposalsPage() {
  return <SharedScreen variant="clean" />;
}

function SharedScreen({ variant }: { variant: Variant }) {
  const params = useParams();
  const ref = projectRefFrom(params.id);
  const offerId = params.offerId === undefined ? undefined : offerIdFrom(params.offerId);
  if (ref === null || offerId === null) return <AppErrorPage status={404} />;
  return <SharedCasting variant={variant} projectRef={ref} offerId={offerId} />;
}

function SharedCasting({
  variant,
  projectRef,
  offerId,
}: {
  variant: Variant;
  projectRef: string;
  offerId: number | undefined;
}) {
  const headingId = useId();
  const query = useQuery({ ...projectQuery(projectRef), retryOnMount: false });
  // The players' code comes while the data does (it is a chunk of its own, see OfferCard).
  useEffect(() => {
    void preloadOfferPlayer();
  }, []);
  return (
    <QueryState
      query={query}
      loading={
        <div role="status" aria-busy="true" aria-label="Loading the proposals">
          <Stack gap="md">
            <Skeleton shape="text" size="large" />
            <Skeleton shape="rect" size="large" />
          </Stack>
        </div>
      }
      failed={{ title: 'These proposals could not be loaded' }}
    >
      {({ data: project }) => {
        // Proposals are a casting's: a booking's link shows nothing.
        if (project.type !== 'casting') return <AppErrorPage status={404} />;
        const base = `/${variant === 'clean' ? 'c' : 'pv'}/${project.public_hash}`;
        return (
          <Stack as="article" gap="lg" aria-labelledby={headingId}>
            <Stack as="header" gap="xs">
              <Heading level={1} id={headingId}>
                {project.name}
              </Heading>
              <Text tone="muted">
                {variant === 'clean'
                  ? 'The auditions received for this casting. Press play to listen.'
                  : 'The auditions this casting received, shared read-only: listen to each. Its owners like them and choose the winner.'}
              </Text>
            </Stack>
            {offerId === undefined ? (
              <SharedList project={project} projectRef={projectRef} variant={variant} base={base} />
            ) : (
              <SharedDetails project={project} offerId={offerId} variant={variant} base={base} />
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}

function SharedList({
  project,
  projectRef,
  variant,
  base,
}: {
  project: Project;
  projectRef: string;
  variant: Variant;
  base: string;
}) {
  const headingId = useId();
  const { page, goToPage } = usePageParam();
  const query = useQuery(sharedOffersQuery(projectRef, page));
  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {variant === 'clean' ? 'Auditions' : 'Proposals'}
      </Heading>
      <QueryState
        query={query}
        loading={
          <div role="status" aria-busy="true" aria-label="Loading the proposals">
            <Skeleton shape="rect" size="large" />
          </div>
        }
        failed={{ title: 'The proposals could not be loaded', headingLevel: 3 }}
        isEmpty={({ data }) => data.length === 0}
        empty={
          <EmptyState
            icon="message"
            headingLevel={3}
            title="No proposals yet"
            message={
              project.status === 'active'
                ? 'Auditions show here as voice actors send them, oldest first.'
                : 'This casting received no proposals.'
            }
          />
        }
      >
        {({ data, headers }) => {
          const paging = pagingOf(headers, data.length);
          return (
            <Stack gap="md">
              <Text tone="muted">
                {`${String(paging.totalRows)} ${paging.totalRows === 1 ? 'audition' : 'auditions'}, oldest first`}
              </Text>
              <ul className={styles.list} aria-label={`Proposals for ${project.name}`}>
                {data.map((offer) => (
                  <li key={offer.id}>
                    <SharedOffer
                      offer={offer}
                      variant={variant}
                      headingLevel={3}
                      detailsHref={`${base}/proposals/details/${String(offer.id)}`}
                    />
                  </li>
                ))}
              </ul>
              {paging.totalPages > 1 ? (
                <Suspense fallback={null}>
                  <ListPager aria-label="Proposal pages" paging={paging} page={page} onPage={goToPage} />
                </Suspense>
              ) : null}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}

function SharedDetails({
  project,
  offerId,
  variant,
  base,
}: {
  project: Project;
  offerId: number;
  variant: Variant;
  base: string;
}) {
  const query = useQuery({ ...offerQuery(offerId), retryOnMount: false });
  return (
    <Stack gap="md">
      <AppLink to={base} variant="standalone">
        {variant === 'clean' ? 'All auditions' : 'All proposals'}
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
        {({ data }) =>
          // Only a sent proposal of this casting, out of the trash, is on its shared list.
          data.project_id !== project.id || !canEnterOfferRoute(data.status) || data.deleted ? (
            <AppErrorPage status={404} />
          ) : (
            <Stack gap="md">
              <SharedOffer offer={data} variant={variant} headingLevel={2} />
              {variant === 'shared' ? <Facts offer={data} /> : null}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}

/** Where a proposal stands, as a visitor of the shared list reads it. */
const SHARED_STATUS: Record<OfferStatus, { text: string; tone: StatusLabelTone }> = {
  created: { text: 'Draft', tone: 'neutral' },
  posted: { text: 'Not reviewed yet', tone: 'neutral' },
  reviewed: { text: 'Reviewed', tone: 'info' },
  revision_requested: { text: 'New take asked for', tone: 'warning' },
};

const sharedStatus = (offer: Offer) =>
  offer.winner ? { text: 'Chosen', tone: 'success' as const } : SHARED_STATUS[offer.status];

const ignore = () => undefined;

/** The read-only lists do nothing to a proposal: a play marks nothing, there is nothing to press. */
const NO_ACTIONS: OfferActions = {
  message: ignore,
  listened: ignore,
  downloaded: ignore,
  reviewed: ignore,
  toggleLike: ignore,
  toggleTrash: ignore,
};

function SharedOffer({
  offer,
  variant,
  headingLevel,
  detailsHref,
}: {
  offer: Offer;
  variant: Variant;
  headingLevel: 2 | 3;
  detailsHref?: string;
}) {
  if (variant === 'clean')
    return <CleanOffer offer={offer} headingLevel={headingLevel} detailsHref={detailsHref} />;
  return (
    <OfferCard
      // The card offers what allowed_actions say: an owner or admin opening the shared list is
      // offered nothing here either (their own page is where they act).
      offer={{ ...offer, allowed_actions: [] }}
      who="other"
      userId={null}
      actions={NO_ACTIONS}
      onChooseWinner={ignore}
      comments={{ open: false, focusRequest: 0, onToggle: ignore }}
      headingLevel={headingLevel}
      statusLabel={sharedStatus(offer)}
      {...(detailsHref === undefined ? {} : { detailsHref })}
    />
  );
}

/** A clean list's audition: the voice actor's picture and name, and the player. */
function CleanOffer({
  offer,
  headingLevel,
  detailsHref,
}: {
  offer: Offer;
  headingLevel: 2 | 3;
  detailsHref: string | undefined;
}) {
  const nameId = useId();
  const name = offer.provider.user.name;
  return (
    <Card as="article" aria-labelledby={nameId}>
      <Stack gap="sm">
        <div className={styles.who}>
          <Avatar
            name={name}
            size="medium"
            pictures={offer.provider.picture ? { picture_medium: offer.provider.picture } : undefined}
          />
          <Heading level={headingLevel} size="md" id={nameId} className={styles.name}>
            {name}
          </Heading>
        </div>
        {offer.audio_url ? (
          <Suspense
            fallback={
              <div className={styles.playerSpace} role="status" aria-label="Loading the player">
                <Skeleton lines={1} />
              </div>
            }
          >
            <OfferPlayer offer={offer} src={offer.audio_url} onListened={ignore} />
          </Suspense>
        ) : (
          <Text tone="muted">No audition was recorded for this script.</Text>
        )}
        {detailsHref === undefined ? null : (
          <AppLink to={detailsHref} variant="standalone" aria-label={`Details of ${auditionOf(offer)}`}>
            Details
          </AppLink>
        )}
      </Stack>
    </Card>
  );
}

/** What else the shared list tells about one proposal. */
function Facts({ offer }: { offer: Offer }) {
  const samples = offer.related_samples.length;
  const facts: [string, string][] = [
    ['Received', formatDateTime(offer.created_at)],
    ['Audition', offer.custom_sample ? 'Recorded for this script' : 'Related samples only'],
    ['Related samples', samples === 0 ? 'None' : `${String(samples)} on the voice actor's profile`],
  ];
  return (
    <dl className={pageStyles.facts} aria-label="About this proposal">
      {facts.map(([term, value]) => (
        <div key={term} className={pageStyles.fact}>
          <dt className={pageStyles.term}>{term}</dt>
          <dd className={pageStyles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
