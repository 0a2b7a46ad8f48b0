// The moderation rule of messages, in one place (documented in the README, "Messages"): a message
// from a new or untrusted client that carries contact details (an e-mail address, a phone number, a
// messenger handle) or a link outside the marketplace is held for an admin, who approves it
// (delivered) or rejects it (never delivered) with a real category (reviewUserPendingMessages).
// That is how clients and voice actors route around the marketplace; a trusted client, and a voice
// actor answering, are not held. Only the words of the message are read; attachment names too.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projectOwners, projects } from '../../db/schema';
import { acceptedBooking } from '../projects/projectStates';

export type HoldReason = 'email' | 'phone' | 'handle' | 'link';

/**
 * The patterns, each with the reason it holds a message for. Written for what people type to pass
 * contact details: "name@example.com", "name (at) example (dot) com", "+1 555 010 9999",
 * "skype: jane.doe", "add me on WhatsApp", "www.example.com", "https://example.com/x".
 */
export const CONTACT_PATTERNS: readonly { reason: HoldReason; pattern: RegExp }[] = [
  {
    reason: 'email',
    pattern:
      /[a-z0-9._%+-]+\s*(?:@|\(at\)|\[at\]|\s+at\s+)\s*[a-z0-9-]+(?:\s*(?:\.|\(dot\)|\[dot\]|\s+dot\s+)\s*[a-z0-9-]+)*\s*(?:\.|\(dot\)|\[dot\]|\s+dot\s+)\s*(?:com|net|org|io|co|me|info|biz|edu|gov|[a-z]{2})\b/i,
  },
  // Nine digits or more, spaces, dots, dashes and brackets between them (a price or a date is
  // taken out first, see `withoutNumbersOfWork`); or a + and seven digits or more.
  { reason: 'phone', pattern: /(?:\+\s*\d(?:[\s().-]*\d){6,}|\d(?:[\s().-]*\d){8,})/ },
  {
    reason: 'handle',
    pattern:
      /\b(?:skype|whats\s*app|telegram|signal|wechat|viber|discord|instagram|facebook|linkedin|zoom)\b(?:\s*(?:id|name|handle|me|is))?\s*(?:[:=@-]|\bon\b|\bat\b)?\s*@?[a-z0-9._-]{3,}|\b(?:add|call|text|message|reach|find|contact)\s+me\s+(?:on|at|via)\s+(?:skype|whats\s*app|telegram|signal|wechat|viber|discord|instagram|facebook|linkedin)\b/i,
  },
  {
    reason: 'link',
    pattern:
      /\b(?:https?:\/\/|www\.)[^\s<>"]+|\b[a-z0-9][a-z0-9-]*\.(?:com|net|org|io|co|me|ly|app|dev|info|biz|link|site|online)\b(?:\/\S*)?/i,
  },
];

/** Dates, times and sums of money are numbers of the work, not phone numbers. */
const numbersOfWork =
  /\b\d{4}-\d{2}-\d{2}(?:[t ]\d{2}:\d{2}(?::\d{2})?)?\b|\b\d{1,2}:\d{2}\b|[$€£]\s?\d[\d,.\s]*\d|\d[\d,.]*\s?(?:usd|eur|gbp|words?|seconds?|minutes?|mins?|hours?|days?)\b/gi;

const withoutNumbersOfWork = (text: string) => text.replace(numbersOfWork, ' ');

/**
 * Why a message's text would be held, if anything in it routes around the marketplace; links to the
 * marketplace itself (`ownOrigin`) do not count.
 */
export function contactDetailsIn(text: string, ownOrigin: string): HoldReason[] {
  const ownHost = new URL(ownOrigin).host.toLowerCase();
  const cleaned = withoutNumbersOfWork(text)
    .split(/\s+/)
    .filter((word) => !word.toLowerCase().includes(ownHost))
    .join(' ');
  return CONTACT_PATTERNS.filter(({ pattern }) => pattern.test(cleaned)).map(({ reason }) => reason);
}

export type ClientTrust = 'trusted' | 'new' | 'untrusted';

/**
 * How far the marketplace trusts a client: untrusted when an admin marked one of their projects
 * Untrusted or Undesirable (Client Status, spec section 3); trusted when an admin marked one Trusted
 * or a voice actor accepted one of their bookings (they have done business here); new otherwise.
 */
export async function clientTrust(db: Database, userId: number): Promise<ClientTrust> {
  const [row] = await db
    .select({
      flagged: sql<boolean>`bool_or(${projects.admin}->>'client_status' IN ('untrusted', 'undesirable'))`,
      trusted: sql<boolean>`bool_or(${projects.admin}->>'client_status' = 'trusted' OR (${acceptedBooking}))`,
    })
    .from(projectOwners)
    .innerJoin(projects, eq(projects.id, projectOwners.projectId))
    .where(and(eq(projectOwners.userId, userId)));
  if (row?.flagged) return 'untrusted';
  if (row?.trusted) return 'trusted';
  return 'new';
}

/**
 * Whether a message is held, and why: only a client's messages in a conversation they started, when
 * the client is not trusted and the text (or an attachment's name or link) carries contact details.
 */
export async function holdReasons(
  db: Database,
  message: { senderIsClient: boolean; senderId: number; texts: string[] },
  ownOrigin: string,
): Promise<HoldReason[]> {
  if (!message.senderIsClient) return [];
  const reasons = [...new Set(message.texts.flatMap((text) => contactDetailsIn(text, ownOrigin)))];
  if (reasons.length === 0) return [];
  return (await clientTrust(db, message.senderId)) === 'trusted' ? [] : reasons;
}
