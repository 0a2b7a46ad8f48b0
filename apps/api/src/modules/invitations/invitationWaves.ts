// A casting's automatic invitations (spec sections 4 and 9: 'now inviting', "invitations go in
// groups ordered by membership level") and its closing at the deadline, as jobs on the queue.
//
// When an active casting invites automatically (auto_invites_enabled, or AIMA switched on by an
// admin), wave 1 is scheduled at once. A wave invites the matching voice actors (the project's
// languages and voice age/genders, the voice-over service: the search's own conditions) not invited
// yet, from the highest membership level that has any (Platinum, Premium, Bronze, Pro, Standard),
// at most as many as the proposals still missing call for; it plans the next wave from the time
// left before the deadline and schedules it with a singleton key (project and wave), so a restart
// neither loses nor repeats a wave. The rule is `planWave`, a pure function (wavePlan.ts).
//
// Each wave is a row of invitation_waves written in the same transaction as its invitations: a
// wave job that runs again (a retry, a second server) finds its round sent and invites nobody
// twice; it only schedules the next wave and the wave's mail if missing.
//
// A wave is two jobs, because their lengths differ by two orders of magnitude and a job's expiry
// (how long a dead worker holds it) must fit its length: the round (invitationWave: a few queries,
// at most 200 invitations in one transaction: 0.1-0.3 s measured) and then its mail
// (invitationWaveMail: one SMTP send per invitation: 200 took 29 s against a local server
// answering each reply 20 ms late, so minutes against a slow real one). The round, which is what
// keeps time, expires after a minute.
//
// GET /invitations/batch_info tells when the next wave goes from the queue itself
// (invitationBatches.ts).
import { and, count, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invitations, invitationWaves, projectOwners, projects, providers } from '../../db/schema';
import type { Services } from '../../services';
import type { JobTiming } from '../../jobs';
import { mailInvitations } from './invitationMail';
import { insertInvitations, notifyInvitationChange } from './invitations';
import { PROPOSALS_LIMIT } from '../projects/projectChecks';
import { lifecycleColumns, loadProject, runServerStep } from '../projects/projectLifecycle';
import { providerMatchConditions } from '../providers/providerSearch';
import { takesAutomaticInvitations } from '../users/invitationPreferences';
import type { ProjectRow } from '../projects/projects';
import { invitesAutomatically, planWave } from './wavePlan';

// --- The jobs ----------------------------------------------------------------------------------

export const INVITATION_WAVE_JOB = 'invitationWave';
/** A sent wave's mail: a job of its own, with its own (longer) expiry than the round's. */
export const INVITATION_WAVE_MAIL_JOB = 'invitationWaveMail';
export const CLOSE_AT_DEADLINE_JOB = 'closeAtDeadline';

/** A wave's round (invitationWave) or its mail (invitationWaveMail). */
export interface InvitationWavePayload extends Record<string, unknown> {
  projectId: number;
  wave: number;
}

/**
 * The round of a wave: 0.1-0.3 s for 200 invitations (PGlite and PostgreSQL, on a busy machine), so
 * a minute is a wide margin. A dead worker's round runs again within two minutes (this expiry, up
 * to 30 s until maintenance sees it, 10-20 s of retry delay), not 17. Retries back off from 10 s
 * over about 10 minutes, for a database that is briefly away.
 */
export const INVITATION_WAVE_TIMING: JobTiming = {
  expireInSeconds: 60,
  retryLimit: 5,
  retryDelaySeconds: 10,
  retryBackoff: true,
};

/**
 * A wave's mail: up to 200 sends, one SMTP connection each (2-5 s into the outbox, 29 s at 20 ms a
 * reply; a slow provider at 1 s a mail takes 200 s), so five minutes. An expired run loses nothing:
 * a mail is claimed before it is sent, so the retry (or a run still going) sends each mail once.
 * Retries back off from 30 s, for a mail server that is down.
 */
