// The seeded projects: castings in every lifecycle status and direct bookings of seeded voice actors,
// posted by the 15 clients and the demo client (who also shares ownership of another client's
// casting, and has booked the demo voice actor), with budgets, languages, voice ages and genders
// and audience sizes drawn from the seeded profiles, spread over the 12 months before the seed clock.
// Drawn from their own PRNG, so adding projects left the rest of the marketplace as it was.
// No proposals, Q&A or recordings are stored by this part of the server, so the projects are
// consistent with having none: closed castings are labelled by their closing reason, completed
// castings ended without a winner.
import type { BookingFields, CancelReason, CompletionReason, ProjectStatus } from '@vo/sdk';
import type { Database } from '../db/client';
import {
  projectOwners,
  projects,
  type ProjectAdminDocument,
  type StoredAdditionalPayment,
} from '../db/schema';
import { projectColumns, projectSlug } from '../modules/projects/projects';
import { Random } from './random';
import {
  bookingBriefs,
  cancelDetails,
  castingBriefs,
  clientFeedbacks,
  voiceActorFeedbacks,
  type BookingBrief,
  type CastingBrief,
} from './projectData';

type AudienceSize = BookingFields['audience_size'];
type ProjectInsert = typeof projects.$inferInsert;

/** The projects' own PRNG seed. */
export const PROJECT_SEED = 20_261_206;

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/** A seeded voice actor a project can be cast for or booked with (attribute ids). */
export interface BookableActor {
  providerId: number;
  languages: number[];
  voiceAgeGenders: number[];
  additionalServices: number[];
}

export interface ProjectClient {
  userId: number;
  company: string;
}

export interface ProjectSeedInput {
  /** The seed clock. */
  now: Date;
  /** The 15 clients, in the seed's order. */
  clients: ProjectClient[];
  demoClient: ProjectClient;
  /** both@demo.test: a client who is also a voice actor others book. */
  demoBoth: ProjectClient & { actor: BookableActor };
  demoVoice: BookableActor;
  /** The seeded voice actors (not the demo accounts). */
  actors: BookableActor[];
  adminId: number;
}

type CastingStatus = Extract<
  ProjectStatus,
  'draft' | 'pending_approval' | 'disapproved' | 'active' | 'closed' | 'canceled' | 'replaced' | 'completed'
>;
type BookingStatus = Extract<
  ProjectStatus,
  'active' | 'booking-sent' | 'booking-accepted' | 'completed' | 'canceled'
>;

interface PlannedProject {
  owners: number[];
  values: ProjectInsert;
}

const audienceTiers: readonly (readonly [AudienceSize, number])[] = [
  [10000, 3],
  [100000, 4],
  [1000000, 2],
  [10000000, 1],
  [100000000, 0.5],
];
/** A starting price per audience tier for a short read, in US dollars. */
const basePrice: Record<AudienceSize, number> = {
  10000: 100,
  100000: 175,
  1000000: 300,
  10000000: 600,
  100000000: 1200,
};
const cancelReasons: readonly CancelReason[] = [
  'found-voice-elsewhere',
  'project-cancelled',
  'budget-changed',
  'proposals-not-suitable',
  'deadline-changed',
  'other',
];

class ProjectPlanner {
  readonly planned: PlannedProject[] = [];
  private readonly hashes = new Set<string>();
  private readonly today: Date;

