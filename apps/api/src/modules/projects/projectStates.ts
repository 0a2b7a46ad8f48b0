// The project states that the counters, the recently booked list, the average rate and the
// profiles share, as SQL conditions over `projects`, so that each is defined in one place. A leaf
// module (the schema only): every module that counts projects can import it without a cycle.
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { ProjectStatus } from '@vo/sdk';
import { projects } from '../../db/schema';

/**
 * UserStats.past_projects: "closed, canceled or completed". Every other status counts as active
 * (UserServiceStats.active_projects: "not closed, canceled or completed"; UserStats: "draft to
 * booking-accepted"), so active and past together are all of the user's projects.
 */
export const PAST_STATUSES = ['closed', 'canceled', 'completed'] as const satisfies readonly ProjectStatus[];

/**
 * A booking the client made and the voice actor did not decline: sent to the client for the quote
 * confirmation, accepted (waiting for or reviewing the recording), or completed (spec section 4).
 * `active` is a request still waiting for the voice actor, so nobody is booked yet.
 */
export const BOOKED_STATUSES = [
  'booking-sent',
  'booking-accepted',
  'completed',
] as const satisfies readonly ProjectStatus[];

/** Both sides agreed on the terms: booking-accepted, or completed after that. */
export const ACCEPTED_STATUSES = [
  'booking-accepted',
  'completed',
] as const satisfies readonly ProjectStatus[];

const statusIn = (statuses: readonly ProjectStatus[]): SQL => inArray(projects.status, [...statuses]);

/** A booking the voice actor declined ends completed with this reason; nobody was booked. */
const notDeclined = sql`${projects.completionReason} IS DISTINCT FROM 'booking-declined'`;

/** Bookings whose voice actor counts as booked by the client (the recently booked list). */
export const bookedBooking: SQL = sql`${projects.type} = 'booking' AND ${statusIn(BOOKED_STATUSES)} AND ${notDeclined}`;

/** Bookings the voice actor accepted (UserProviderStats.bookings_accepted). */
export const acceptedBooking: SQL = sql`${projects.type} = 'booking' AND ${statusIn(ACCEPTED_STATUSES)} AND ${notDeclined}`;

/**
 * Accepted bookings whose price the client paid: not refunded or cancelled (a booking without
 * secure payment has no charge, and its agreed price is what the client paid the voice actor).
 */
export const paidBooking: SQL = sql`${acceptedBooking} AND (${projects.chargeStatus} IS NULL OR ${projects.chargeStatus} NOT IN ('refunded', 'cancelled'))`;

/** A completed booking whose recording was accepted, by the client or automatically at the deadline. */
export const completedBooking: SQL = sql`${projects.type} = 'booking' AND ${projects.status} = 'completed' AND ${projects.completionReason} IN ('deliverable-accepted', 'deadline')`;

/** UserStats.past_projects (see PAST_STATUSES). */
export const pastProject: SQL = statusIn(PAST_STATUSES);