export const INVITATION_WAVE_MAIL_TIMING: JobTiming = {
  expireInSeconds: 300,
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
};

/** Closing at the deadline: a few reads and one update, 0.03-0.2 s measured; as a wave's round. */
export const CLOSE_AT_DEADLINE_TIMING: JobTiming = INVITATION_WAVE_TIMING;

export interface CloseAtDeadlinePayload extends Record<string, unknown> {
  projectId: number;
  /** The deadline the job was scheduled for (ISO); a moved deadline makes the job do nothing. */
  deadline: string;
}

const waveKey = (projectId: number, wave: number) => `project-${projectId}-wave-${wave}`;

/** Schedules a wave's round (refused while one waits: its singleton key), with its timing. */
function scheduleWave(services: Services, projectId: number, wave: number, runAt?: Date) {
  return services.jobs.schedule(INVITATION_WAVE_JOB, { projectId, wave } satisfies InvitationWavePayload, {
    singletonKey: waveKey(projectId, wave),
    timing: INVITATION_WAVE_TIMING,
    ...(runAt ? { runAt } : {}),
  });
}

/** Schedules a sent wave's mail, due now (refused while one waits: its singleton key). */
function scheduleWaveMail(services: Services, projectId: number, wave: number) {
  return services.jobs.schedule(
    INVITATION_WAVE_MAIL_JOB,
    { projectId, wave } satisfies InvitationWavePayload,
    { singletonKey: `${waveKey(projectId, wave)}-mail`, timing: INVITATION_WAVE_MAIL_TIMING },
  );
}

/** A membership level as SQL reads it: 1 to 5, anything else Standard (as membershipLevelOf). */
const providerLevel =
  sql<number>`CASE WHEN ${providers.membershipLevel} BETWEEN 1 AND 5 THEN ${providers.membershipLevel} ELSE 1 END`.mapWith(
    Number,
  );

/**
 * Matching voice actors not invited to the project yet, not one of its owners, and taking automatic
 * invitations (their invitation preferences). A casting in a
 * language reaches the speakers of its variants too, as a search for it finds them.
 */
async function candidateConditions(db: Database, project: ProjectRow) {
  return [
    ...(await providerMatchConditions(db, {
      service: 'voice_over',
      languages: project.languages,
      voiceAgeGenders: project.voiceAgeGenders,
    })),
    sql`NOT EXISTS (SELECT 1 FROM ${invitations} WHERE ${invitations.projectId} = ${project.id} AND ${invitations.providerId} = ${providers.id})`,
    sql`${providers.userId} NOT IN (SELECT ${projectOwners.userId} FROM ${projectOwners} WHERE ${projectOwners.projectId} = ${project.id})`,
    // A voice actor who turned the marketplace's invitations off (the invitation settings page).
    takesAutomaticInvitations,
  ];
}

/**
 * Proposals received. Offers are not stored by this part of the server yet: an accepted invitation
 * (the voice actor answered with a proposal) counts as one. Count offers here once they exist.
 */
async function proposalsReceived(db: Database, projectId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(invitations)
    .where(and(eq(invitations.projectId, projectId), eq(invitations.status, 'accepted')));
  return row?.n ?? 0;
}

async function remainingByLevel(db: Database, candidates: SQL[]): Promise<Record<number, number>> {
  const rows = await db
    .select({ level: providerLevel, n: count() })
    .from(providers)
    .where(and(...candidates))
    .groupBy(providerLevel);
  return Object.fromEntries(rows.map((r) => [r.level, r.n]));
}

export const proposalsWanted = (project: ProjectRow): number =>
  project.serviceProperties.proposals_wanted ?? PROPOSALS_LIMIT.default;

async function findWave(db: Database, projectId: number, wave: number) {
  const [row] = await db
    .select()
    .from(invitationWaves)
    .where(and(eq(invitationWaves.projectId, projectId), eq(invitationWaves.wave, wave)));
  return row ?? null;
}

