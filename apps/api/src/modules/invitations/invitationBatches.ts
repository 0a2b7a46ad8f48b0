// GET /invitations/batch_info: a casting's sending progress, its waves grouped by membership level,
// and when the next wave goes, read from the queue itself (the wave job still to run, retries
// included), so a wave that waits for a retry is announced at its new time.
import { eq } from 'drizzle-orm';
import { MEMBERSHIP_TIER_BY_LEVEL, membershipLevelOf, type MembershipTier } from '@vo/machines';
import { invitationWaves } from '../../db/schema';
import type { Services } from '../../services';
import type { ProjectRow } from '../projects/projects';
import { INVITATION_WAVE_JOB } from './invitationWaves';
import { invitesAutomatically, LEVELS_HIGHEST_FIRST, type KnownMembershipLevel } from './wavePlan';

export interface BatchGroup {
  level: KnownMembershipLevel;
  tier: MembershipTier;
  invitationsCount: number;
  sentAt: Date | null;
}

export interface BatchProgress {
  groups: BatchGroup[];
  nextAt: Date | null;
}

/** The general schedule: every membership level, highest first, none sent. */
export const generalBatchSchedule = (): BatchGroup[] =>
  LEVELS_HIGHEST_FIRST.map((level) => ({
    level,
    tier: MEMBERSHIP_TIER_BY_LEVEL[level],
    invitationsCount: 0,
    sentAt: null,
  }));

/**
 * When a project's next wave goes: the time the queue has for its soonest round after `lastSent`
 * still to run (waiting, waiting for a retry after a failed or expired run, or running), on the
 * server's clock; null when none is scheduled (the waves ended, or failed out of retries).
 */
async function nextWaveAt(services: Services, projectId: number, lastSent: number): Promise<Date | null> {
  const jobs = await services.jobs.pending(INVITATION_WAVE_JOB, { projectId });
  const next = jobs.find((job) => Number(job.payload['wave']) > lastSent);
  return next?.runAt ?? null;
}

/**
 * A project's sending progress: its waves grouped by membership level in the order they were
 * sent (a level sent over several waves is one group, dated by its first wave), and when the
 * next wave goes while the project still invites automatically (nextWaveAt).
 */
export async function projectBatchProgress(services: Services, project: ProjectRow): Promise<BatchProgress> {
  const { db } = services;
  const waves = await db
    .select()
    .from(invitationWaves)
    .where(eq(invitationWaves.projectId, project.id))
    .orderBy(invitationWaves.wave);
  const groups: BatchGroup[] = [];
  for (const wave of waves) {
    const level = membershipLevelOf(wave.membershipLevel);
    const group = groups.find((g) => g.level === level);
    if (group) group.invitationsCount += wave.invitedCount;
    else
      groups.push({
        level,
        tier: MEMBERSHIP_TIER_BY_LEVEL[level],
        invitationsCount: wave.invitedCount,
        sentAt: wave.sentAt,
      });
  }
  // A round still queued for a project that stopped inviting sends nothing when it runs.
  const nextAt = invitesAutomatically(project)
    ? await nextWaveAt(services, project.id, waves.at(-1)?.wave ?? 0)
    : null;
  return { groups, nextAt };
}
