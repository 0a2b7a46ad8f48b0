import type { DeliverableStatus } from '@vo/sdk';
import { and, assign, setup } from 'xstate';
import { decide, statusParser, type Decision, type EntityState } from '../shared/decide';
import { isAdmin, isProvider, type Viewer } from '../shared/viewer';

export type { DeliverableStatus };

/** Every recording status, in lifecycle order. */
export const DELIVERABLE_STATUSES = [
  'created',
  'posted',
  'reviewed',
  'accepted',
  'revision_requested',
  'rejected',
  'flagged',
] as const satisfies readonly DeliverableStatus[];

/** A recording's status as the database stores it (text), checked: throws on a status the machine does not know. */
export const parseDeliverableStatus = statusParser('recording', DELIVERABLE_STATUSES);

/** Revisions a booking includes unless it says otherwise (spec section 9: booking defaults, 2 revisions). */
export const DEFAULT_BOOKING_REVISIONS = 2;

export interface DeliverableContext {
  /** The project's owners (user ids): the client and the shared owners. */
  readonly clientIds: readonly number[];
  /** The booked voice actor who owns the recording (provider id). */
  readonly providerId: number;
  /** When a sent recording is accepted automatically (ISO timestamp); null until there is one. */
  readonly autoAcceptAt: string | null;
  /** Revisions the client asked for so far; never more than revisionsAllowed. */
  readonly revisionsRequested: number;
  /** Revisions the booking includes. */
  readonly revisionsAllowed: number;
}

export interface DeliverableInput {
  clientIds: readonly number[];
  providerId: number;
  autoAcceptAt?: string | null;
  revisionsRequested?: number;
  revisionsAllowed?: number;
}

export type DeliverableEvent =
  /** The owning provider sends the recording; sending may restart the auto-acceptance clock. */
  | { type: 'deliverable.send'; by: Viewer; autoAcceptAt?: string }
  | { type: 'deliverable.view'; by: Viewer }
  | { type: 'deliverable.accept'; by: Viewer }
  | { type: 'deliverable.requestRevision'; by: Viewer }
  | { type: 'deliverable.reject'; by: Viewer }
  | { type: 'deliverable.flag'; by: Viewer }
  /**
   * The deadline, not a person, accepts the recording: a server without timers sends this with the time
   * it checks (`at`, ISO); a running actor needs none, its delayed transition does the same.
   */
  | { type: 'deliverable.autoAccept'; by: Viewer; at: string };

/** The recording's voice actor: the provider role, a provider id, and the one booked. */
export const isOwningProvider = (providerId: number, by: Viewer): boolean =>
  isProvider(by) && by.providerId === providerId;

const isClient = (context: DeliverableContext, by: Viewer) => context.clientIds.includes(by.userId);

/** Milliseconds since the epoch of an ISO timestamp, or null when there is none or it is not a date. */
function deadlineMs(iso: string | null): number | null {
  if (iso === null) return null;
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : null;
}

/** How long from `now` until the recording is accepted automatically (0 once due), or null without a deadline. */
export function autoAcceptDelayMs(autoAcceptAt: string | null, now: number): number | null {
  const deadline = deadlineMs(autoAcceptAt);
  return deadline === null ? null : Math.max(0, deadline - now);
}

/** The longest delay a timer can wait (setTimeout's 32-bit limit, about 24.8 days); longer ones fire at once. */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/** The auto-acceptance delay of a running actor, when it has a deadline a timer can wait for. */
const timerDelayMs = (autoAcceptAt: string | null): number | null => {
  const ms = autoAcceptDelayMs(autoAcceptAt, Date.now());
  return ms !== null && ms <= MAX_TIMER_DELAY_MS ? ms : null;
};

const sendRecording = { guard: 'byOwningProvider', target: 'posted', actions: 'restartClock' } as const;
const accept = { guard: 'byClient', target: 'accepted' } as const;
const reject = { guard: 'byClient', target: 'rejected' } as const;
const requestRevision = {
  guard: and(['byClient', 'revisionAvailable']),
  target: 'revision_requested',
  actions: 'countRevision',
} as const;
const flag = { guard: 'byClientOrAdmin', target: 'flagged' } as const;
const autoAcceptWhenDue = { guard: 'deadlineReached', target: 'accepted' } as const;
// The clock: entering posted or reviewed schedules the auto-acceptance at the deadline.
const autoAcceptAtDeadline = { autoAcceptDelay: { guard: 'deadlineOnTimer', target: 'accepted' } } as const;