  constructor(
    readonly rng: Random,
    private readonly input: ProjectSeedInput,
  ) {
    const { now } = input;
    this.today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 9));
  }

  /** A moment `days` days before the seed clock's day (at its 9:00 UTC), never after the clock. */
  private daysAgo(days: number, minutesEarlier = 0): Date {
    return this.clamp(new Date(this.today.getTime() - days * DAY - minutesEarlier * 60_000));
  }

  /** Nothing that already happened can be after the seed clock. */
  private clamp(date: Date): Date {
    return date > this.input.now ? this.input.now : date;
  }

  private publicHash(): string {
    for (;;) {
      const hash = this.rng.token(10);
      if (!this.hashes.has(hash)) {
        this.hashes.add(hash);
        return hash;
      }
    }
  }

  private named(template: string, company: string): { name: string; slug: string } {
    const name = template.replaceAll('{company}', company).slice(0, 255);
    return { name, slug: projectSlug(name) };
  }

  private clientStatus(): string | null {
    return this.rng.weighted<string | null>([
      ['trusted', 8],
      ['untrusted', 1],
      [null, 2],
    ]);
  }

  /** Languages and voice ages and genders a real voice actor of the seed offers. */
  private castFrom(actor: BookableActor): { languages: number[]; voiceAgeGenders: number[] } {
    const { rng } = this;
    const second = actor.languages[1];
    return {
      languages: [
        ...actor.languages.slice(0, 1),
        ...(second !== undefined && rng.chance(0.25) ? [second] : []),
      ],
      voiceAgeGenders: rng.sample(actor.voiceAgeGenders, rng.int(1, 2)),
    };
  }

  casting(
    owners: number[],
    company: string,
    status: CastingStatus,
    options: { brief?: CastingBrief; days?: number; securePayment?: boolean; autoInvites?: boolean } = {},
  ): void {
    const { rng } = this;
    const brief = options.brief ?? rng.pick(castingBriefs);
    const days =
      options.days ??
      {
        draft: rng.int(1, 12),
        pending_approval: rng.int(1, 4),
        disapproved: rng.int(10, 120),
        active: rng.int(2, 20),
        closed: rng.int(25, 330),
        completed: rng.int(40, 350),
        canceled: rng.int(20, 300),
        replaced: rng.int(30, 300),
      }[status];
    const createdAt = this.daysAgo(days, rng.int(0, 480));
    const cast = this.castFrom(rng.pick(this.input.actors));
    const budget = rng.pick([100, 150, 200, 250, 300, 400, 500, 750, 1000, 1500]);
    const columns = projectColumns({
      description: brief.description.replaceAll('{company}', company),
      script: brief.script.replaceAll('{company}', company),
      budget,
      languages: cast.languages,
      voice_age_genders: cast.voiceAgeGenders,
      proposals_wanted: rng.pick([10, 15, 20, 25, 30, 50]),
    });
    const later = (d: number) => new Date(createdAt.getTime() + d * DAY);
    const future = () => new Date(this.today.getTime() + rng.int(2, 20) * DAY + 8 * HOUR);
    const passed = (date: Date) => this.clamp(date < this.daysAgo(1) ? date : this.daysAgo(1));
    const deadline =
      status === 'draft'
        ? rng.chance(0.5)
          ? null
          : future()
        : status === 'pending_approval' || status === 'active'
          ? future()
          : passed(later(rng.int(10, 21)));
    const autoInvites = options.autoInvites ?? (status !== 'draft' && rng.chance(0.6));
    const approved = ['active', 'closed', 'completed', 'canceled', 'replaced'].includes(status);
    const closedByClient = (status === 'closed' || status === 'completed') && rng.chance(0.3);
    const closingReason =
      status === 'closed' || status === 'completed' ? (closedByClient ? 'client' : 'deadline') : null;
    const closedAt =
      closingReason === null ? null : closedByClient && deadline ? passed(later(rng.int(3, 9))) : deadline;
    const completionReason: CompletionReason | null =
      status === 'completed' ? (rng.chance(0.75) ? 'client' : 'not-reviewed') : null;
    const cancelReason = completionReason === 'client' ? rng.pick(cancelReasons) : null;
    const securePayment = options.securePayment ?? (status === 'active' && rng.chance(0.35));
    const owner = owners[0] ?? null;
    const admin: ProjectAdminDocument = {
      workflow_status:
        {
          draft: null,
          pending_approval: 'awaiting review',
          disapproved: 'needs changes',
          active: autoInvites ? 'invites sent' : 'client invites only',
          closed: 'ready for booking',
          completed: 'completed without a winner',
          canceled: null,
          replaced: 'replaced by a copy',
        }[status] ?? null,
      client_status: status === 'draft' ? null : this.clientStatus(),
      ...(approved
        ? {
            approved_by: this.input.adminId,
            approved_at: this.clamp(new Date(createdAt.getTime() + 3 * HOUR)).toISOString(),
          }
        : {}),
      ...(status === 'disapproved'
        ? {
            disapproved_by: this.input.adminId,
            disapproved_at: this.clamp(new Date(createdAt.getTime() + 5 * HOUR)).toISOString(),
          }
        : {}),
      ...(status === 'active' && rng.chance(0.3)
        ? { edited_by: owner, edited_at: this.clamp(later(1)).toISOString() }
        : {}),
      ...(closedAt ? { closed_by: closedByClient ? owner : null, closed_at: closedAt.toISOString() } : {}),
      tag_ids: [],
    };
    const { name, slug } = this.named(brief.title, company);
    this.planned.push({
      owners,
      values: {
        publicHash: this.publicHash(),
        slug,
        name,
        type: 'casting',
        status,
        deadline,
        autoInvitesEnabled: autoInvites,
        aimaStatus: !autoInvites
          ? 'disabled'
          : status === 'active'
            ? 'running'
            : status === 'closed' || status === 'completed'
              ? 'finished'
              : 'enabled',
        closingReason,
        completionReason,
        cancelReason,
        cancelReasonDetails:
          cancelReason === 'other' || (cancelReason !== null && rng.chance(0.4))
            ? rng.pick(cancelDetails)
            : null,
        chargeStatus: securePayment ? 'pending' : null,
        winnerSelected: status === 'completed' ? false : null,
        quoteClientConfirmation: null,
        providerId: null,
        ...columns,
        securePaymentEnabled: securePayment,
        securePaymentStatus: securePayment ? 'pending_payment' : null,
        securePaymentAmount: securePayment ? budget : null,
        admin,
        createdAt,
        updatedAt: closedAt ?? this.clamp(new Date(createdAt.getTime() + rng.int(1, 48) * HOUR)),
      },
    });
  }

  booking(
    owners: number[],
    company: string,
    actor: BookableActor,
    status: BookingStatus,
    options: {
      brief?: BookingBrief;
      days?: number;
      completion?: CompletionReason;
      securePayment?: boolean;
    } = {},
  ): void {
    const { rng } = this;
    const brief = options.brief ?? rng.pick(bookingBriefs);
    const turnaround = rng.pick([1, 2, 3, 3, 3, 5]);
    const completion: CompletionReason | null =
      status === 'completed'
        ? (options.completion ??
          rng.weighted<CompletionReason>([
            ['deliverable-accepted', 8],
            ['deadline', 1],
            ['booking-declined', 1],
          ]))
        : null;
    const declined = completion === 'booking-declined';
    const days =
      options.days ??
      {
        active: rng.int(1, 2),
        'booking-sent': rng.int(1, 3),
        // Waiting for the recording: booked within the turnaround, so the deadline is still ahead.
        'booking-accepted': rng.int(1, turnaround),
        completed: rng.int(15, 350),
        canceled: rng.int(10, 200),
      }[status];
    const createdAt = this.daysAgo(days, rng.int(0, 480));
    const audience = rng.weighted(audienceTiers);
    const lengthFactor =
      brief.seconds <= 30 ? 1 : brief.seconds <= 120 ? 1.5 : brief.seconds <= 300 ? 2.2 : 3;
    const price = Math.max(
      50,
      Math.round((basePrice[audience] * lengthFactor * rng.int(85, 125)) / 100 / 5) * 5,
    );
    const securePayment = options.securePayment ?? (!declined && status !== 'canceled' && rng.chance(0.6));
    const additional = rng.sample(actor.additionalServices, rng.chance(0.3) ? 1 : 0);
    const languageId = actor.languages[0];
    const booking: BookingFields = {
      recording_length: { value: brief.seconds, unit: 'second' },
      audience_size: audience,
      script: brief.script.replaceAll('{company}', company),
      fixed_budget: price,
      revisions: 2,
      usage: { value: 12, unit: 'month' },
      turnaround,
      additional_services: additional,
      ...(languageId !== undefined ? { language_id: languageId } : {}),
      voice_age_gender_id: rng.pick(actor.voiceAgeGenders),
      secure_payment: securePayment,
    };
    const columns = projectColumns({
      description: brief.description.replaceAll('{company}', company),
      booking,
    });
    const deadline = new Date(createdAt.getTime() + (turnaround + 1) * DAY);
    const delivered = status === 'completed' && !declined;
    // Funds of an older delivered booking have been released; a recent one's are ready to be.
    const released = delivered && securePayment && days > 20;
    const readyAt = delivered && securePayment ? this.clamp(new Date(deadline.getTime() + DAY)) : null;
    const charge = !securePayment
      ? { chargeStatus: null, securePaymentStatus: null }
      : status === 'active' || status === 'booking-sent'
        ? { chargeStatus: 'pending', securePaymentStatus: 'pending_payment' }
        : released
          ? { chargeStatus: 'funds_released', securePaymentStatus: 'funds_released' }
          : { chargeStatus: 'paid', securePaymentStatus: 'paid' };
    const extra: StoredAdditionalPayment[] =
      delivered && rng.chance(0.2)
        ? [
            {
              id: 1,
              amount: rng.pick([50, 75, 100]),
              description: rng.pick([
                'Two extra pick-up lines',
                'A second version for radio',
                'Rush delivery bonus',
              ]),
              charge_status: 'paid',
              created_at: this.clamp(new Date(deadline.getTime() - 6 * HOUR)).toISOString(),
            },
          ]
        : [];
    const clientAnswered = delivered && rng.chance(0.7);
    const vaAnswered = delivered && rng.chance(0.6);
    const { name, slug } = this.named(brief.title, company);
    const admin: ProjectAdminDocument = {
      workflow_status: ['active', 'booking-sent', 'booking-accepted'].includes(status)
        ? 'booking in progress'
        : null,
      client_status: this.clientStatus(),
      tag_ids: [],
    };
    this.planned.push({
      owners,
      values: {
        publicHash: this.publicHash(),
        slug,
        name,
        type: 'booking',
        status,
        deadline,
        autoInvitesEnabled: false,
        aimaStatus: 'disabled',
        completionReason: completion,
        // booking-sent: the voice actor changed the terms and the client has not confirmed them yet.
        quoteClientConfirmation: status !== 'booking-sent',
        receivedRecording: clientAnswered ? true : null,
        clientFeedback: clientAnswered && rng.chance(0.6) ? rng.pick(clientFeedbacks) : null,
        clientFeedbackSkippedAt:
          delivered && !clientAnswered && rng.chance(0.5)
            ? this.clamp(new Date(deadline.getTime() + 2 * DAY))
            : null,
        receivedPayment: vaAnswered ? true : null,
        vaFeedback: vaAnswered && rng.chance(0.5) ? rng.pick(voiceActorFeedbacks) : null,
        vaFeedbackSkippedAt: null,
        providerId: actor.providerId,
        ...columns,
        ...charge,
        securePaymentEnabled: securePayment,
        securePaymentAmount: securePayment ? price : null,
        readyToReleaseFundsAt: readyAt,
        financeNotifiedAt: released && readyAt ? this.clamp(new Date(readyAt.getTime() + DAY)) : null,
        fundsReleasedAt: released && readyAt ? this.clamp(new Date(readyAt.getTime() + 3 * DAY)) : null,
        additionalPayments: extra,
        admin,
        createdAt,
        updatedAt: this.clamp(
          status === 'completed'
            ? new Date(deadline.getTime() + DAY)
            : new Date(createdAt.getTime() + 4 * HOUR),
        ),
      },
    });
  }
}