async function loadProjectRow(db: Database, projectId: number): Promise<ProjectRow | null> {
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId));
  return row ?? null;
}

/**
 * Starts (or resumes) a project's waves: schedules the round after the last one sent, due now.
 * Does nothing when the project does not invite automatically; a round already waiting keeps its
 * time (the singleton key refuses the second).
 */
export async function startInvitationWaves(
  services: Services,
  projectId: number,
  /** When the round is due; now when absent. */
  runAt?: Date,
): Promise<string | null> {
  const project = await loadProjectRow(services.db, projectId);
  if (!project || !invitesAutomatically(project)) return null;
  const [last] = await services.db
    .select({ wave: sql<number>`max(${invitationWaves.wave})`.mapWith(Number) })
    .from(invitationWaves)
    .where(eq(invitationWaves.projectId, projectId));
  const wave = (last?.wave ?? 0) + 1;
  return scheduleWave(services, projectId, wave, runAt);
}

/** Mails a sent wave's invitations (the invitationWaveMail job); each mail is claimed, so sent once. */
export async function mailInvitationWave(services: Services, payload: InvitationWavePayload): Promise<void> {
  const mailed = await mailInvitations(services, { projectId: payload.projectId, wave: payload.wave });
  for (const userId of mailed) await notifyInvitationChange(services, userId);
}

/** Sends one wave's round (the invitationWave job); idempotent, see the file's head. */
export async function runInvitationWave(services: Services, payload: InvitationWavePayload): Promise<void> {
  const { db } = services;
  const { projectId, wave } = payload;
  const now = services.now();
  let sent = await findWave(db, projectId, wave);
  if (!sent) {
    const project = await loadProjectRow(db, projectId);
    if (!project) return;
    // Read before the transaction: finding the variants may ask the database.
    const candidates = await candidateConditions(db, project);
    const plan = planWave({
      now,
      project,
      proposalsWanted: proposalsWanted(project),
      proposalsReceived: await proposalsReceived(db, projectId),
      remaining: await remainingByLevel(db, candidates),
    });
    if (!plan.send) {
      await stopWaves(db, project, wave);
      return;
    }
    // The next wave is on the queue before this one's invitations are committed, so whoever sees
    // them sees it announced too (batch_info reads the queue); a rerun finds it waiting.
    if (plan.nextAt) await scheduleWave(services, projectId, wave + 1, plan.nextAt);
    sent = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(invitationWaves)
        .values({ projectId, wave, membershipLevel: plan.level, sentAt: now, nextAt: plan.nextAt })
        .onConflictDoNothing()
        .returning();
      // Another run of the same wave got there first.
      if (!row) return null;
      const chosen = await tx
        .select({ id: providers.id })
        .from(providers)
        .where(and(...candidates, sql`${providerLevel} = ${plan.level}`))
        .orderBy(providers.displayOrder, providers.id)
        .limit(plan.size);
      const inserted = await insertInvitations(
        tx,
        chosen.map((p) => ({
          projectId,
          providerId: p.id,
          type: 'automatic',
          status: 'requested',
          wave,
          createdAt: now,
          updatedAt: now,
        })),
      );
      const [counted] = await tx
        .update(invitationWaves)
        .set({ invitedCount: inserted.length })
        .where(and(eq(invitationWaves.projectId, projectId), eq(invitationWaves.wave, wave)))
        .returning();
      if (project.aimaStatus === 'enabled')
        await tx.update(projects).set({ aimaStatus: 'running' }).where(eq(projects.id, projectId));
      return counted ?? row;
    });
    sent ??= await findWave(db, projectId, wave);
    if (!sent) return;
  } else if (sent.nextAt && !(await findWave(db, projectId, wave + 1))) {
    // A rerun of a sent round (its first run died after the commit): the next wave if missing.
    await scheduleWave(services, projectId, wave + 1, sent.nextAt);
  }
  // The mail in a run of its own, so a mail server that is slow or down delays no wave.
  await scheduleWaveMail(services, projectId, wave);
}

