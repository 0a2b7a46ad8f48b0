import {
  getGetProjectQueryOptions,
  getGetProvidersByIdsQueryOptions,
  getGetUserQueryOptions,
  getListInvitationsQueryOptions,
  getListUserProjectsQueryOptions,
} from '@vo/sdk/hooks';

/** Bookings on one page of either side's list. */
export const BOOKINGS_PAGE_SIZE = 10;

/** The client's two lists: the bookings in progress and the past ones (completed or cancelled). */
export type BookingScope = 'active' | 'past';

/** `?show=past` is the past list; the rest the bookings in progress. */
export const scopeOf = (search: URLSearchParams): BookingScope =>
  search.get('show') === 'past' ? 'past' : 'active';

/** A part of the page whose failure shows in the part (a row's details), not on the error page. */
const PART_ERRORS = { errors: 'local' } as const;

/** One page of the client's bookings (their projects of type booking) in a scope, newest first. */
export const clientBookingsQuery = (userId: number, scope: BookingScope, page: number) =>
  getListUserProjectsQueryOptions(userId, { type: 'booking', scope, page, size: BOOKINGS_PAGE_SIZE });

/** One page of the voice actor's booking requests, unread first, then newest first. */
export const voiceActorBookingsQuery = (page: number) =>
  getListInvitationsQueryOptions({
    type: ['booking'],
    sort: 'unread_first',
    page,
    size: BOOKINGS_PAGE_SIZE,
  });

/**
 * A booking with its recording's status (populate=deliverable), which the lists do not carry and the
 * project machine's label needs once the booking is accepted (waiting for the recording, or for the
 * client's acceptance).
 */
export const bookingDetailsQuery = (publicHash: string) => ({
  ...getGetProjectQueryOptions(publicHash, { populate: 'deliverable' }),
  meta: PART_ERRORS,
});

/** The booked voice actors of a page of bookings, in one request. */
export const bookedVoiceActorsQuery = (ids: readonly number[]) => ({
  ...getGetProvidersByIdsQueryOptions({ ids: ids.join(','), size: Math.max(1, ids.length) }),
  meta: PART_ERRORS,
});

/** The client who asked for a booking (the project's first owner): their public fields. */
export const bookingClientQuery = (userId: number) => ({
  ...getGetUserQueryOptions(userId),
  meta: PART_ERRORS,
});
