// The rule of a casting's automatic invitations (spec sections 4 and 9: 'now inviting', "invitations
// go in groups ordered by membership level"), a pure function: who is in the next wave and when the
// one after goes. The jobs that send the waves are invitationWaves.ts.
import {
  aimaSwitchedOn,
  MEMBERSHIP_TIER_BY_LEVEL,
  membershipLevelOf,
  parseProjectStatus,
  projectInvitesAutomatically,
  type MembershipTier,
  type ProjectType,
} from '@vo/machines';
import type { ProjectRow } from '../projects/projects';

/** A membership level from 1 (Standard) to 5 (Platinum). */
export type KnownMembershipLevel = ReturnType<typeof membershipLevelOf>;

/** Invitations sent for each proposal still missing: about one invited voice actor in four answers. */
export const INVITATIONS_PER_PROPOSAL = 4;
/** The shortest and longest wait between two waves. */
export const MIN_WAVE_GAP_MS = 3600_000;
export const MAX_WAVE_GAP_MS = 24 * 3600_000;

/** Highest level first: the order in which waves reach the tiers. */
export const LEVELS_HIGHEST_FIRST: readonly KnownMembershipLevel[] = [5, 4, 3, 2, 1];

/** What decides whether a project invites automatically. */
export type WaveProject = Pick<
  ProjectRow,
  'type' | 'status' | 'autoInvitesEnabled' | 'aimaStatus' | 'deadline'
>;

/** Whether the project invites automatically now: the project machine's rule ('now inviting'). */
export function invitesAutomatically(project: WaveProject): boolean {
  return projectInvitesAutomatically({
    status: parseProjectStatus(project.status),
    context: {
      type: project.type as ProjectType,
      autoInvitesEnabled: project.autoInvitesEnabled,
      aimaEnabled: aimaSwitchedOn(project.aimaStatus),
    },
  });
}

export interface WaveSituation {
  now: Date;
  project: WaveProject;
  /** The approximate number of proposals the client asked for. */
  proposalsWanted: number;
  /** Proposals received so far. */
  proposalsReceived: number;
  /** Matching voice actors not invited yet, counted by membership level (1 Standard to 5 Platinum). */
  remaining: Readonly<Partial<Record<number, number>>>;
}

export type WaveStopReason = 'not_inviting' | 'deadline_passed' | 'enough_proposals' | 'nobody_left';

export type WavePlan =
  | { send: false; reason: WaveStopReason }
  | {
      send: true;
      /** The membership level this wave invites, and no other. */
      level: KnownMembershipLevel;
      tier: MembershipTier;
      /** At most this many voice actors of that level (the best ranked first). */
      size: number;
      /** When the next wave goes; null when none will (nobody left, or not before the deadline). */
      nextAt: Date | null;
    };

/** The remaining counts with every level read as a known one (an unknown level counts as Standard). */
function countsByLevel(remaining: WaveSituation['remaining']): Map<KnownMembershipLevel, number> {
  const counts = new Map<KnownMembershipLevel, number>();
  for (const [level, n] of Object.entries(remaining)) {
    if (!n || n <= 0) continue;
    const known = membershipLevelOf(Number(level));
    counts.set(known, (counts.get(known) ?? 0) + n);
  }
  return counts;
}

/**
 * Who is in the next wave and when the one after goes. Stops when the project no longer invites
 * automatically, the deadline passed, enough proposals arrived or nobody is left. Otherwise the wave
 * invites the highest membership level that has voice actors left, at most INVITATIONS_PER_PROPOSAL
 * per missing proposal; the rounds still needed after it (each level in rounds of that size) share
 * the time left before the deadline, one share each plus one kept for the last invited to answer,
 * between MIN_WAVE_GAP_MS and MAX_WAVE_GAP_MS (MAX without a deadline). A next wave that would go
 * at or after the deadline is not planned.
 */
export function planWave(situation: WaveSituation): WavePlan {
  const { now, project } = situation;
  if (!invitesAutomatically(project)) return { send: false, reason: 'not_inviting' };
  const deadline = project.deadline;
  if (deadline && now.getTime() >= deadline.getTime()) return { send: false, reason: 'deadline_passed' };
  const missing = situation.proposalsWanted - situation.proposalsReceived;
  if (missing <= 0) return { send: false, reason: 'enough_proposals' };
  const counts = countsByLevel(situation.remaining);
  const level = LEVELS_HIGHEST_FIRST.find((l) => (counts.get(l) ?? 0) > 0);
  if (level === undefined) return { send: false, reason: 'nobody_left' };

  const size = missing * INVITATIONS_PER_PROPOSAL;
  counts.set(level, Math.max(0, (counts.get(level) ?? 0) - size));
  const roundsLeft = [...counts.values()].reduce((sum, n) => sum + Math.ceil(n / size), 0);
  let nextAt: Date | null = null;
  if (roundsLeft > 0) {
    const share = deadline ? (deadline.getTime() - now.getTime()) / (roundsLeft + 1) : MAX_WAVE_GAP_MS;
    const gap = Math.min(MAX_WAVE_GAP_MS, Math.max(MIN_WAVE_GAP_MS, share));
    const at = new Date(now.getTime() + gap);
    nextAt = deadline && at.getTime() >= deadline.getTime() ? null : at;
  }
  return { send: true, level, tier: MEMBERSHIP_TIER_BY_LEVEL[level], size, nextAt };
}
