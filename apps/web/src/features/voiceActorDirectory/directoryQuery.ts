import type { QueryClient } from '@tanstack/react-query';
import { getListProvidersAlphabeticQueryOptions } from '@vo/sdk/hooks';
import { branded, type HeadArgs, type ScreenHead } from '../../lib/head';
import { pageFrom } from '../../lib/paging';

/** The directory's letters (the contract's letter pattern: A to Z). */
export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** Names on one page of the directory. */
export const DIRECTORY_PAGE_SIZE = 50;

/** The letter of `/voice-actor-directory/{letter}` (either case), null for the whole directory, undefined when not a letter. */
export function letterFrom(param: string | undefined): string | null | undefined {
  if (param === undefined) return null;
  return /^[A-Za-z]$/.test(param) ? param.toUpperCase() : undefined;
}

export const directoryQuery = (letter: string | null, page: number) =>
  getListProvidersAlphabeticQueryOptions({
    ...(letter === null ? {} : { letter }),
    page,
    size: DIRECTORY_PAGE_SIZE,
  });

/** Starts the directory page's request while the screen's code loads. */
export async function prefetchVoiceActorDirectory({
  params,
  url,
  queryClient,
}: {
  params: { letter?: string };
  url: URL;
  queryClient: QueryClient;
}): Promise<void> {
  const letter = letterFrom(params.letter);
  if (letter === undefined) return;
  await queryClient.query(directoryQuery(letter, pageFrom(url.searchParams))).catch(() => undefined);
}

/** The directory's head: the letter in the title. */
export function directoryHead({ params, site }: HeadArgs): ScreenHead {
  const letter = letterFrom(params['letter']);
  return {
    title: branded(letter == null ? 'Voice actor directory' : `Voice actors: ${letter}`, site),
    description: 'Every voice actor of the marketplace, from A to Z.',
  };
}
