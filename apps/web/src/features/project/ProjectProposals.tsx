import { useQuery } from '@tanstack/react-query';
import type { Offer } from '@vo/sdk';
import type { Project } from '@vo/sdk/hooks';
import type { Viewer } from '@vo/machines';
import { Button, EmptyState, Heading, Skeleton, Stack, Text } from '@vo/ui';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useRovingCards } from './useRovingCards';
import { pageFrom, pagingOf, type ListPaging } from '../../lib/paging/paging';
import { QueryState } from '../../lib/queryState';
import { OfferCard, preloadOfferPlayer } from './OfferCard';
import {
  filtersFrom,
  NO_FILTERS,
  OFFERS_PAGE_SIZE,
  projectOffersQuery,
  searchOf,
  type ProposalFilters as Filters,
} from './proposalsQuery';
import { allows, auditionOf, mayReadComments, myVoteOn, offerViewerOf, ownsProject } from './offerView';
import { useProjectOutlet } from './projectOutlet';
import { ProposalFilters } from './ProposalFilters';
import { ShortcutList, showShortcuts } from './ShortcutList';
import * as styles from './Proposals.css';
import { REVIEW_SHORTCUTS, useReviewKeys } from './useReviewKeys';
import { useOfferActions, type OfferActions } from './useOfferActions';

/** The proposals tab: the casting's proposals as the outlet's project and viewer see them. */
export function ProposalsTab() {
  const { project, projectRef, viewer } = useProjectOutlet();
  return <ProjectProposals project={project} projectRef={projectRef} viewer={viewer} />;
}

// The winner's dialog loads its code on the first ask (the w key, the button): the page's chunk
// stays within its 30 KB budget.
// The pager shows past the tenth proposal only: its code comes then.
const ListPager = lazy(async () => ({ default: (await import('../../lib/paging')).ListPager }));

const WinnerDialog = lazy(async () => ({ default: (await import('./WinnerDialog')).WinnerDialog }));

/** Where the keyboard was when it turned the page (the router keeps it in the location's state). */
const positionFrom = (state: unknown): number | null => {
  const position = (state as { position?: unknown } | null)?.position;
  return typeof position === 'number' && Number.isInteger(position) && position >= 0 ? position : null;
};

/** The shortcuts' list: the proposals' list is described by it. */
const KEYS_ID = 'proposal-keys';

/** The filters' and paging's own parameters; any other in the address stays (a tester's ?cro=). */
const OWN_PARAMS = ['status', 'trash', 'upvotes', 'since', 'page'];

/**
 * A casting's proposals (`/projects/{id}/proposals`, listOffers with project_id): ten a page, oldest
 * first (spec section 9), filtered from the address, each card offering what the server allows its
 * viewer. Owners review from the keyboard alone (REVIEW_SHORTCUTS); a polite live region says which
 * audition plays.
 */
export function ProjectProposals({
  project,
  projectRef,
  viewer,
}: {
  project: Project;
  projectRef: string;
  viewer: Viewer | null;
}) {
  const headingId = useId();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const filters = filtersFrom(search);
  const page = pageFrom(search);
  const query = useQuery(projectOffersQuery(projectRef, filters, page));
  // The players' code comes while the data does (it is a chunk of its own, see OfferCard).
  useEffect(() => {
    void preloadOfferPlayer();
  }, []);
  const owning = ownsProject(project, viewer);
  const actions = useOfferActions({ userId: viewer?.userId ?? null });
  const [choosing, setChoosing] = useState<Offer | null>(null);

  const go = (next: Filters, nextPage: number, position?: number) => {
    const params = new URLSearchParams(search);
    for (const name of OWN_PARAMS) params.delete(name);
    for (const [name, value] of searchOf(next)) params.set(name, value);
    if (nextPage > 1) params.set('page', String(nextPage));
    void navigate({ search: params.toString() }, { state: position === undefined ? null : { position } });
  };
  const filtered = searchOf(filters).size > 0;

  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {filters.trash ? 'Proposals in the trash' : 'Proposals'}
      </Heading>
      <ProposalFilters
        filters={filters}
        owning={owning}
        onChange={(next) => {
          go(next, 1);
        }}
      />
      <ShortcutList id={KEYS_ID} shortcuts={REVIEW_SHORTCUTS} />
      <QueryState
        query={query}
        loading={
          <div role="status" aria-busy="true" aria-label="Loading the proposals">
            <Stack gap="md">
              <Skeleton shape="rect" size="large" />
              <Skeleton shape="rect" size="large" />
            </Stack>
          </div>
        }
        failed={{ title: 'The proposals could not be loaded', headingLevel: 3 }}
        isEmpty={({ data }) => data.length === 0}
        empty={
          <EmptyState
            icon={filters.trash ? 'trash' : 'message'}
            headingLevel={3}
            title={
              filters.trash
                ? 'The trash is empty'
                : filtered
                  ? 'No proposals match these filters'
                  : 'No proposals yet'
            }
            message={
              filtered
                ? undefined
                : project.status === 'active'
                  ? 'Auditions show here as voice actors send them, oldest first.'
                  : 'This casting received no proposals.'
            }
            action={
              filtered ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    go(NO_FILTERS, 1);
                  }}
                >
                  Show all proposals
                </Button>
              ) : undefined
            }
          />
        }
      >
        {({ data, headers }) => (
          <ProposalList
            // A new page or filter starts its own keyboard position.
            key={search.toString()}
            offers={data}
            paging={pagingOf(headers, data.length)}
            page={page}
            project={project}
            viewer={viewer}
            owning={owning}
            actions={actions}
            initialPosition={positionFrom(location.state)}
            onPage={(next, position) => {
              go(filters, next, position);
            }}
            onChooseWinner={setChoosing}
          />
        )}
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

