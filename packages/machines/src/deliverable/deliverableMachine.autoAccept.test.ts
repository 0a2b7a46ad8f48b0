import { SimulatedClock } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { admin, client, voiceActor } from '../testing/viewers';
import { autoAcceptDelayMs, MAX_TIMER_DELAY_MS } from './deliverableMachine';
import { DAY, inDays, MINUTE, recordingIn } from './testing/recordings';

// The auto-acceptance of a sent recording at its deadline, on a simulated clock.

describe('deliverable', () => {
  describe('auto-accepted when the deadline is reached', () => {
    // The actor's timers run on a SimulatedClock; Date.now(), which the delay reads on entering a state,
    // is faked and moved with it so that both tell the same time.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-12T17:00:00Z') });
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    const simulatedTime = () => {
      const clock = new SimulatedClock();
      const advance = (ms: number) => {
        vi.setSystemTime(Date.now() + ms);
        clock.increment(ms);
      };
      return { clock, advance };
    };

    it('a posted recording is accepted at its deadline, not a moment before', () => {
      const { clock, advance } = simulatedTime();
      const actor = recordingIn('posted', { autoAcceptAt: inDays(3) }, clock);
      advance(3 * DAY - 1);
      expect(actor.getSnapshot().value).toBe('posted');
      advance(1);
      expect(actor.getSnapshot().value).toBe('accepted');
    });

    it('a reviewed recording keeps the same deadline: viewing it does not restart the clock', () => {
      const { clock, advance } = simulatedTime();
      const actor = recordingIn('posted', { autoAcceptAt: inDays(3) }, clock);
      advance(2 * DAY);
      actor.send({ type: 'deliverable.view', by: client });
      expect(actor.getSnapshot().value).toBe('reviewed');
      advance(DAY - 1);
      expect(actor.getSnapshot().value).toBe('reviewed');
      advance(1);
      expect(actor.getSnapshot().value).toBe('accepted');
    });

    it('a deadline already past accepts the recording as soon as it is sent', () => {
      const { clock, advance } = simulatedTime();
      const actor = recordingIn('posted', { autoAcceptAt: inDays(-1) }, clock);
      advance(0);
      expect(actor.getSnapshot().value).toBe('accepted');
    });

    it("the client's decision before the deadline stops the clock (revision requested, flagged)", () => {
      for (const status of ['revision_requested', 'flagged'] as const) {
        const { clock, advance } = simulatedTime();
        const actor = recordingIn(status, { autoAcceptAt: inDays(1) }, clock);
        advance(2 * DAY);
        expect(actor.getSnapshot().value).toBe(status);
      }
    });

    it('a revised recording sent again runs to its new deadline', () => {
      const { clock, advance } = simulatedTime();
      const actor = recordingIn('revision_requested', { autoAcceptAt: inDays(1) }, clock);
      advance(2 * DAY);
      actor.send({ type: 'deliverable.send', by: voiceActor, autoAcceptAt: inDays(3) });
      advance(3 * DAY - 1);
      expect(actor.getSnapshot().value).toBe('posted');
      advance(1);
      expect(actor.getSnapshot().value).toBe('accepted');
    });

    it('without a deadline (or an invalid one) there is no auto-acceptance', () => {
      for (const autoAcceptAt of [null, 'not a date']) {
        const { clock, advance } = simulatedTime();
        const actor = recordingIn('posted', { autoAcceptAt }, clock);
        advance(365 * DAY);
        expect(actor.getSnapshot().value).toBe('posted');
      }
    });

    it('a deadline further away than a timer can wait is left to the server, never accepted early', () => {
      const { clock, advance } = simulatedTime();
      const actor = recordingIn('posted', { autoAcceptAt: inDays(30) }, clock);
      advance(0);
      advance(DAY);
      expect(actor.getSnapshot().value).toBe('posted');
      expect(MAX_TIMER_DELAY_MS).toBeLessThan(30 * DAY);
    });

    it('the server, without timers, accepts a recording once its deadline is reached, not before', () => {
      const deadline = '2026-11-19T17:00:00Z';
      for (const status of ['posted', 'reviewed'] as const) {
        const snapshot = recordingIn(status, { autoAcceptAt: deadline }).getSnapshot();
        expect(snapshot.can({ type: 'deliverable.autoAccept', by: admin, at: '2026-11-19T16:59:59Z' })).toBe(
          false,
        );
        expect(snapshot.can({ type: 'deliverable.autoAccept', by: admin, at: deadline })).toBe(true);
      }
      for (const status of ['created', 'revision_requested', 'flagged'] as const) {
        const snapshot = recordingIn(status, { autoAcceptAt: deadline }).getSnapshot();
        expect(snapshot.can({ type: 'deliverable.autoAccept', by: admin, at: '2026-12-01T00:00:00Z' })).toBe(
          false,
        );
      }
      const noDeadline = recordingIn('posted', { autoAcceptAt: null }).getSnapshot();
      expect(noDeadline.can({ type: 'deliverable.autoAccept', by: admin, at: deadline })).toBe(false);
      const badTime = recordingIn('posted', { autoAcceptAt: deadline }).getSnapshot();
      expect(badTime.can({ type: 'deliverable.autoAccept', by: admin, at: 'soon' })).toBe(false);
    });

    it('computes the delay from the deadline: never negative, none without a deadline', () => {
      const now = Date.parse('2026-11-19T12:00:00Z');
      expect(autoAcceptDelayMs('2026-11-19T17:00:00Z', now)).toBe(5 * 60 * MINUTE);
      expect(autoAcceptDelayMs('2026-11-18T17:00:00Z', now)).toBe(0);
      expect(autoAcceptDelayMs(null, now)).toBeNull();
      expect(autoAcceptDelayMs('tomorrow', now)).toBeNull();
    });
  });
});
