import { useQuery } from '@tanstack/react-query';
import { type Attribute, type AttributeGroup, type Provider, type SearchFilter } from '@vo/sdk';
import {
  Button,
  Checkbox,
  EmptyState,
  Heading,
  ProviderCardPlaceholder,
  Select,
  Skeleton,
  Stack,
  Text,
  padToTen,
} from '@vo/ui';
import { Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { FavoriteProviderCard } from '../../lib/favorites';
import { SearchBox } from '../../lib/searchBox';
import { serverMessage } from '../../lib/errors/LoadFailed';
import { ListPager, pagingOf, type ListPaging } from '../../lib/paging';
import { PLAY_GATE, PlayGateDialog, usePlayback, type Playback } from '../../lib/playback';
import { QueryState, type QueryStateSource } from '../../lib/queryState';
import { bestSample } from './bestSample';
import * as styles from './SearchPage.css';
import {
  FILTER_GROUPS,
  keyOfGroup,
  SEARCH_PAGE_SIZE,
  attributesQuery,
  resultsQuery,
  searchFilterQuery,
  rebaseSearch,
  searchFromUrl,
  searchToUrl,
  type FilterGroup,
  type SearchState,
} from './searchQuery';

const GROUP_LABELS: Record<FilterGroup, string> = {
  languages: 'Languages',
  voice_age_genders: 'Voice age and gender',
  additional_services: 'Additional services',
  recording_capabilities: 'Recording capabilities',
};

/**
 * The countries voice actors work from that the location filter offers, by name. Named here, not
 * with Intl.DisplayNames: its first use costs a page 120 to 140 ms of main thread at a phone's speed.
 */
const countryOptions = [
  { value: 'AR', label: 'Argentina' },
  { value: 'AU', label: 'Australia' },
  { value: 'BR', label: 'Brazil' },
  { value: 'CA', label: 'Canada' },
  { value: 'FR', label: 'France' },
  { value: 'DE', label: 'Germany' },
  { value: 'IE', label: 'Ireland' },
  { value: 'IT', label: 'Italy' },
  { value: 'MX', label: 'Mexico' },
  { value: 'NL', label: 'Netherlands' },
  { value: 'PT', label: 'Portugal' },
  { value: 'ES', label: 'Spain' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'US', label: 'United States' },
];

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
 * login dialog after 5 samples (section 5).
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

  return (
    <Stack gap="lg">
      <Heading level={1}>Find a voice actor</Heading>
      {/* A new free-text search starts afresh (the shared box opens /search?q=…). */}
      <SearchBox key={state.q} defaultValue={state.q} />
      <div className={styles.layout}>
        <Filters
          state={state}
          onChange={(next) => {
            change({ ...next, page: 1 });
          }}
        />
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
      <PlayGateDialog gate={playback.gate} />
    </Stack>
  );
}

const emptyIds: SearchState['ids'] = { languages: [], voice_age_genders: [], filters: [] };

function Filters({ state, onChange }: { state: SearchState; onChange: (next: SearchState) => void }) {
  const attributes = useQuery(attributesQuery());
  const groups: AttributeGroup | null = attributes.data?.status === 200 ? attributes.data.data : null;
  const toggle = (group: FilterGroup, id: number, on: boolean) => {
    const key = keyOfGroup(group);
    const current = state.ids[key];
    onChange({
      ...state,
      ids: { ...state.ids, [key]: on ? [...current, id] : current.filter((other) => other !== id) },
    });
  };
  return (
    <section aria-labelledby="search-filters" className={styles.filters}>
      <Heading level={2} id="search-filters">
        Filters
      </Heading>
      <Select
        label="Location"
        placeholder="Anywhere"
        options={countryOptions}
        value={state.country ?? ''}
        onValueChange={({ value }) => {
          onChange({ ...state, country: value === '' ? null : value });
        }}
      />
      {groups === null ? (
        attributes.isError ? (
          <Text tone="muted">The filters could not be loaded.</Text>
        ) : (
          <Skeleton lines={4} aria-label="Loading the filters" />
        )
      ) : (
        FILTER_GROUPS.map((group) => (
          <FilterGroupChoices
            key={group}
            label={GROUP_LABELS[group]}
            choices={groups[group]}
            chosen={state.ids[keyOfGroup(group)].filter((id) =>
              groups[group].some((choice) => choice.id === id),
            )}
            onToggle={(id, on) => {
              toggle(group, id, on);
            }}
          />
        ))
      )}
    </section>
  );
}