/** The comments open under each card (by offer id), with how often the c key asked for the box. */
type OpenComments = ReadonlyMap<number, number>;

function ProposalList({
  offers,
  paging,
  page,
  project,
  viewer,
  owning,
  actions,
  initialPosition,
  onPage,
  onChooseWinner,
}: {
  offers: readonly Offer[];
  paging: ListPaging;
  page: number;
  project: Project;
  viewer: Viewer | null;
  owning: boolean;
  actions: OfferActions;
  initialPosition: number | null;
  onPage: (page: number, position?: number) => void;
  onChooseWinner: (offer: Offer) => void;
}) {
  const userId = viewer?.userId ?? null;
  const roving = useRovingCards({
    count: offers.length,
    initialPosition,
    onPastEnd: (direction) => {
      if (direction === 'next' && page < paging.totalPages) onPage(page + 1, 0);
      if (direction === 'previous' && page > 1) onPage(page - 1, OFFERS_PAGE_SIZE - 1);
    },
  });
  const [comments, setComments] = useState<OpenComments>(new Map());
  const [playing, setPlaying] = useState('');
  const whoSees = (offer: Offer) => offerViewerOf(offer, owning, viewer);
  const toggleComments = (offer: Offer) => {
    setComments((open) => {
      const next = new Map(open);
      if (next.has(offer.id)) next.delete(offer.id);
      else next.set(offer.id, 0);
      return next;
    });
  };

  useReviewKeys(offers, roving, {
    like: (offer) => {
      if (owning && userId !== null) actions.toggleLike(offer, myVoteOn(offer, userId));
    },
    trash: (offer) => {
      if (owning) actions.toggleTrash(offer);
    },
    comment: (offer) => {
      if (mayReadComments(whoSees(offer)))
        setComments((open) => new Map(open).set(offer.id, (open.get(offer.id) ?? 0) + 1));
    },
    chooseWinner: (offer) => {
      if (allows(offer, 'set_as_winner')) onChooseWinner(offer);
    },
    showShortcuts: () => {
      showShortcuts(KEYS_ID);
    },
  });

  // The card with focus left the list (to the trash, out of the filter): focus goes to the one that
  // took its place, so the next key goes on from there instead of from the page's start.
  const { position, cards } = roving;
  const count = offers.length;
  const shown = useRef(count);
  useEffect(() => {
    const fewer = count < shown.current;
    shown.current = count;
    if (!fewer || position === null || count === 0 || document.activeElement !== document.body) return;
    cards()[Math.min(position, count - 1)]?.focus();
  });

  // Whatever starts a player (a key, a click), the live region says whose audition plays.
  const { listRef } = roving;
  useEffect(() => {
    const list = listRef.current;
    if (list === null) return undefined;
    const onPlay = (event: Event) => {
      const item = event.target instanceof Element ? event.target.closest('li[data-offer]') : null;
      const offer = offers.find((candidate) => String(candidate.id) === item?.getAttribute('data-offer'));
      if (offer !== undefined) setPlaying(`Playing ${auditionOf(offer)}`);
    };
    // Media events do not bubble: the list listens as they go down.
    list.addEventListener('play', onPlay, true);
    return () => {
      list.removeEventListener('play', onPlay, true);
    };
  }, [listRef, offers]);

  return (
    <Stack gap="md">
      <Text tone="muted">
        {`${String(paging.totalRows)} ${paging.totalRows === 1 ? 'proposal' : 'proposals'}, oldest first`}
      </Text>
      <ul
        ref={listRef}
        className={styles.list}
        aria-label={project.name ? `Proposals for ${project.name}` : 'Proposals'}
        aria-describedby={KEYS_ID}
        onFocus={roving.onFocus}
      >
        {offers.map((offer, index) => (
          <li key={offer.id} data-offer={offer.id}>
            <OfferCard
              offer={offer}
              who={whoSees(offer)}
              userId={userId}
              actions={actions}
              onChooseWinner={onChooseWinner}
              comments={{
                open: comments.has(offer.id),
                focusRequest: comments.get(offer.id) ?? 0,
                onToggle: () => {
                  toggleComments(offer);
                },
              }}
              focusable={index === (roving.position ?? 0)}
              current={index === roving.position}
              detailsHref={`../proposals/details/${String(offer.id)}`}
            />
          </li>
        ))}
      </ul>
      <p role="status" aria-live="polite" className={styles.visuallyHidden}>
        {playing}
      </p>
      {paging.totalPages > 1 ? (
        <Suspense fallback={null}>
          <ListPager
            aria-label="Proposal pages"
            paging={paging}
            page={page}
            onPage={(next) => {
              onPage(next, roving.position ?? undefined);
            }}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
