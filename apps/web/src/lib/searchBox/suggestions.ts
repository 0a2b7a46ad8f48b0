import type { Attribute, AttributeGroupName, ProviderSummary } from '@vo/sdk';
import { searchAttributes, suggestProviders } from '@vo/sdk/hooks';
import { filterKeyOf, searchHref } from './searchUrl';

/** One suggestion of the search box: a search term (an attribute) or a voice actor. */
export interface SearchSuggestion {
  /** Unique among the suggestions (the listbox option's key). */
  readonly value: string;
  readonly label: string;
  /** What kind of suggestion it is, for the eyes and the screen reader. */
  readonly description: string;
  /** Where picking it leads: a search filtered on the term, or the voice actor's profile. */
  readonly href: string;
}

/** How many of each kind the list shows: a short list stays readable on a phone. */
export const SUGGESTED_TERMS = 4;
export const SUGGESTED_VOICE_ACTORS = 5;

/** What a search term is, as the list names it. */
export const ATTRIBUTE_KINDS: Record<AttributeGroupName, string> = {
  languages: 'Language',
  accents: 'Accent',
  voice_age_genders: 'Voice',
  additional_services: 'Additional service',
  recording_capabilities: 'Recording capability',
  vocal_abilities: 'Vocal ability',
  categories: 'Category',
};

function placeOf(provider: ProviderSummary): string | null {
  const location = provider.location;
  if (location === null) return null;
  const country = location.country_name ?? location.country_code;
  return location.city ? `${location.city}, ${country}` : country;
}

export function termSuggestion(attribute: Attribute): SearchSuggestion {
  return {
    value: `term-${String(attribute.id)}`,
    label: attribute.name,
    description: ATTRIBUTE_KINDS[attribute.group],
    href: searchHref({ [filterKeyOf(attribute.group)]: [attribute.id] }),
  };
}

export function voiceActorSuggestion(provider: ProviderSummary): SearchSuggestion {
  const place = placeOf(provider);
  return {
    value: `voice-actor-${String(provider.id)}`,
    label: provider.user.name,
    description: place === null ? 'Voice actor' : `Voice actor · ${place}`,
    href: `/voice-actor/${String(provider.id)}`,
  };
}

/**
 * The suggestions for a text typed so far: matching search terms (languages, voices, services...)
 * first, then voice actors by name. When one of the two lookups fails the other's answers still
 * show; only when both fail does the list say suggestions could not be loaded. The calls go
 * straight through the SDK's fetchers, not the query cache, so a failed suggestion never raises
 * the app's global error notices: typing in a box must not pop snackbars.
 */
export async function loadSearchSuggestions({
  query,
  signal,
}: {
  query: string;
  signal: AbortSignal;
}): Promise<SearchSuggestion[]> {
  const text = query.trim().slice(0, 100);
  if (text === '') return [];
  const [terms, voiceActors] = await Promise.allSettled([
    searchAttributes({ text, size: SUGGESTED_TERMS }, { signal }),
    suggestProviders({ text, size: SUGGESTED_VOICE_ACTORS }, { signal }),
  ]);
  if (terms.status === 'rejected' && voiceActors.status === 'rejected') throw terms.reason;
  return [
    ...(terms.status === 'fulfilled' ? terms.value.data.map(termSuggestion) : []),
    ...(voiceActors.status === 'fulfilled' ? voiceActors.value.data.map(voiceActorSuggestion) : []),
  ];
}
