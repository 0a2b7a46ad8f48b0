// What a voice actor earned, read from the ledger: the net share of each booking's held funds the
// release posted to voice_actor_payable (the platform fee already kept), less any reversal of that
// release. Money a client paid outside Secure Payment never reaches the ledger, so it is not counted
// as earned here; the bookings themselves (completed, clients) come from the projects. Reads only.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledgerEntries, ledgerLines, projectOwners, projects, users } from '../../db/schema';
import type { PageRequest } from '../../http/paging';
import { bookedBooking, completedBooking } from '../projects/projectStates';

/** The entries that move money to or back from a voice actor's earnings: releases and their reversals. */
const releaseOrItsReversal: SQL = sql`(${ledgerEntries.kind} = 'release' OR (${ledgerEntries.kind} = 'reversal' AND EXISTS (
  SELECT 1 FROM ledger_entries released WHERE released.id = ${ledgerEntries.reversesEntryId} AND released.kind = 'release')))`;

/** Net earned (minor units, credit of voice_actor_payable turned positive) over the selected lines. */
const earnedMinor = sql<string | null>`-sum(${ledgerLines.amountMinor})`;

/** Lines of the voice actor's releases (and reversals) in a currency, on the projects they were booked for. */
function earningLines(providerId: number, currency: string, extra?: SQL) {
  return and(
    eq(projects.providerId, providerId),
    eq(ledgerLines.account, 'voice_actor_payable'),
    eq(ledgerLines.currency, currency),
    releaseOrItsReversal,
    extra,
  );
}

/** The first day (UTC) of the month `back` months before `date`'s month. */
export function monthStart(date: Date, back = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - back, 1));
}

const monthKey = (date: Date) => date.toISOString().slice(0, 7);

export interface MonthEarnings {
  /** YYYY-MM */
  month: string;
  earnedMinor: number;
  /** Bookings whose funds were released that month. */
  bookings: number;
}

/**
 * The `months` calendar months up to and including `now`'s, oldest first, each with what the
 * releases of that month brought the voice actor (a month without any is listed at zero).
 */