function FilterGroupChoices({
  label,
  choices,
  chosen,
  onToggle,
}: {
  label: string;
  choices: readonly Attribute[];
  chosen: readonly number[];
  onToggle: (id: number, on: boolean) => void;
}) {
  const picked = chosen.length;
  return (
    <details className={styles.group} open={picked > 0 ? true : undefined}>
      <summary className={styles.groupSummary}>{picked > 0 ? `${label} (${picked})` : label}</summary>
      <fieldset className={styles.choices}>
        <legend className={styles.visuallyHidden}>{label}</legend>
        {choices.map((choice) => (
          <Checkbox
            key={choice.id}
            label={choice.name}
            checked={chosen.includes(choice.id)}
            onCheckedChange={({ checked }) => {
              onToggle(choice.id, checked);
            }}
          />
        ))}
      </fieldset>
    </details>
  );
}

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

interface ResultListProps {
  state: SearchState;
  providers: readonly Provider[];
  paging: ListPaging;
  playback: Playback;
  initialPosition: number | null;
  onPage: (page: number, position?: number) => void;
}

const isTyping = (target: EventTarget) =>
  target instanceof HTMLElement &&
  target.closest('input, textarea, select, [contenteditable="true"]') !== null;

/**
 * The results, operable from the keyboard alone (issue 15): j / k or the arrows move between voice
 * actors (on to the next or previous page at the ends), p plays or pauses the card's sample, f
 * favorites, o or Enter opens the profile. The position is kept when the page changes.
 */
