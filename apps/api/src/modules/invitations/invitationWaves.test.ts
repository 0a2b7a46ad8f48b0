// The rule of the invitation waves (planWave): who is in the next wave and when the one after goes.
import { describe, expect, it } from 'vitest';
import {
  INVITATIONS_PER_PROPOSAL,
  invitesAutomatically,
  MAX_WAVE_GAP_MS,
  MIN_WAVE_GAP_MS,
  planWave,
  type WaveProject,
  type WaveSituation,
} from './wavePlan';

const HOUR = 3600_000;
const now = new Date('2026-11-21T10:00:00Z');
const inHours = (h: number) => new Date(now.getTime() + h * HOUR);

const casting: WaveProject = {
  type: 'casting',
  status: 'active',
  autoInvitesEnabled: true,
  aimaStatus: 'disabled',
  deadline: inHours(72),
};

const situation = (over: Partial<WaveSituation> = {}): WaveSituation => ({
  now,
  project: casting,
  proposalsWanted: 10,
  proposalsReceived: 0,
  remaining: { 5: 3, 4: 5, 3: 5, 2: 1, 1: 7 },
  ...over,
});

describe('who invites automatically', () => {
  it('is an active casting with auto invites or AIMA on', () => {
    expect(invitesAutomatically(casting)).toBe(true);
    expect(invitesAutomatically({ ...casting, autoInvitesEnabled: false })).toBe(false);
    expect(invitesAutomatically({ ...casting, autoInvitesEnabled: false, aimaStatus: 'enabled' })).toBe(true);
    expect(invitesAutomatically({ ...casting, autoInvitesEnabled: false, aimaStatus: 'running' })).toBe(true);
    expect(invitesAutomatically({ ...casting, autoInvitesEnabled: false, aimaStatus: 'finished' })).toBe(
      false,
    );
    expect(invitesAutomatically({ ...casting, status: 'pending_approval' })).toBe(false);
    expect(invitesAutomatically({ ...casting, status: 'closed' })).toBe(false);
    expect(invitesAutomatically({ ...casting, type: 'booking' })).toBe(false);
  });
});

describe('planWave', () => {
  it('invites the highest membership level left, Platinum first', () => {
    expect(planWave(situation())).toMatchObject({ send: true, level: 5, tier: 'Platinum' });
    expect(planWave(situation({ remaining: { 4: 5, 3: 5, 1: 7 } }))).toMatchObject({
      send: true,
      level: 4,
      tier: 'Premium',
    });
    // Standard, then Pro: a Pro voice actor goes before the Standard ones.
    expect(planWave(situation({ remaining: { 1: 7, 2: 1 } }))).toMatchObject({ level: 2, tier: 'Pro' });
    // A level outside 1 to 5 counts as Standard.
    expect(planWave(situation({ remaining: { 0: 2 } }))).toMatchObject({ level: 1, tier: 'Standard' });
  });

  it('sizes the wave by the proposals still missing', () => {
    expect(planWave(situation())).toMatchObject({ size: 10 * INVITATIONS_PER_PROPOSAL });
    expect(planWave(situation({ proposalsWanted: 3, proposalsReceived: 1 }))).toMatchObject({
      size: 2 * INVITATIONS_PER_PROPOSAL,
    });
  });

  it('stops when enough proposals arrived', () => {
    expect(planWave(situation({ proposalsWanted: 3, proposalsReceived: 3 }))).toEqual({
      send: false,
      reason: 'enough_proposals',
    });
    expect(planWave(situation({ proposalsWanted: 3, proposalsReceived: 4 }))).toMatchObject({ send: false });
  });

  it('stops when the project no longer invites automatically', () => {
    for (const project of [
      { ...casting, status: 'closed' },
      { ...casting, autoInvitesEnabled: false },
      { ...casting, status: 'canceled' },
    ])
      expect(planWave(situation({ project }))).toEqual({ send: false, reason: 'not_inviting' });
  });

  it('stops at the deadline', () => {
    const project = { ...casting, deadline: now };
    expect(planWave(situation({ project }))).toEqual({ send: false, reason: 'deadline_passed' });
  });

  it('stops when nobody is left to invite', () => {
    expect(planWave(situation({ remaining: {} }))).toEqual({ send: false, reason: 'nobody_left' });
    expect(planWave(situation({ remaining: { 5: 0 } }))).toEqual({ send: false, reason: 'nobody_left' });
  });

  it('shares the time left between the rounds still needed, keeping one share for answers', () => {
    // After Platinum: Premium, Bronze, Pro and Standard (4 rounds) + 1 share of 72 h.
    expect(planWave(situation())).toMatchObject({ nextAt: inHours(72 / 5) });
    // A deadline far away: at most a day between waves.
    const far = { ...casting, deadline: inHours(24 * 30) };
    expect(planWave(situation({ project: far }))).toMatchObject({
      nextAt: new Date(now.getTime() + MAX_WAVE_GAP_MS),
    });
    // No deadline: a day.
    const open = { ...casting, deadline: null };
    expect(planWave(situation({ project: open }))).toMatchObject({
      nextAt: new Date(now.getTime() + MAX_WAVE_GAP_MS),
    });
  });

  it('waits at least an hour, and plans no wave at or after the deadline', () => {
    const soon = { ...casting, deadline: inHours(4) };
    // 4 h / 5 shares is under the hour: an hour.
    expect(planWave(situation({ project: soon }))).toMatchObject({
      nextAt: new Date(now.getTime() + MIN_WAVE_GAP_MS),
    });
    const closing = { ...casting, deadline: inHours(0.5) };
    expect(planWave(situation({ project: closing }))).toMatchObject({ send: true, level: 5, nextAt: null });
  });

  it('plans no next wave when this one invites everybody left', () => {
    expect(planWave(situation({ remaining: { 4: 3 } }))).toMatchObject({ send: true, nextAt: null });
  });

  it('continues a level too big for one wave in the next wave', () => {
    // One proposal wanted: waves of 4. 10 Platinum voice actors take three waves (4, 4, 2).
    const plan = planWave(situation({ proposalsWanted: 1, remaining: { 5: 10 } }));
    expect(plan).toMatchObject({ send: true, level: 5, size: INVITATIONS_PER_PROPOSAL });
    // Two more rounds: 72 h in three shares.
    expect(plan).toMatchObject({ nextAt: inHours(24) });
    expect(planWave(situation({ proposalsWanted: 1, remaining: { 5: 6, 4: 1 } }))).toMatchObject({
      level: 5,
    });
  });
});