export async function monthlyEarnings(
  db: Database,
  providerId: number,
  currency: string,
  now: Date,
  months: number,
): Promise<MonthEarnings[]> {
  const from = monthStart(now, months - 1);
  const month = sql<string>`to_char(date_trunc('month', ${ledgerEntries.createdAt} AT TIME ZONE 'UTC'), 'YYYY-MM')`;
  const rows = await db
    .select({ month, projectId: ledgerEntries.projectId, earned: earnedMinor })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .innerJoin(projects, eq(projects.id, ledgerEntries.projectId))
    .where(
      earningLines(
        providerId,
        currency,
        sql`${ledgerEntries.createdAt} >= ${from.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(month, ledgerEntries.projectId);
  const byMonth = new Map<string, MonthEarnings>();
  for (const row of rows) {
    const earned = Number(row.earned ?? 0);
    const known = byMonth.get(row.month) ?? { month: row.month, earnedMinor: 0, bookings: 0 };
    // A release reversed in the same month brought that month nothing, nor a booking.
    byMonth.set(row.month, {
      month: row.month,
      earnedMinor: known.earnedMinor + earned,
      bookings: known.bookings + (earned > 0 ? 1 : 0),
    });
  }
  return Array.from({ length: months }, (_, i) => {
    const key = monthKey(monthStart(now, months - 1 - i));
    return byMonth.get(key) ?? { month: key, earnedMinor: 0, bookings: 0 };
  });
}

export interface OverallEarnings {
  earnedMinor: number;
  /** Paid by clients and still held by Secure Payment for the voice actor's bookings. */
  heldMinor: number;
  /** Bookings whose funds were released (the average's denominator). */
  releasedBookings: number;
  bookingsCompleted: number;
  clients: number;
}

export async function overallEarnings(
  db: Database,
  providerId: number,
  currency: string,
): Promise<OverallEarnings> {
  const [earnedByProject, [held], [bookings]] = await Promise.all([
    db
      .select({ projectId: ledgerEntries.projectId, earned: earnedMinor })
      .from(ledgerLines)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
      .innerJoin(projects, eq(projects.id, ledgerEntries.projectId))
      .where(earningLines(providerId, currency))
      .groupBy(ledgerEntries.projectId),
    // Held: what the payments credited to client_funds_held and no release or refund took out yet.
    db
      .select({ held: sql<string | null>`-sum(${ledgerLines.amountMinor})` })
      .from(ledgerLines)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
      .innerJoin(projects, eq(projects.id, ledgerEntries.projectId))
      .where(
        and(
          eq(projects.providerId, providerId),
          eq(ledgerLines.account, 'client_funds_held'),
          eq(ledgerLines.currency, currency),
        ),
      ),
    db
      .select({
        completed: sql<number>`count(DISTINCT ${projects.id}) FILTER (WHERE ${completedBooking})`.mapWith(
          Number,
        ),
        clients: sql<number>`count(DISTINCT ${projectOwners.userId})`.mapWith(Number),
      })
      .from(projects)
      .innerJoin(projectOwners, and(eq(projectOwners.projectId, projects.id), eq(projectOwners.position, 0)))
      .where(and(eq(projects.providerId, providerId), bookedBooking)),
  ]);
  const earned = earnedByProject.map((row) => Number(row.earned ?? 0));
  return {
    earnedMinor: earned.reduce((sum, minor) => sum + minor, 0),
    heldMinor: Math.max(0, Number(held?.held ?? 0)),
    // A booking whose release was reversed brought nothing.
    releasedBookings: earned.filter((minor) => minor > 0).length,
    bookingsCompleted: bookings?.completed ?? 0,
    clients: bookings?.clients ?? 0,
  };
}

export interface BookingClientRow {
  userId: number;
  username: string;
  name: string;
  pictureFileId: string | null;
  bookings: number;
  earnedMinor: number;
  lastBookedAt: Date;
}

/**
 * The clients who booked the voice actor (the posting owner of each booking they did not decline),
 * most recent booking first, with their booking count and what the releases of those bookings
 * brought the voice actor.
 */
export async function bookingClientsPage(
  db: Database,
  providerId: number,
  currency: string,
  page: PageRequest,
): Promise<{ rows: BookingClientRow[]; total: number }> {
  const booked = and(eq(projects.providerId, providerId), bookedBooking);
  const lastBooked = sql<Date>`max(${projects.createdAt})`;
  const [grouped, [count]] = await Promise.all([
    db
      .select({
        userId: users.id,
        username: users.username,
        name: users.name,
        pictureFileId: users.pictureFileId,
        bookings: sql<number>`count(*)`.mapWith(Number),
        projectIds: sql<(number | string)[]>`array_agg(${projects.id})`,
        lastBookedAt: lastBooked,
      })
      .from(projects)
      .innerJoin(projectOwners, and(eq(projectOwners.projectId, projects.id), eq(projectOwners.position, 0)))
      .innerJoin(users, eq(users.id, projectOwners.userId))
      .where(booked)
      .groupBy(users.id)
      .orderBy(desc(lastBooked), desc(users.id))
      .limit(page.size)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(DISTINCT ${projectOwners.userId})`.mapWith(Number) })
      .from(projects)
      .innerJoin(projectOwners, and(eq(projectOwners.projectId, projects.id), eq(projectOwners.position, 0)))
      .where(booked),
  ]);
  const projectIds = grouped.flatMap((row) => row.projectIds.map(Number));
  const earnedRows =
    projectIds.length === 0
      ? []
      : await db
          .select({ projectId: ledgerEntries.projectId, earned: earnedMinor })
          .from(ledgerLines)
          .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
          .innerJoin(projects, eq(projects.id, ledgerEntries.projectId))
          .where(earningLines(providerId, currency, inArray(ledgerEntries.projectId, projectIds)))
          .groupBy(ledgerEntries.projectId);
  const earnedBy = new Map(earnedRows.map((row) => [row.projectId, Number(row.earned ?? 0)]));
  return {
    total: count?.n ?? 0,
    rows: grouped.map((row) => ({
      userId: row.userId,
      username: row.username,
      name: row.name,
      pictureFileId: row.pictureFileId,
      bookings: row.bookings,
      earnedMinor: row.projectIds.reduce<number>((sum, id) => sum + (earnedBy.get(Number(id)) ?? 0), 0),
      lastBookedAt: new Date(row.lastBookedAt),
    })),
  };
}
