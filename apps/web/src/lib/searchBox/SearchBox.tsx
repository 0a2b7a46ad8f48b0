import { Button, Combobox, type ComboboxOption } from '@vo/ui';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { loadSearchSuggestions, type SearchSuggestion } from './suggestions';
import { SEARCH_PATH, searchHref } from './searchUrl';
import * as styles from './SearchBox.css';

export interface SearchBoxProps {
  /** The field's visible label. @default 'Search voice actors' */
  label?: string;
  /** The text the box opens with (the search screen passes its `q`). @default '' */
  defaultValue?: string;
  /** Help text under the label. @default undefined */
  hint?: string;
  /** The id of the field (unique on the page). @default a generated id */
  id?: string;
  /** The submit button's label. @default 'Search' */
  submitLabel?: string;
}

/**
 * The marketplace's search entry: type, and matching search terms (languages, voices, services...)
 * and voice actors by name are suggested. Arrow keys move through them, Enter picks one, Escape
 * closes the list. Submitting the text (Enter with no suggestion chosen, or the button) opens
 * `/search?q=…`; a search term opens the search filtered on it; a voice actor opens their profile.
 */
export function SearchBox({
  label = 'Search voice actors',
  defaultValue = '',
  hint,
  id,
  submitLabel = 'Search',
}: SearchBoxProps) {
  const navigate = useNavigate();
  const [text, setText] = useState(defaultValue);
  // The suggestions of the last answer, by value: the Combobox hands back the option it shows.
  const shown = useRef(new Map<string, SearchSuggestion>());

  const loadOptions = useCallback(
    async (request: { query: string; signal: AbortSignal }): Promise<ComboboxOption[]> => {
      const found = await loadSearchSuggestions(request);
      shown.current = new Map(found.map((suggestion) => [suggestion.value, suggestion]));
      return found.map(({ value, label: name, description }) => ({ value, label: name, description }));
    },
    [],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(searchHref({ q: text }));
  };

  return (
    // The address is the browser's own way to search: a search submitted before the app has loaded
    // opens the server-rendered results (`q` is the field's name), the same page the app opens.
    <form role="search" aria-label={label} className={styles.form} action={SEARCH_PATH} onSubmit={submit}>
      <Combobox
        id={id}
        label={label}
        hint={hint}
        className={styles.field}
        name="q"
        maxLength={255}
        placeholder="Language, voice, style or a voice actor’s name"
        value={text}
        onValueChange={({ value }) => {
          setText(value);
        }}
        loadOptions={loadOptions}
        onSelect={({ option }) => {
          const suggestion = shown.current.get(option.value);
          if (suggestion) void navigate(suggestion.href);
        }}
        loadingText="Looking for suggestions…"
        noResultsText="No suggestions: press Enter to search for this text"
      />
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
}
