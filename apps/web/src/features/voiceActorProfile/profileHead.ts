import type { QueryClient } from '@tanstack/react-query';
import type { Provider, Sample } from '@vo/sdk';
import type { GetProviderQueryResult, ListProviderSamplesQueryResult } from '@vo/sdk/hooks';
import type { Site } from '../../lib/brand';
import { snippet, type ScreenHead } from '../../lib/head';
import {
  PUBLIC_SAMPLES_PAGE_SIZE,
  pageFrom,
  profileIdFrom,
  profileSamplesQuery,
  voiceActorProfileQuery,
} from './profileQuery';

/** A length in seconds as schema.org wants it (ISO 8601): 'PT1M5S'. */
function isoDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return `PT${minutes > 0 ? `${String(minutes)}M` : ''}${String(whole % 60)}S`;
}

const list = (names: readonly string[]): string =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;

/** The samples the public page shows (valid ones, the first page). */
export const publicSamples = (samples: readonly Sample[]): Sample[] =>
  samples.filter((sample) => sample.is_valid).slice(0, PUBLIC_SAMPLES_PAGE_SIZE);

/** What a search engine shows under the title: the voice actor's own summary, else who they are. */
function description(provider: Provider, samples: readonly Sample[]): string {
  if (provider.summary != null && provider.summary.trim() !== '') return snippet(provider.summary);
  const languages = provider.languages.map((language) => language.name);
  const primary = provider.locations[0];
  const place =
    primary === undefined
      ? ''
      : ` from ${[primary.city, primary.country_name ?? primary.country_code].filter(Boolean).join(', ')}`;
  const recording = languages.length > 0 ? ` recording in ${list(languages)}` : '';
  const listen = samples.length > 0 ? ` Listen to ${list(samples.map((sample) => sample.name))}.` : '';
  return snippet(`${provider.user.name}, voice actor${place}${recording}.${listen}`);
}

/**
 * The public profile's head: '<name>, voice actor | <brand>', its description, `/voice-actor/{id}`
 * as the canonical address of its aliases, and a schema.org Person with the languages and the
 * samples as AudioObjects.
 */
export function voiceActorProfileHead({
  params,
  url,
  queryClient,
  site,
}: {
  params: { id?: string };
  url: URL;
  queryClient: QueryClient;
  site: Site;
}): ScreenHead | null {
  const id = profileIdFrom(params.id);
  if (id === null) return null;
  const provider = queryClient.getQueryData<GetProviderQueryResult>(
    voiceActorProfileQuery(id).queryKey,
  )?.data;
  if (provider === undefined) return null;
  const canonicalPath = `/voice-actor/${String(id)}`;
  // The samples are paged apart from the profile: the page of them the address shows, as prefetched.
  const samples = publicSamples(
    queryClient.getQueryData<ListProviderSamplesQueryResult>(profileSamplesQuery(id, pageFrom(url)).queryKey)
      ?.data ?? [],
  );
  const primary = provider.locations[0];
  return {
    title: `${provider.user.name}, voice actor | ${site.name}`,
    description: description(provider, samples),
    canonicalPath,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: provider.user.name,
      jobTitle: 'Voice actor',
      url: new URL(canonicalPath, url.origin).href,
      ...(provider.picture != null ? { image: provider.picture } : {}),
      knowsLanguage: provider.languages.map((language) => language.name),
      ...(primary !== undefined
        ? {
            homeLocation: {
              '@type': 'Place',
              address: {
                '@type': 'PostalAddress',
                ...(primary.city != null ? { addressLocality: primary.city } : {}),
                ...(primary.region != null ? { addressRegion: primary.region } : {}),
                addressCountry: primary.country_code,
              },
            },
          }
        : {}),
      subjectOf: samples.map((sample) => ({
        '@type': 'AudioObject',
        name: sample.name,
        contentUrl: sample.file,
        ...(sample.duration != null ? { duration: isoDuration(sample.duration) } : {}),
      })),
    },
  };
}
