import {
  createActor,
  getMicrosteps,
  getNextTransitions,
  matchesState,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type StateValue,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';

/** The events to try in every state: the sample of each event type, for each kind of sender. */
export type EventSamples = readonly AnyEventObject[];

export interface ExploreOptions {
  /**
   * What makes two snapshots the same node of the graph. The default (state value and context) is
   * exact; a machine whose context has many independent flags can use its state value alone and
   * seed the flag combinations its guards need through several inputs (exploreAll).
   */
  serialize?: (snapshot: AnyMachineSnapshot) => string;
}

/** Serializes a snapshot by its state value alone. */
export const byStateValue = (snapshot: AnyMachineSnapshot): string => JSON.stringify(snapshot.value);

/**
 * Serializes a snapshot by its state value and what `steering` picks of its context: the parts its
 * guards read. Context that steers nothing (a message, a quote) would only multiply the nodes of the
 * graph, each walked with every sample event: the session's full context made ~2,400 nodes and a
 * 20 s walk. A part left out can only hide a transition (the test then names it), never invent one.
 */
export function byStateAnd<TContext>(
  steering: (context: TContext) => unknown,
): (snapshot: { readonly value: unknown; readonly context: TContext }) => string {
  return (snapshot) => JSON.stringify([snapshot.value, steering(snapshot.context)]);
}

export interface Exploration {
  /** Every state node of the definition, by id. */
  readonly states: readonly string[];
  /** State nodes no sequence of the sample events reaches. */
  readonly unreachedStates: readonly string[];
  /** Every transition of the definition (eventless ones as `always`), as `source --event--> target`. */
  readonly transitions: readonly string[];
  /** Transitions the sample events never take. */
  readonly unexercisedTransitions: readonly string[];
}

type Snapshot = Parameters<AnyStateMachine['getTransitionData']>[0];
interface Visited {
  state: Snapshot;
  transitions: Record<string, { event: AnyEventObject }>;
}

// xstate/graph types its map loosely (any snapshots); these two narrow what the walk reads.
function isVisited(entry: unknown): entry is Visited {
  return typeof entry === 'object' && entry !== null && 'state' in entry && 'transitions' in entry;
}

function stateValueOf(snapshot: Snapshot): StateValue {
  const value: unknown = snapshot.value;
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) return value as StateValue;
  throw new Error(`not a state value: ${String(value)}`);
}

const handledTypes = new WeakMap<AnyMachineSnapshot, readonly string[]>();

/**
 * Whether some active state has a transition for the event. The walk tries only those: any other event
 * changes nothing (or, an actor's error nobody handles, fails the machine, which no caller sends), and
 * trying every sample in every node was most of the walk's time.
 */
function handles(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  let types = handledTypes.get(snapshot);
  if (!types) {
    // A transition's eventType is typed from the machine's events (any, for any machine): a string.
    types = getNextTransitions(snapshot).map((t): string => String(t.eventType));
    handledTypes.set(snapshot, types);
  }
  return types.some(
    (type) =>
      type === event.type ||
      type === '*' ||
      (type.endsWith('.*') && event.type.startsWith(type.slice(0, -1))),
  );
}

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allStateNodes(child))];
}

function describeTransition(
  source: AnyStateNode,
  eventType: string,
  index: number,
  targets: readonly AnyStateNode[] | undefined,
) {
  const to = targets && targets.length > 0 ? targets.map((t) => t.id).join(',') : '(self)';
  return `${source.id} --${eventType}#${index}--> ${to}`;
}

/**
 * Walks the machine's state graph with the sample events (xstate/graph) and reports which states
 * and which transitions of its definition were reached. A test asserts both lists of misses are
 * empty: a state or transition added without a sample event that reaches it fails that test.
 */
