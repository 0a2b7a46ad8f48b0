import { useQuery } from '@tanstack/react-query';
import { Heading, Stack, Text, TextField } from '@vo/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import { loadSearchSuggestions, searchHref, type SearchSuggestion } from '../../lib/searchBox';
import * as styles from './SearchAutocompletePage.css';

/** How long typing pauses before the suggestions are asked for (a request per pause, not per key). */
const PAUSE_MS = 200;

function SuggestionList({ title, items }: { title: string; items: readonly SearchSuggestion[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-label={title}>
      <Heading level={2} size="sm">
        {title}
      </Heading>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.value} className={styles.item}>
            <AppLink to={item.href} variant="standalone" className={styles.link}>
              <span>{item.label}</span>
              <Text as="span" size="sm" tone="muted">
                {item.description}
              </Text>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /search/autocomplete (spec section 2): the search box's suggestions on a page of their own, as a
 * phone searches: the field fills the top, search terms (languages, voices, services...) and voice
 * actors by name list below as the person types, and "Search for …" runs the free text. The text
 * lives in the address (`?q=`), so a reload or Back keeps it.
 */
export function SearchAutocompletePage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [asked, setAsked] = useState(text.trim());

  const inAddress = params.get('q') ?? '';
  useEffect(() => {
    // Nothing to do when the address holds the text already (the page just opened): a replace then
    // would undo a navigation started meanwhile (a suggestion followed while its page loads).
    if (text === inAddress) return;
    const timer = window.setTimeout(() => {
      setAsked(text.trim());
      setParams(text === '' ? {} : { q: text }, { replace: true });
    }, PAUSE_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [text, inAddress, setParams]);

  const suggestions = useQuery({
    queryKey: ['searchSuggestions', asked],
    queryFn: ({ signal }) => loadSearchSuggestions({ query: asked, signal }),
    enabled: asked !== '',
    // A failed suggestion says so here; it must not pop the app's global error notices.
    meta: { errors: 'local' },
    staleTime: 60_000,
  });
  const found = suggestions.data ?? [];
  const terms = found.filter((item) => item.value.startsWith('term-'));
  const voiceActors = found.filter((item) => item.value.startsWith('voice-actor-'));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(searchHref({ q: text.trim() }));
  };

  let status: string;
  if (asked === '') status = 'Type a language, a voice, a style or a voice actor’s name.';
  else if (suggestions.isError)
    status = 'Suggestions could not be loaded: you can still search for the text.';
  else if (suggestions.isPending) status = 'Looking for suggestions…';
  else if (found.length === 0) status = 'No suggestions: search for the text instead.';
  else status = `${String(found.length)} ${found.length === 1 ? 'suggestion' : 'suggestions'}`;

  return (
    <Stack gap="lg" className={styles.page}>
      <Heading level={1}>Search</Heading>
      <form role="search" aria-label="Search voice actors" action="/search" onSubmit={submit}>
        <TextField
          label="Search voice actors"
          type="search"
          name="q"
          maxLength={255}
          autoFocus
          autoComplete="off"
          placeholder="Language, voice, style or a voice actor’s name"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
      </form>
      <Text role="status" size="sm" tone="muted">
        {status}
      </Text>
      {text.trim() === '' ? null : (
        <AppLink to={searchHref({ q: text.trim() })} variant="standalone">
          {`Search for “${text.trim()}”`}
        </AppLink>
      )}
      <SuggestionList title="Search terms" items={terms} />
      <SuggestionList title="Voice actors" items={voiceActors} />
    </Stack>
  );
}
