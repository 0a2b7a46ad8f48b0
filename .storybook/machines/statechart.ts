// The statechart of a machine, read from its own definition (so the drawing cannot drift from the
// code), and what a running snapshot makes of it. Pure: no React, no DOM, no running actor. Its
// layout for an SVG is statechartLayout.ts.
import { and, not, or, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode } from 'xstate';

export type ChartNodeType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartNode {
  readonly id: string;
  /** The node's key in its parent (the machine id for the root). */
  readonly key: string;
  readonly path: readonly string[];
  readonly parentId: string | null;
  readonly type: ChartNodeType;
  /** The child entered first (compound nodes only). */
  readonly initialId: string | null;
  readonly childIds: readonly string[];
  readonly tags: readonly string[];
  /** The actors the node invokes while it is active, by their `src` name. */
  readonly invokes: readonly string[];
}

/** What made a transition fire: a sent event, or something the machine does on its own. */
export type ChartEdgeKind =
  | 'event'
  | 'after'
  | 'done'
  | 'error'
  | 'snapshot'
  | 'done-state'
  | 'always'
  | 'internal';

export interface ChartEdge {
  readonly id: string;
  readonly sourceId: string;
  /** Empty for a targetless transition (it runs actions, the state stays). */
  readonly targetIds: readonly string[];
  /** The event descriptor the transition listens to, as the definition spells it. */
  readonly eventType: string;
  readonly kind: ChartEdgeKind;
  /** A short human label: the event type, "after 5000 ms", "onDone", "onError (fetchPlan)", "always". */
  readonly label: string;
  /** The guard's name, or null when the transition has none. */
  readonly guard: string | null;
}

export interface Statechart {
  readonly machineId: string;
  readonly rootId: string;
  /** Every state node in document order, the root first. */
  readonly nodes: readonly ChartNode[];
  readonly edges: readonly ChartEdge[];
}

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allStateNodes(child))];
}

// xstate's and/or/not guards are functions whose `check` tells them apart (their names do not
// survive minification).
const checkOf = (guard: unknown): unknown => (guard as { check?: unknown }).check;
const BOOLEAN_GUARDS: readonly (readonly [string, unknown])[] = [
  ['and', checkOf(and([]))],
  ['or', checkOf(or([]))],
  ['not', checkOf(not(() => true))],
];

/** Static guard params, short: `{ parties: ['client', 'admin'] }` reads "client, admin". */
function describeParams(params: unknown): string {
  if (params === undefined || params === null) return '';
  if (typeof params === 'function') return '…';
  const values: unknown[] = typeof params === 'object' ? Object.values(params) : [params];
  const text = values
    .map((v) => {
      if (Array.isArray(v)) return v.map(String).join(', ');
      return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : '…';
    })
    .join(', ');
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

function describeGuard(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const inner: unknown = (guard as { guards?: unknown }).guards;
    const op = BOOLEAN_GUARDS.find(([, check]) => check === checkOf(guard))?.[0];
    if (op && Array.isArray(inner)) return `${op}(${inner.map((g) => describeGuard(g) ?? '?').join(', ')})`;
    return guard.name || 'inline guard';
  }
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') {
    const params = describeParams('params' in guard ? guard.params : undefined);
    return params === '' ? guard.type : `${guard.type}(${params})`;
  }
  return 'guard';
}

function invokeNames(node: AnyStateNode): Map<string, string> {
  const names = new Map<string, string>();
  for (const def of node.invoke) {
    const src: unknown = def.src;
    names.set(def.id, typeof src === 'string' && !src.startsWith('xstate.invoke.') ? src : def.id);
  }
  return names;
}