export function explore(
  machine: AnyStateMachine,
  events: EventSamples,
  input?: unknown,
  options: ExploreOptions = {},
): Exploration {
  const nodes = allStateNodes(machine.root).filter((n) => n !== machine.root);
  const defined = new Map<object, string>();
  const eventless = new Set<object>();
  for (const node of allStateNodes(machine.root)) {
    for (const [eventType, list] of node.transitions) {
      list.forEach((t, i) => defined.set(t, describeTransition(node, eventType, i, t.target)));
    }
    node.always?.forEach((t, i) => {
      defined.set(t, describeTransition(node, 'always', i, t.target));
      eventless.add(t);
    });
  }
  const map = getAdjacencyMap<AnyMachineSnapshot, AnyEventObject, unknown>(machine, {
    events: [...events],
    filterEvents: handles,
    input,
    ...(options.serialize ? { serializeState: options.serialize } : {}),
  });
  const reached = new Set<string>();
  const exercised = new Set<object>();
  const visited: unknown[] = Object.values(map);
  for (const { state, transitions } of visited.filter(isVisited)) {
    const value = stateValueOf(state);
    for (const node of nodes) if (matchesState(node.path.join('.'), value)) reached.add(node.id);
    for (const { event } of Object.values(transitions)) {
      for (const t of machine.getTransitionData(state, event)) exercised.add(t);
    }
  }
  if (eventless.size > 0) {
    // Eventless transitions are taken inside a macrostep and are never the answer to an event:
    // watch them on a real actor, restored at each node the walk found, taking each of its edges.
    for (const { state, transitions } of visited.filter(isVisited)) {
      for (const { event } of Object.values(transitions)) {
        const taken = machine.getTransitionData(state, event);
        // An event no transition takes changes nothing, so no eventless transition can follow it.
        if (taken.length === 0) continue;
        // One microstep is the event's own: more mean eventless transitions followed it. Computed
        // without an actor (pure), so that only those few edges are replayed on a real one.
        if (getMicrosteps(machine, state, event).length < 2) continue;
        const actor = createActor(machine, {
          snapshot: state,
          input,
          inspect: (inspection) => {
            if (inspection.type === '@xstate.microstep')
              for (const t of inspection._transitions) exercised.add(t);
          },
        });
        // A replayed step may fail the machine (an actor error it does not handle there): that is
        // the machine's outcome, observed, not an error of the walk.
        actor.subscribe({ error: () => undefined });
        actor.start();
        actor.send(event);
        actor.stop();
      }
    }
  }
  return {
    states: nodes.map((n) => n.id),
    unreachedStates: nodes.map((n) => n.id).filter((id) => !reached.has(id)),
    transitions: [...defined.values()],
    unexercisedTransitions: [...defined.entries()].filter(([t]) => !exercised.has(t)).map(([, d]) => d),
  };
}

/**
 * `explore` over several inputs (say, a casting and a booking): a state or transition counts as
 * reached when any of the inputs reaches it.
 */
export function exploreAll(
  machine: AnyStateMachine,
  events: EventSamples,
  inputs: readonly unknown[],
  options: ExploreOptions = {},
): Exploration {
  const runs = inputs.map((input) => explore(machine, events, input, options));
  const [first] = runs;
  if (!first) throw new Error('exploreAll needs at least one input');
  const inAll = (pick: (e: Exploration) => readonly string[]) =>
    pick(first).filter((item) => runs.every((run) => pick(run).includes(item)));
  return {
    states: first.states,
    transitions: first.transitions,
    unreachedStates: inAll((e) => e.unreachedStates),
    unexercisedTransitions: inAll((e) => e.unexercisedTransitions),
  };
}

/**
 * Replays, on a real actor, the shortest path the graph found to every reachable state, and returns
 * the states each replay ended in next to the states the graph predicted. They must be equal: the
 * graph and the running machine agree.
 */
export function replayShortestPaths(
  machine: AnyStateMachine,
  events: EventSamples,
  input?: unknown,
  options: ExploreOptions = {},
): { expected: string[]; actual: string[] } {
  const paths = getShortestPaths(machine, {
    events: [...events],
    filterEvents: handles,
    input,
    ...(options.serialize ? { serializeState: options.serialize } : {}),
  });
  const expected: string[] = [];
  const actual: string[] = [];
  for (const path of paths) {
    const actor = createActor(machine, { input });
    actor.start();
    for (const step of path.steps.slice(1)) actor.send(step.event);
    const predicted: AnyMachineSnapshot = path.state;
    expected.push(JSON.stringify(predicted.value));
    actual.push(JSON.stringify(actor.getSnapshot().value));
    actor.stop();
  }
  return { expected, actual };
}
