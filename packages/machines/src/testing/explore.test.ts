import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { byStateAnd, byStateValue, explore, exploreAll, replayShortestPaths } from './explore';

// The coverage guard itself: it must name what a set of sample events leaves out.
const door = createMachine({
  types: {} as { input: { locked: boolean }; context: { locked: boolean } },
  id: 'door',
  context: ({ input }) => ({ locked: input.locked }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        open: [{ guard: ({ context }) => !context.locked, target: 'open' }],
        knock: 'knocking',
      },
    },
    knocking: { always: [{ guard: ({ context }) => context.locked, target: 'closed' }, { target: 'open' }] },
    open: { on: { close: 'closed' } },
  },
});

describe('explore', () => {
  it('reports states no sample event reaches and transitions none takes', () => {
    const report = explore(door, [{ type: 'open' }], { locked: true });
    expect(report.unreachedStates).toEqual(['door.knocking', 'door.open']);
    expect(report.unexercisedTransitions).toEqual([
      'door.closed --open#0--> door.open',
      'door.closed --knock#0--> door.knocking',
      'door.knocking --always#0--> door.closed',
      'door.knocking --always#1--> door.open',
      'door.open --close#0--> door.closed',
    ]);
  });

  it('counts eventless transitions, taken inside a macrostep', () => {
    const report = explore(door, [{ type: 'knock' }, { type: 'close' }], { locked: false });
    expect(report.transitions).toContain('door.knocking --always#1--> door.open');
    expect(report.unexercisedTransitions).toEqual([
      'door.closed --open#0--> door.open',
      'door.knocking --always#0--> door.closed',
    ]);
  });

  it('unions several inputs: a transition counts when any input takes it', () => {
    const events = [{ type: 'open' }, { type: 'knock' }, { type: 'close' }];
    const report = exploreAll(door, events, [{ locked: true }, { locked: false }]);
    expect(report.unexercisedTransitions).toEqual([]);
    expect(report.unreachedStates).toEqual(['door.knocking']); // transient: never a resting state
  });

  it('replays the graph’s shortest paths on a real actor and ends where the graph said', () => {
    const { expected, actual } = replayShortestPaths(door, [{ type: 'open' }, { type: 'close' }], {
      locked: false,
    });
    expect(expected).toEqual(['"closed"', '"open"']);
    expect(actual).toEqual(expected);
  });

  it('with a coarser node key (state and what the guards read) it still names what is left out', () => {
    const serialize = byStateAnd((context: { locked: boolean }) => context.locked);
    const locked = explore(door, [{ type: 'open' }, { type: 'knock' }], { locked: true }, { serialize });
    expect(locked.unexercisedTransitions).toEqual([
      'door.closed --open#0--> door.open',
      'door.knocking --always#1--> door.open',
      'door.open --close#0--> door.closed',
    ]);
    const byValue = replayShortestPaths(
      door,
      [{ type: 'open' }, { type: 'close' }],
      { locked: false },
      {
        serialize: byStateValue,
      },
    );
    expect(byValue.actual).toEqual(['"closed"', '"open"']);
  });
});