/** The waves stopped: no next wave is announced any more; AIMA that ran is finished. */
async function stopWaves(db: Database, project: ProjectRow, wave: number): Promise<void> {
  await db
    .update(invitationWaves)
    .set({ nextAt: null })
    .where(and(eq(invitationWaves.projectId, project.id), lt(invitationWaves.wave, wave)));
  if (project.aimaStatus === 'running')
    await db.update(projects).set({ aimaStatus: 'finished' }).where(eq(projects.id, project.id));
}

/** Schedules the closing of an active casting at its deadline (one job per project and deadline). */
export async function scheduleDeadlineClose(services: Services, project: ProjectRow): Promise<string | null> {
  if (project.type !== 'casting' || project.status !== 'active' || !project.deadline) return null;
  const deadline = project.deadline.toISOString();
  return services.jobs.schedule(
    CLOSE_AT_DEADLINE_JOB,
    { projectId: project.id, deadline } satisfies CloseAtDeadlinePayload,
    {
      runAt: project.deadline,
      singletonKey: `project-${project.id}-deadline-${deadline}`,
      timing: CLOSE_AT_DEADLINE_TIMING,
    },
  );
}

/**
 * Closes a casting at its deadline (the closeAtDeadline job) with closing reason deadline: the
 * project machine's deadlineReached, stored through the lifecycle's server step. The job is for the
 * deadline it was scheduled at: a moved deadline has a job of its own, so this one does nothing.
 * What the machine refuses (a project no longer active: closed, completed, a booking) is left as it
 * is and the job completes, so a second run, or a run after the client closed, changes nothing.
 */
export async function closeAtDeadline(services: Services, payload: CloseAtDeadlinePayload): Promise<void> {
  const project = await loadProject(services.db, payload.projectId);
  if (!project || project.row.deadline?.toISOString() !== payload.deadline) return;
  const now = services.now();
  await runServerStep(services.db, project, { type: 'project.deadlineReached' }, (next, before) => ({
    ...lifecycleColumns(before, next),
    admin: { ...before.admin, closed_at: now.toISOString() },
    updatedAt: now,
  }));
}

/**
 * What a saved change of a project schedules: on becoming active (approval, an admin's status
 * edit, an extension that reopens) or a moved deadline, the closing at the deadline; on starting to
 * invite automatically (approval, enabling auto invites or AIMA, reopening), the waves.
 */
export async function scheduleProjectJobs(services: Services, before: ProjectRow): Promise<void> {
  const after = await loadProjectRow(services.db, before.id);
  if (!after) return;
  const becameActive = before.status !== 'active' && after.status === 'active';
  const deadlineMoved = before.deadline?.getTime() !== after.deadline?.getTime();
  if (becameActive || deadlineMoved) await scheduleDeadlineClose(services, after);
  if (invitesAutomatically(after) && !invitesAutomatically(before))
    await startInvitationWaves(services, after.id);
}

/**
 * The jobs of castings that became active without an approval (the seeded demo castings): each
 * one's closing at its deadline, and, when it invites automatically, its next round due at
 * `nextWaveAt`. Singleton keys make it idempotent: a job already waiting is not scheduled twice.
 * Answers how many jobs it scheduled.
 */
export async function scheduleActiveCastings(
  services: Services,
  nextWaveAt: Date,
): Promise<{ waves: number; deadlines: number }> {
  const rows = await services.db
    .select()
    .from(projects)
    .where(and(eq(projects.type, 'casting'), eq(projects.status, 'active')));
  let waves = 0;
  let deadlines = 0;
  for (const row of rows) {
    if ((await scheduleDeadlineClose(services, row)) !== null) deadlines += 1;
    if ((await startInvitationWaves(services, row.id, nextWaveAt)) !== null) waves += 1;
  }
  return { waves, deadlines };
}