function ResultList({ state, providers, paging, playback, initialPosition, onPage }: ResultListProps) {
  const navigate = useNavigate();
  const listRef = useRef<HTMLUListElement>(null);
  const last = providers.length - 1;
  const [position, setPosition] = useState<number | null>(
    initialPosition === null ? null : Math.min(initialPosition, last),
  );
  const cards = () => [...(listRef.current?.querySelectorAll<HTMLElement>(':scope > li > article') ?? [])];

  // Moving with the keyboard (or arriving from another page with a position) focuses that card.
  const moved = useRef(initialPosition !== null);
  useEffect(() => {
    if (!moved.current || position === null) return;
    moved.current = false;
    cards()[position]?.focus();
  }, [position]);

  const moveTo = (index: number) => {
    if (index > last) {
      if (state.page < paging.totalPages) onPage(state.page + 1, 0);
      return;
    }
    if (index < 0) {
      if (state.page > 1) onPage(state.page - 1, SEARCH_PAGE_SIZE - 1);
      return;
    }
    moved.current = true;
    setPosition(index);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
    const onCard = event.target instanceof HTMLElement && event.target.matches('article');
    const here = position ?? -1;
    const card = position === null ? undefined : cards()[position];
    const provider = position === null ? undefined : providers[position];
    const press = (name: RegExp) => {
      const button = [...(card?.querySelectorAll('button') ?? [])].find((b) =>
        name.test(b.getAttribute('aria-label') ?? ''),
      );
      button?.click();
      return button !== undefined;
    };
    let handled = true;
    switch (event.key) {
      case 'j':
        moveTo(here + 1);
        break;
      case 'k':
        moveTo(here === -1 ? 0 : here - 1);
        break;
      case 'ArrowDown':
        if (onCard) moveTo(here + 1);
        else handled = false;
        break;
      case 'ArrowUp':
        if (onCard) moveTo(here - 1);
        else handled = false;
        break;
      case 'p':
        handled = press(/^(Play|Pause) /);
        break;
      case 'f':
        handled = press(/^Favorite /);
        break;
      case 'o':
        if (provider) void navigate(`/voice-actor/${provider.id}`);
        else handled = false;
        break;
      case 'Enter':
        if (onCard && provider) void navigate(`/voice-actor/${provider.id}`);
        else handled = false;
        break;
      default:
        handled = false;
    }
    if (handled) event.preventDefault();
  };

  const { totalRows } = paging;
  const from = (state.page - 1) * SEARCH_PAGE_SIZE + 1;
  return (
    <section aria-labelledby="search-results" className={styles.filters}>
      <Heading level={2} id="search-results">
        Voice actors
      </Heading>
      <Text role="status">
        {`${totalRows} voice ${totalRows === 1 ? 'actor' : 'actors'}, ${from} to ${from + providers.length - 1} shown`}
      </Text>
      <KeyboardHelp />
      <ul
        ref={listRef}
        className={styles.results}
        aria-label="Search results"
        aria-describedby="search-keys"
        onKeyDown={handleKeyDown}
        onFocus={(event) => {
          const index = cards().findIndex((card) => card.contains(event.target));
          if (index >= 0 && index !== position) setPosition(index);
        }}
      >
        {padToTen(providers, SEARCH_PAGE_SIZE).map((provider, index) =>
          provider === null ? (
            // Dummies keep a short page's shape (spec section 9); hidden from assistive technology.
            <li key={`dummy-${index}`} aria-hidden="true">
              <ProviderCardPlaceholder />
            </li>
          ) : (
            <li key={provider.id} className={index === position ? styles.current : undefined}>
              {/* Each card is hydrated, and committed, in a pass of its own (as the screen is apart
                  from the shell): the page's largest commit was its ten cards' at once. */}
              <Suspense fallback={null}>
                <ResultCard
                  provider={provider}
                  text={state.q}
                  playback={playback}
                  focusable={index === (position ?? 0)}
                />
              </Suspense>
            </li>
          ),
        )}
      </ul>
      <ListPager
        aria-label="Result pages"
        paging={paging}
        page={state.page}
        onPage={(page) => {
          onPage(page, position ?? undefined);
        }}
      />
    </section>
  );
}

function ResultCard({
  provider,
  text,
  playback,
  focusable,
}: {
  provider: Provider;
  text: string;
  playback: Playback;
  focusable: boolean;
}) {
  const sample = bestSample(provider, text);
  return (
    <FavoriteProviderCard
      provider={provider}
      source="search"
      sample={sample}
      to={`/voice-actor/${provider.id}`}
      headingLevel={3}
      // One card is in the tab order (a roving position); the keys move between them.
      tabIndex={focusable ? 0 : -1}
      onSampleListened={() => {
        if (sample) playback.onListened({ src: sample.file, sampleId: sample.id });
      }}
    />
  );
}

/** The keys of the results, read by screen readers with the list and shown on demand. */
function KeyboardHelp() {
  return (
    <details className={styles.group}>
      <summary className={styles.groupSummary}>Keyboard shortcuts</summary>
      <dl id="search-keys" className={styles.keys}>
        <dt className={styles.keyName}>j / ↓</dt>
        <dd className={styles.keyAction}>Next voice actor (on to the next page at the end)</dd>
        <dt className={styles.keyName}>k / ↑</dt>
        <dd className={styles.keyAction}>Previous voice actor</dd>
        <dt className={styles.keyName}>p</dt>
        <dd className={styles.keyAction}>Play or pause the sample</dd>
        <dt className={styles.keyName}>f</dt>
        <dd className={styles.keyAction}>Favorite (when signed in)</dd>
        <dt className={styles.keyName}>o / Enter</dt>
        <dd className={styles.keyAction}>Open the profile</dd>
      </dl>
    </details>
  );
}

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
