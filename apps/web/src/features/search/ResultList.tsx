import type { Provider } from '@vo/sdk';
import { Button, Heading, ProviderCardPlaceholder, Text, padToTen } from '@vo/ui';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUser } from '../../lib/AppContext';

import { signInPath } from '../../lib/session/signInPath';
import { FavoriteProviderCard } from '../../lib/favorites';
import { ListPager, type ListPaging } from '../../lib/paging';
import type { Playback } from '../../lib/playback';
import { bestSample } from './bestSample';
import * as styles from './SearchPage.css';
import { SEARCH_PAGE_SIZE, type SearchState } from './searchQuery';
const LazyInviteDialog = lazy(async () => ({
  default: (await import('../../lib/invitations/InviteDialog')).InviteDialog,
}));

export interface ResultListProps {
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
export function ResultList({ state, providers, paging, playback, initialPosition, onPage }: ResultListProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const user = useUser();
  // Clients invite a result to one of their castings (issue 39); a visitor is asked to sign in
  // first and comes back to these results. A voice actor alone has no castings to invite to.
  const [inviting, setInviting] = useState<Provider | null>(null);
  const invite =
    user === null || user.roles.includes('client')
      ? (provider: Provider) => {
          if (user === null)
            void navigate(signInPath(`${location.pathname}${location.search}`, undefined, 'invite'));
          else setInviting(provider);
        }
      : undefined;
  const listRef = useRef<HTMLUListElement>(null);
  const last = providers.length - 1;
  const [position, setPosition] = useState<number | null>(
    initialPosition === null ? null : Math.min(initialPosition, last),
  );
  const cards = () => [...(listRef.current?.querySelectorAll<HTMLElement>(':scope > li > article') ?? [])];
  // Placeholders pad a short page to ten (spec section 9) once the page runs in a browser: the
  // server's page, which crawlers read, lists the voice actors alone.
  const [padded, setPadded] = useState(false);
  useEffect(() => {
    setPadded(true);
  }, []);
  const shown: (Provider | null)[] = padded ? padToTen(providers, SEARCH_PAGE_SIZE) : [...providers];
  const firstPlaceholder = shown.indexOf(null);

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
      case 'i':
        if (provider && invite) invite(provider);
        else handled = false;
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
        {shown.map((provider, index) =>
          provider === null ? (
            // Dummies keep a short page's shape (spec section 9), said to be placeholders once, above
            // the first; the outlines are hidden from assistive technology.
            <li key={`dummy-${index}`} className={styles.placeholderItem}>
              {index === firstPlaceholder ? (
                <Text size="sm" tone="muted">
                  No more voice actors match this search: the outlines below are placeholders.
                </Text>
              ) : null}
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
                  onInvite={
                    invite === undefined || provider.user_id === user?.id
                      ? undefined
                      : () => {
                          invite(provider);
                        }
                  }
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
      {inviting === null ? null : (
        <Suspense fallback={null}>
          <LazyInviteDialog
            provider={inviting}
            onClose={() => {
              setInviting(null);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

function ResultCard({
  provider,
  text,
  playback,
  focusable,
  onInvite,
}: {
  provider: Provider;
  text: string;
  playback: Playback;
  focusable: boolean;
  /** Opens the invite dialog for this voice actor; no button without it. */
  onInvite: (() => void) | undefined;
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
      actions={
        onInvite === undefined ? undefined : (
          <Button size="small" variant="secondary" onClick={onInvite}>
            Invite to a casting
          </Button>
        )
      }
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
        <dt className={styles.keyName}>i</dt>
        <dd className={styles.keyAction}>Invite to one of your castings</dd>
        <dt className={styles.keyName}>o / Enter</dt>
        <dd className={styles.keyAction}>Open the profile</dd>
      </dl>
    </details>
  );
}