/**
 * The recording a booked voice actor delivers: created, sent (posted), viewed by the client (reviewed),
 * then accepted, revision requested (and sent again), rejected or flagged. A sent recording the client
 * has not decided on is accepted automatically when its deadline (autoAcceptAt) is reached.
 */
export const deliverableMachine = setup({
  types: {
    context: {} as DeliverableContext,
    input: {} as DeliverableInput,
    events: {} as DeliverableEvent,
  },
  guards: {
    byOwningProvider: ({ context, event }) => isOwningProvider(context.providerId, event.by),
    byClient: ({ context, event }) => isClient(context, event.by),
    byClientOrAdmin: ({ context, event }) => isClient(context, event.by) || isAdmin(event.by),
    revisionAvailable: ({ context }) => context.revisionsRequested < context.revisionsAllowed,
    // Checked when the timer fires. A deadline a timer cannot wait for is left to the server (which
    // sends deliverable.autoAccept): without this check the overflowing timer would accept at once.
    deadlineOnTimer: ({ context }) => timerDelayMs(context.autoAcceptAt) !== null,
    deadlineReached: ({ context, event }) => {
      if (event.type !== 'deliverable.autoAccept') return false;
      const deadline = deadlineMs(context.autoAcceptAt);
      const at = deadlineMs(event.at);
      return deadline !== null && at !== null && at >= deadline;
    },
  },
  actions: {
    restartClock: assign({
      autoAcceptAt: ({ context, event }) =>
        event.type === 'deliverable.send' && event.autoAcceptAt !== undefined
          ? event.autoAcceptAt
          : context.autoAcceptAt,
    }),
    countRevision: assign({ revisionsRequested: ({ context }) => context.revisionsRequested + 1 }),
  },
  delays: {
    // The deadline is absolute: entering reviewed from posted keeps the same moment. Without a deadline
    // (or one too far for a timer) the timer fires at once and deadlineOnTimer refuses it.
    autoAcceptDelay: ({ context }) => timerDelayMs(context.autoAcceptAt) ?? 0,
  },
}).createMachine({
  id: 'deliverable',
  context: ({ input }) => {
    const revisionsAllowed = Math.max(0, input.revisionsAllowed ?? DEFAULT_BOOKING_REVISIONS);
    return {
      clientIds: input.clientIds,
      providerId: input.providerId,
      autoAcceptAt: input.autoAcceptAt ?? null,
      revisionsAllowed,
      revisionsRequested: Math.min(Math.max(0, input.revisionsRequested ?? 0), revisionsAllowed),
    };
  },
  initial: 'created',
  states: {
    created: {
      tags: ['draft', 'awaiting-recording'],
      on: {
        'deliverable.send': sendRecording,
      },
    },
    posted: {
      tags: ['awaiting-acceptance', 'auto-accept-clock'],
      after: autoAcceptAtDeadline,
      on: {
        'deliverable.view': { guard: 'byClient', target: 'reviewed' },
        'deliverable.accept': accept,
        'deliverable.requestRevision': requestRevision,
        'deliverable.reject': reject,
        'deliverable.flag': flag,
        'deliverable.autoAccept': autoAcceptWhenDue,
      },
    },
    reviewed: {
      tags: ['awaiting-acceptance', 'auto-accept-clock'],
      after: autoAcceptAtDeadline,
      on: {
        'deliverable.accept': accept,
        'deliverable.requestRevision': requestRevision,
        'deliverable.reject': reject,
        'deliverable.flag': flag,
        'deliverable.autoAccept': autoAcceptWhenDue,
      },
    },
    revision_requested: {
      tags: ['awaiting-recording'],
      on: {
        'deliverable.send': sendRecording,
        'deliverable.reject': reject,
        'deliverable.flag': flag,
      },
    },
    flagged: {
      tags: ['awaiting-acceptance'],
      on: {
        'deliverable.accept': accept,
        'deliverable.reject': reject,
      },
    },
    accepted: { type: 'final' },
    rejected: { type: 'final' },
  },
});

export type DeliverableEntity = EntityState<typeof deliverableMachine>;

/** The server's question for a recording: may this event be sent now, and what follows? */
export function decideDeliverable(
  deliverable: DeliverableEntity,
  event: DeliverableEvent,
): Decision<typeof deliverableMachine> {
  return decide(deliverableMachine, deliverable, event);
}
