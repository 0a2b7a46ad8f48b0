import { useQuery } from '@tanstack/react-query';
import type { SearchFilter } from '@vo/sdk';
import { Button, EmptyState, Heading, ProviderCardPlaceholder, Skeleton, Stack } from '@vo/ui';
import { useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SearchBox } from '../../lib/searchBox';
import { serverMessage } from '../../lib/errors/LoadFailed';
import { pagingOf } from '../../lib/paging';
import { PLAY_GATE, PlayGateDialog, usePlayback, type Playback } from '../../lib/playback';
import { QueryState, type QueryStateSource } from '../../lib/queryState';
import { ResourceLinks } from '../../lib/resourceLinks';
import { ResultList } from './ResultList';
import { FiltersButton, SearchFilters } from './SearchFilters';
import * as styles from './SearchPage.css';
import {
  resultsQuery,
  searchFilterQuery,
  rebaseSearch,
  searchFromUrl,
  searchToUrl,
  type SearchState,
} from './searchQuery';

/** Where the router keeps the keyboard's place across pages. */
interface SearchLocationState {
  readonly position?: number;
}

const positionFrom = (state: unknown): number | null => {
  const position = (state as SearchLocationState | null)?.position;
  return typeof position === 'number' && Number.isInteger(position) && position >= 0 ? position : null;
};

/**
 * /search (spec section 2): free text and filters (languages, voice age and gender, additional
 * services, recording capabilities, location), results as voice actor cards with the best-matching
 * sample playable in place, dummies padding a page to 10 (section 9), paging. The whole search lives
 * in the address, so it can be shared and the back button restores it. Anonymous visitors get the
 * login dialog after 5 samples (section 5). On a phone the results come first and the filters open
 * from a button (issue 39, item 2); from the tablet breakpoint they stand beside the results.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const state = searchFromUrl(params);
  const playback = usePlayback({ gateAfter: PLAY_GATE.default });

  const go = (next: SearchState, position?: number) => {
    void navigate(`/search${searchToUrl(next)}`, { state: { position } satisfies SearchLocationState });
  };
  // A choice is applied to the search the screen last asked for while no render has shown it yet
  // (the router re-renders in a transition, later on a busy phone): a second filter chosen before
  // the screen showed the first one would otherwise drop the first. Once a render shows another
  // search (that one, or the back button's), the render is the base again.
  const shown = searchToUrl(state);
  const asked = useRef<{ from: string; to: SearchState } | null>(null);
  const change = (next: SearchState, position?: number) => {
    const base = asked.current?.from === shown ? asked.current.to : state;
    const target = rebaseSearch(next, state, base);
    asked.current = { from: shown, to: target };
    go(target, position);
  };

  const filter = (next: SearchState) => {
    change({ ...next, page: 1 });
  };

  return (
    <Stack gap="lg">
      <Heading level={1}>Find a voice actor</Heading>
      {/* A new free-text search starts afresh (the shared box opens /search?q=…). */}
      <SearchBox key={state.q} defaultValue={state.q} />
      <div className={styles.layout}>
        <div className={styles.aside}>
          <SearchFilters state={state} onChange={filter} />
        </div>
        <FiltersButton state={state} onChange={filter} />
        <Results
          state={state}
          playback={playback}
          initialPosition={positionFrom(location.state)}
          onPage={(page, position) => {
            change({ ...state, page }, position);
          }}
          onClear={() => {
            go({ ...state, q: '', ids: emptyIds, country: null, page: 1 });
          }}
        />
      </div>
      <ResourceLinks />
      <PlayGateDialog gate={playback.gate} />
    </Stack>
  );
}

const emptyIds: SearchState['ids'] = { languages: [], voice_age_genders: [], filters: [] };

interface ResultsProps {
  state: SearchState;
  playback: Playback;
  initialPosition: number | null;
  onPage: (page: number, position?: number) => void;
  onClear: () => void;
}

/** The free text's filter first (when there is text), then the results it and the filters give. */
function Results({ state, playback, initialPosition, onPage, onClear }: ResultsProps) {
  const filterQuery = useQuery({ ...searchFilterQuery(state.q), enabled: state.q !== '' });
  const filter: SearchFilter | null = filterQuery.data?.status === 200 ? filterQuery.data.data : null;
  const ready = state.q === '' || filter !== null;
  const results = useQuery({ ...resultsQuery(state, filter), enabled: ready });

  // The text's filter and the results read as one query: a failure of either, else the results once both are in.
  const failed = filterQuery.isError ? filterQuery : results.isError ? results : null;
  const found = ready && results.data?.status === 200 ? results.data : null;
  const search: QueryStateSource<NonNullable<typeof found>> =
    failed !== null
      ? { status: 'error', error: failed.error, refetch: failed.refetch }
      : found !== null
        ? { status: 'success', data: found, refetch: results.refetch }
        : { status: 'pending', refetch: results.refetch };
  return (
    <QueryState
      query={search}
      loading={<ResultsSkeleton />}
      failed={{ title: 'The search could not be done', headingLevel: 2, messageOf: searchFailure }}
      isEmpty={({ data }) => data.length === 0}
      empty={
        <EmptyState
          icon="search"
          title="No voice actors match this search"
          message="Try fewer filters or other words."
          action={
            <Button variant="secondary" onClick={onClear}>
              Clear the search
            </Button>
          }
        />
      }
    >
      {({ data: providers, headers }) => {
        return (
          <ResultList
            key={searchToUrl(state)}
            state={state}
            providers={providers}
            paging={pagingOf(headers, providers.length)}
            playback={playback}
            initialPosition={initialPosition}
            onPage={onPage}
          />
        );
      }}
    </QueryState>
  );
}

/** The search's failure in the server's words, else an invitation to try again. */
const searchFailure = (error: unknown) => serverMessage(error) ?? 'Please try again.';

/** The results' shape while they load: no layout jump when they arrive. */
function ResultsSkeleton() {
  return (
    <section aria-busy="true" aria-label="Loading the results" className={styles.filters}>
      <Skeleton lines={1} size="large" />
      <ul className={styles.results}>
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index}>
            <ProviderCardPlaceholder />
          </li>
        ))}
      </ul>
    </section>
  );
}