function classify(
  node: AnyStateNode,
  eventType: string,
  invokes: Map<string, string>,
): { kind: ChartEdgeKind; label: string } {
  // With one invoked actor the box names it; with several the label says which one.
  const of = (prefix: string) => {
    if (invokes.size <= 1) return '';
    const id = eventType.slice(prefix.length);
    return ` (${invokes.get(id) ?? id})`;
  };
  if (eventType.startsWith('xstate.after.')) {
    const delay = eventType.slice('xstate.after.'.length).replace(new RegExp(`\\.${escape(node.id)}$`), '');
    return { kind: 'after', label: /^\d+$/.test(delay) ? `after ${delay} ms` : `after ${delay}` };
  }
  if (eventType.startsWith('xstate.done.actor.')) {
    return { kind: 'done', label: `onDone${of('xstate.done.actor.')}` };
  }
  if (eventType.startsWith('xstate.error.actor.')) {
    return { kind: 'error', label: `onError${of('xstate.error.actor.')}` };
  }
  if (eventType.startsWith('xstate.snapshot.')) {
    return { kind: 'snapshot', label: `onSnapshot${of('xstate.snapshot.')}` };
  }
  if (eventType.startsWith('xstate.done.state.')) return { kind: 'done-state', label: 'onDone' };
  if (eventType.startsWith('xstate.')) return { kind: 'internal', label: eventType.slice('xstate.'.length) };
  return { kind: 'event', label: eventType };
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Reads the states and transitions of `machine` from its definition. */
export function extractStatechart(machine: AnyStateMachine): Statechart {
  const stateNodes = allStateNodes(machine.root);
  const nodes: ChartNode[] = stateNodes.map((node) => {
    const initialTarget = node.type === 'compound' ? node.initial.target[0] : undefined;
    return {
      id: node.id,
      key: node === machine.root ? machine.id : node.key,
      path: node.path,
      parentId: node.parent?.id ?? null,
      type: node.type,
      initialId: initialTarget?.id ?? null,
      childIds: Object.values(node.states).map((child) => child.id),
      tags: [...node.tags],
      invokes: [...invokeNames(node).values()],
    };
  });
  const edges: ChartEdge[] = [];
  for (const node of stateNodes) {
    const invokes = invokeNames(node);
    const transitions: [
      string,
      readonly { target?: readonly AnyStateNode[] | undefined; guard?: unknown }[],
    ][] = [...node.transitions.entries()];
    if (node.always) transitions.push(['', node.always]);
    for (const [eventType, list] of transitions) {
      const { kind, label } =
        eventType === '' ? { kind: 'always' as const, label: 'always' } : classify(node, eventType, invokes);
      list.forEach((transition, index) => {
        edges.push({
          id: `${node.id}|${eventType || 'always'}|${index}`,
          sourceId: node.id,
          targetIds: (transition.target ?? []).map((target) => target.id),
          eventType,
          kind,
          label,
          guard: describeGuard(transition.guard),
        });
      });
    }
  }
  return { machineId: machine.id, rootId: machine.root.id, nodes, edges };
}

/**
 * The event types a user (or a test) can send: every key of every state node's transition map,
 * in document order, without XState's own `xstate.*` events and without wildcard descriptors.
 */
export function listEventTypes(chart: Statechart): string[] {
  const types = chart.edges
    .filter((edge) => edge.kind === 'event' && !edge.eventType.endsWith('*'))
    .map((edge) => edge.eventType);
  return [...new Set(types)];
}

/** The event types some active state node has a transition for (guards aside). */
export function eventTypesHandledBy(chart: Statechart, activeIds: ReadonlySet<string>): Set<string> {
  const sendable = new Set(listEventTypes(chart));
  return new Set(
    chart.edges
      .filter((edge) => activeIds.has(edge.sourceId) && sendable.has(edge.eventType))
      .map((edge) => edge.eventType),
  );
}

/** The ids of the state nodes `snapshot` is in, the root included. */
export function activeStateIds(chart: Statechart, snapshot: AnyMachineSnapshot): Set<string> {
  return new Set(
    chart.nodes
      .filter((node) => node.parentId === null || snapshot.matches(node.path.join('.')))
      .map((node) => node.id),
  );
}
