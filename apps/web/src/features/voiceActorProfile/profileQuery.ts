import type { QueryClient } from '@tanstack/react-query';
import { getGetProviderQueryOptions } from '@vo/sdk/hooks';

/** What the public profile embeds: its samples and the places the voice actor works from. */
const POPULATE = 'samples,locations';

/** The spec's public page size for a profile's samples (section 9). */
export const PUBLIC_SAMPLES_PAGE_SIZE = 6;

/** The profile's one query: the screen reads it, its prefetch fills it (the same key, one request). */
export const voiceActorProfileQuery = (id: number) => getGetProviderQueryOptions(id, { populate: POPULATE });

/**
 * A profile id as the address carries it: a canonical positive decimal (`/voice-actor/12`), else
 * null (the screen shows the 404 page without asking the server about `/voice-actor/0x10`).
 */
export function profileIdFrom(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9][0-9]{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}

/** Starts the profile's request while the screen's code loads (the screen slot's prefetch). */
export async function prefetchVoiceActorProfile({
  params,
  queryClient,
}: {
  params: { id?: string };
  queryClient: QueryClient;
}): Promise<void> {
  const id = profileIdFrom(params.id);
  if (id === null) return;
  // A failure stays in the query cache, where the screen reads it and shows its error state.
  await queryClient.query(voiceActorProfileQuery(id)).catch(() => undefined);
}