const castingStatusWeights: readonly (readonly [CastingStatus, number])[] = [
  ['draft', 1],
  ['pending_approval', 1],
  ['disapproved', 0.5],
  ['active', 3],
  ['closed', 2.5],
  ['completed', 2],
  ['canceled', 1],
  ['replaced', 0.5],
];
const bookingStatusWeights: readonly (readonly [BookingStatus, number])[] = [
  ['active', 1],
  ['booking-sent', 1.5],
  ['booking-accepted', 2],
  ['completed', 5],
  ['canceled', 0.5],
];

/** Plans every seeded project (owners first-to-last, posting client first). */
export function planProjects(input: ProjectSeedInput): PlannedProject[] {
  const rng = new Random(PROJECT_SEED);
  const plan = new ProjectPlanner(rng, input);
  const { demoClient: demo, demoBoth: both, demoVoice: voice, clients, actors } = input;
  const client = (i: number): ProjectClient => {
    const found = clients[i];
    if (!found) throw new Error(`seed: no client ${i}`);
    return found;
  };
  const brief = <T>(list: readonly T[], i: number): T => {
    const found = list[i];
    if (!found) throw new Error(`seed: no brief ${i}`);
    return found;
  };
  const someActor = () => rng.pick(actors);

  // The demo client: a casting in each step of its life, and bookings of the demo voice actor
  // and others; plus a casting another client shared with them.
  const d = [demo.userId];
  plan.casting(d, demo.company, 'active', {
    brief: brief(castingBriefs, 0),
    days: 3,
    securePayment: true,
    autoInvites: true,
  });
  plan.casting(d, demo.company, 'draft', { brief: brief(castingBriefs, 14), days: 1 });
  plan.casting(d, demo.company, 'pending_approval', { brief: brief(castingBriefs, 2), days: 1 });
  plan.casting(d, demo.company, 'closed', { brief: brief(castingBriefs, 1), days: 45 });
  plan.casting(d, demo.company, 'completed', { brief: brief(castingBriefs, 7), days: 150 });
  plan.casting(d, demo.company, 'canceled', { brief: brief(castingBriefs, 8), days: 200 });
  plan.booking(d, demo.company, voice, 'booking-accepted', {
    brief: brief(bookingBriefs, 2),
    days: 1,
    securePayment: true,
  });
  plan.booking(d, demo.company, voice, 'completed', {
    brief: brief(bookingBriefs, 1),
    days: 60,
    completion: 'deliverable-accepted',
    securePayment: true,
  });
  plan.booking(d, demo.company, someActor(), 'completed', {
    brief: brief(bookingBriefs, 4),
    days: 120,
    completion: 'deliverable-accepted',
  });
  plan.booking(d, demo.company, someActor(), 'booking-sent', { brief: brief(bookingBriefs, 6), days: 2 });
  plan.casting([client(0).userId, demo.userId], client(0).company, 'active', {
    brief: brief(castingBriefs, 10),
    days: 6,
  });

  // both@demo.test posts as a client and is booked as a voice actor.
  plan.casting([both.userId], both.company, 'active', { brief: brief(castingBriefs, 5), days: 4 });
  plan.booking([client(1).userId], client(1).company, both.actor, 'completed', {
    days: 90,
    completion: 'deliverable-accepted',
  });
  plan.booking([client(11).userId], client(11).company, both.actor, 'booking-accepted', {});

  // The rarer states at least once, a booking still waiting for the voice actor, and a casting a
  // client shared with a colleague.
  // A casting replaced by its copy, which is the one now running.
  plan.casting([client(3).userId], client(3).company, 'replaced', {
    brief: brief(castingBriefs, 12),
    days: 40,
  });
  plan.casting([client(3).userId], client(3).company, 'active', { brief: brief(castingBriefs, 12), days: 8 });
  plan.casting([client(5).userId], client(5).company, 'disapproved', {});
  plan.booking([client(4).userId], client(4).company, someActor(), 'active', {});
  plan.casting([client(1).userId, client(11).userId], client(1).company, 'closed', {});

  // Every client's own mix of castings and bookings.
  clients.forEach((c) => {
    const count = rng.int(3, 6);
    for (let i = 0; i < count; i += 1) {
      if (rng.chance(0.4))
        plan.booking([c.userId], c.company, someActor(), rng.weighted(bookingStatusWeights));
      else plan.casting([c.userId], c.company, rng.weighted(castingStatusWeights));
    }
  });
  return plan.planned;
}

/** Inserts the planned projects and their owners; returns how many projects were made. */
export async function seedProjects(db: Database, input: ProjectSeedInput): Promise<number> {
  const planned = planProjects(input);
  const inserted = await db
    .insert(projects)
    .values(planned.map((p) => p.values))
    .returning({ id: projects.id, publicHash: projects.publicHash });
  const idOf = new Map(inserted.map((r) => [r.publicHash, r.id]));
  await db.insert(projectOwners).values(
    planned.flatMap((p) =>
      p.owners.map((userId, position) => {
        const projectId = idOf.get(p.values.publicHash);
        if (projectId === undefined) throw new Error(`seed: project ${p.values.publicHash} not stored`);
        return { projectId, userId, position };
      }),
    ),
  );
  return inserted.length;
}
