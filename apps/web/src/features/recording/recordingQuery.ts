// The recording a page shows: the one of the address (/recording/{deliverableId}) or the booking's
// own (/recording), read through the generated query options; a missing one is no error page.
import { ApiError } from '@vo/sdk';
import {
  getDeliverable,
  getGetDeliverableQueryKey,
  getGetProjectDeliverableQueryKey,
  getGetProjectQueryKey,
  getProjectDeliverable,
  type Deliverable,
} from '@vo/sdk/hooks';

/** A failure the page shows in its place (with Try again), not on the error page. */
export const LOCAL_ERRORS = { errors: 'local' } as const;

/** The deliverable id of the address, or null when it names none (or not a number). */
export function deliverableIdFrom(param: string | undefined): number | null {
  const id = Number(param);
  return param !== undefined && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * The recording of the address, or of the booking when the address names none; null when the
 * booking has none yet (or none the caller may see: a draft is its voice actor's).
 */
export function recordingQuery(projectRef: string, deliverableId: number | null) {
  const key =
    deliverableId === null
      ? getGetProjectDeliverableQueryKey(projectRef)
      : getGetDeliverableQueryKey(deliverableId);
  return {
    queryKey: ['recording', ...key] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Deliverable | null> => {
      try {
        const { data } =
          deliverableId === null
            ? await getProjectDeliverable(projectRef, { signal })
            : await getDeliverable(deliverableId, { signal });
        return data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    meta: LOCAL_ERRORS,
    retry: false,
  };
}

/** Every recording query of the page, and the project's (its status follows the recording's). */
export const recordingKeys = (projectRef: string) =>
  [['recording'], getGetProjectQueryKey(projectRef)] as const;

/** What the remaining revisions read like: 'No revisions remain', '1 revision remains', '2 revisions remain'. */
export function revisionsLeft(recording: Pick<Deliverable, 'revisions_allowed' | 'revisions_used'>): string {
  const left = Math.max(0, recording.revisions_allowed - recording.revisions_used);
  if (left === 0) return 'No revisions remain';
  return left === 1 ? '1 revision remains' : `${String(left)} revisions remain`;
}
