// The statechart of a machine, read from its own definition (so the drawing cannot drift from the
// code), and a deterministic layout of it for an SVG. Pure: no React, no DOM, no running actor.
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

// ---------------------------------------------------------------------------------------------
// Layout: nested boxes. Inside each compound node its children sit in columns by BFS distance from
// the initial child (parallel regions side by side), rows ordered to cut crossings, so the happy
// path reads left to right. Arrows between neighbouring columns are curves through the gap; every
// other arrow (back, long, same column) runs in its own lane under the container's children, so no
// arrow crosses a box and no two labels overlap.

export interface LayoutBox {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** The node's title: its key. */
  readonly title: string;
  /** Lines under the title: tags, invoked actors, transitions that keep the state or enter a child. */
  readonly lines: readonly string[];
  readonly type: ChartNodeType;
  /** Nesting depth: 0 for the root. */
  readonly depth: number;
}

export interface LayoutEdge {
  /** `source->target`: one arrow per pair of states, carrying every transition between them. */
  readonly id: string;
  readonly sourceId: string;
  readonly targetId: string;
  /** The ids of the transitions (ChartEdge ids) the arrow draws. */
  readonly edgeIds: readonly string[];
  /** Every transition of the arrow is taken by the machine itself (actors, delays, always). */
  readonly automatic: boolean;
  /** SVG path data, ending at the target. */
  readonly d: string;
  readonly labelLines: readonly string[];
  /** Top-left corner and size of the label's box. */
  readonly labelX: number;
  readonly labelY: number;
  readonly labelWidth: number;
  readonly labelHeight: number;
}

export interface InitialMarker {
  readonly parentId: string;
  readonly cx: number;
  readonly cy: number;
  readonly toX: number;
  readonly toY: number;
}

export interface StatechartLayout {
  readonly width: number;
  readonly height: number;
  readonly boxes: readonly LayoutBox[];
  readonly edges: readonly LayoutEdge[];
  readonly initials: readonly InitialMarker[];
}

/** Metrics of the drawing: a 12px monospace font makes text widths predictable without a DOM. */
export const METRICS = {
  charWidth: 7.3,
  lineHeight: 16,
  padding: 10,
  minWidth: 96,
  initialGutter: 30,
  rowGap: 24,
  minColumnGap: 56,
  laneGap: 6,
  margin: 12,
} as const;

const textWidth = (text: string) => Math.ceil(text.length * METRICS.charWidth);

const describe = (edge: ChartEdge) => `${edge.label}${edge.guard ? ` [${edge.guard}]` : ''}`;

interface Size {
  width: number;
  height: number;
}

/** One arrow: the transitions from one state to another. */
interface Link {
  readonly id: string;
  readonly sourceId: string;
  readonly targetId: string;
  readonly edges: ChartEdge[];
  readonly lines: string[];
  readonly labelWidth: number;
  readonly labelHeight: number;
}

type Route = 'adjacent' | 'lane' | 'arc';

interface Arrangement {
  /** Children of the node, in columns, each column top to bottom. */
  readonly columns: string[][];
  /** Width of each gap after a column. */
  readonly gaps: number[];
  readonly contentWidth: number;
  readonly contentHeight: number;
  /** The links drawn in lanes under the children, in lane order (shortest first). */
  readonly lanes: Link[];
  readonly laneRoom: number;
}

/** Lays `chart` out as nested boxes and arrows. Same chart, same layout. */
export function layoutStatechart(chart: Statechart): StatechartLayout {
  const byId = new Map(chart.nodes.map((n) => [n.id, n]));
  const node = (id: string): ChartNode => {
    const found = byId.get(id);
    if (!found) throw new Error(`Unknown state node ${id}`);
    return found;
  };
  const order = new Map(chart.nodes.map((n, i) => [n.id, i]));
  const ancestors = (id: string): string[] => {
    const list: string[] = [];
    for (let p = node(id).parentId; p !== null; p = node(p).parentId) list.push(p);
    return list;
  };
  const isAncestor = (a: string, b: string) => ancestors(b).includes(a);
  /** The deepest node that contains both (never one of them). */
  const commonContainer = (a: string, b: string): string => {
    const up = ancestors(b);
    return ancestors(a).find((id) => up.includes(id)) ?? chart.rootId;
  };
  /** The child of `containerId` that `id` sits in (or is). */
  const lift = (id: string, containerId: string): string => {
    let current = node(id);
    while (current.parentId !== null && current.parentId !== containerId) current = node(current.parentId);
    return current.id;
  };

  // Transitions that stay in the state, and those that enter one of the state's own descendants, are
  // written in the box; the others become one link per pair of states.
  const boxLines = new Map<string, string[]>(chart.nodes.map((n) => [n.id, []]));
  for (const n of chart.nodes) {
    const lines = boxLines.get(n.id) ?? [];
    if (n.tags.length > 0) lines.push(`tags: ${n.tags.join(', ')}`);
    for (const name of n.invokes) lines.push(`invoke: ${name}`);
  }
  const links = new Map<string, Link>();
  for (const edge of chart.edges) {
    const lines = boxLines.get(edge.sourceId) ?? [];
    const targets = edge.targetIds;
    if (targets.length === 0 || targets.every((t) => t === edge.sourceId)) {
      lines.push(`↺ ${describe(edge)}`);
      continue;
    }
    const inner = targets.filter((t) => isAncestor(edge.sourceId, t));
    if (inner.length > 0) {
      // Many transitions of one event into the state's own children (an admin's "set status") read
      // as one line.
      const siblings = chart.edges.filter(
        (e) =>
          e.sourceId === edge.sourceId &&
          e.eventType === edge.eventType &&
          e.targetIds.some((t) => isAncestor(edge.sourceId, t)),
      );
      if (siblings.length > 3) {
        if (siblings[0] === edge)
          lines.push(`↘ ${edge.label} → any of ${siblings.length} states, one guard each`);
      } else {
        lines.push(`↘ ${describe(edge)} → ${inner.map((t) => node(t).key).join(' | ')}`);
      }
    }
    for (const targetId of targets) {
      if (targetId === edge.sourceId || isAncestor(edge.sourceId, targetId)) continue;
      const id = `${edge.sourceId}->${targetId}`;
      const link = links.get(id) ?? {
        id,
        sourceId: edge.sourceId,
        targetId,
        edges: [],
        lines: [],
        labelWidth: 0,
        labelHeight: 0,
      };
      link.edges.push(edge);
      links.set(id, link);
    }
  }
  const allLinks = [...links.values()].map((link) => {
    const lines = link.edges.flatMap((e) => (e.guard ? [e.label, `  [${e.guard}]`] : [e.label]));
    return {
      ...link,
      lines,
      labelWidth: Math.max(...lines.map(textWidth)) + 8,
      labelHeight: lines.length * METRICS.lineHeight + 4,
    };
  });

  const headerHeight = (n: ChartNode) =>
    METRICS.padding + METRICS.lineHeight * (1 + (boxLines.get(n.id)?.length ?? 0)) + METRICS.padding / 2;

  const column = new Map<string, number>();
  const route = new Map<string, Route>();
  // A link from a state to one of its own ancestors has no column to go to: an arc on the right.
  for (const l of allLinks) if (isAncestor(l.targetId, l.sourceId)) route.set(l.id, 'arc');
  const arrangements = new Map<string, Arrangement>();
  const sizes = new Map<string, Size>();

  function arrange(container: ChartNode): Arrangement {
    const children = container.childIds;
    // The links this container draws: between two of its children's subtrees (or a child and the
    // container itself, drawn as an arc).
    const own = allLinks.filter(
      (l) => !isAncestor(l.targetId, l.sourceId) && commonContainer(l.sourceId, l.targetId) === container.id,
    );
    const lifted = own.map((l) => ({
      link: l,
      from: lift(l.sourceId, container.id),
      to: lift(l.targetId, container.id),
    }));
    const pairs = lifted.filter(({ from, to }) => from !== to);
    let depth: Map<string, number>;
    if (container.type === 'parallel') {
      depth = new Map(children.map((id, i) => [id, i]));
    } else {
      depth = bfsLayers(
        children,
        pairs,
        container.initialId ? lift(container.initialId, container.id) : undefined,
      );
    }
    const columnCount = Math.max(1, ...[...depth.values()].map((d) => d + 1));
    const columns: string[][] = Array.from({ length: columnCount }, () => []);
    for (const id of children) columns[depth.get(id) ?? 0]?.push(id);
    // Rows: each node near the mean row of the neighbours already placed in earlier columns.
    const row = new Map<string, number>();
    columns.forEach((ids, c) => {
      const weight = (id: string) => {
        const rows = lifted
          .flatMap(({ from, to }) => (from === id ? [to] : to === id ? [from] : []))
          .filter((other) => (depth.get(other) ?? 0) < c && row.has(other))
          .map((other) => row.get(other) ?? 0);
        return rows.length > 0 ? rows.reduce((a, b) => a + b, 0) / rows.length : Number.POSITIVE_INFINITY;
      };
      const weights = new Map(ids.map((id) => [id, weight(id)]));
      ids.sort(
        (a, b) => (weights.get(a) ?? 0) - (weights.get(b) ?? 0) || (order.get(a) ?? 0) - (order.get(b) ?? 0),
      );
      ids.forEach((id, r) => row.set(id, r));
    });
    for (const [id, d] of depth) column.set(id, d);

    const gaps: number[] = Array.from({ length: Math.max(0, columnCount - 1) }, () => METRICS.minColumnGap);
    const lanes: Link[] = [];
    for (const { link, from, to } of lifted) {
      const cf = depth.get(from) ?? 0;
      const ct = depth.get(to) ?? 0;
      if (from === container.id || to === container.id) {
        route.set(link.id, 'arc');
      } else if (ct === cf + 1) {
        route.set(link.id, 'adjacent');
        gaps[cf] = Math.max(gaps[cf] ?? 0, link.labelWidth + 40);
      } else {
        route.set(link.id, 'lane');
        lanes.push(link);
      }
    }
    // Lanes: arrows with the shortest span run nearest to the boxes.
    const span = (l: Link) =>
      Math.abs(
        (depth.get(lift(l.targetId, container.id)) ?? 0) - (depth.get(lift(l.sourceId, container.id)) ?? 0),
      );
    lanes.sort((a, b) => span(a) - span(b) || a.id.localeCompare(b.id));
    const laneRoom =
      lanes.length === 0
        ? 0
        : lanes.reduce((sum, l) => sum + l.labelHeight + METRICS.laneGap, 0) + METRICS.padding;

    let contentWidth = 0;
    let contentHeight = 0;
    columns.forEach((ids, i) => {
      contentWidth +=
        Math.max(0, ...ids.map((id) => size(node(id)).width)) + (i > 0 ? (gaps[i - 1] ?? 0) : 0);
      contentHeight = Math.max(
        contentHeight,
        ids.reduce((sum, id) => sum + size(node(id)).height, 0) +
          Math.max(0, ids.length - 1) * METRICS.rowGap,
      );
    });
    return { columns, gaps, contentWidth, contentHeight, lanes, laneRoom };
  }

  function size(n: ChartNode): Size {
    const known = sizes.get(n.id);
    if (known) return known;
    const textMax =
      Math.max(textWidth(n.key) + 16, ...(boxLines.get(n.id) ?? []).map(textWidth)) + 2 * METRICS.padding;
    let result: Size;
    if (n.childIds.length === 0) {
      result = { width: Math.max(METRICS.minWidth, textMax), height: headerHeight(n) + METRICS.padding / 2 };
    } else {
      const a = arrange(n);
      arrangements.set(n.id, a);
      const gutter = n.initialId ? METRICS.initialGutter : METRICS.padding;
      result = {
        width: Math.max(textMax, a.contentWidth + gutter + 2 * METRICS.padding),
        height: headerHeight(n) + a.contentHeight + a.laneRoom + METRICS.padding,
      };
    }
    sizes.set(n.id, result);
    return result;
  }

  const boxes = new Map<string, LayoutBox>();
  /** Per container: the left and right edge of each column, and where its lanes start. */
  const frames = new Map<string, { lefts: number[]; rights: number[]; laneTop: number }>();
  const place = (n: ChartNode, x: number, y: number, depth: number) => {
    const { width, height } = size(n);
    boxes.set(n.id, {
      id: n.id,
      x,
      y,
      width,
      height,
      title: n.key,
      lines: boxLines.get(n.id) ?? [],
      type: n.type,
      depth,
    });
    const a = arrangements.get(n.id);
    if (!a) return;
    let cx = x + METRICS.padding + (n.initialId ? METRICS.initialGutter : METRICS.padding);
    const top = y + headerHeight(n);
    const lefts: number[] = [];
    const rights: number[] = [];
    a.columns.forEach((ids, i) => {
      let cy = top;
      const columnWidth = Math.max(0, ...ids.map((id) => size(node(id)).width));
      for (const id of ids) {
        place(node(id), cx, cy, depth + 1);
        cy += size(node(id)).height + METRICS.rowGap;
      }
      lefts.push(cx);
      rights.push(cx + columnWidth);
      cx += columnWidth + (a.gaps[i] ?? 0);
    });
    frames.set(n.id, { lefts, rights, laneTop: top + a.contentHeight + METRICS.padding });
  };
  const root = node(chart.rootId);
  place(root, METRICS.margin, METRICS.margin, 0);

  const box = (id: string): LayoutBox => {
    const found = boxes.get(id);
    if (!found) throw new Error(`No box for ${id}`);
    return found;
  };

  // Initial markers: a dot left of each compound node's initial child, with an arrow into it.
  const initials: InitialMarker[] = chart.nodes
    .filter((n) => n.initialId !== null && n.childIds.length > 0)
    .map((n) => {
      const child = box(n.initialId as string);
      const cy = child.y + METRICS.padding + METRICS.lineHeight / 2 + 2;
      return { parentId: n.id, cx: child.x - METRICS.initialGutter + 8, cy, toX: child.x, toY: cy };
    });

  // Ports: the arrows leaving or entering one side of a box are spread along it, those from lanes last.
  type Side = 'left' | 'right';
  const sides = new Map<string, { link: Link; end: 'source' | 'target'; key: number }[]>();
  const sideOf = (l: Link, end: 'source' | 'target'): Side => {
    const r = route.get(l.id);
    if (r === 'arc') return 'right';
    if (end === 'target') return 'left';
    if (r === 'adjacent') return 'right';
    const container = commonContainer(l.sourceId, l.targetId);
    const back =
      (column.get(lift(l.targetId, container)) ?? 0) < (column.get(lift(l.sourceId, container)) ?? 0);
    return back ? 'left' : 'right';
  };
  for (const l of allLinks) {
    for (const end of ['source', 'target'] as const) {
      const id = end === 'source' ? l.sourceId : l.targetId;
      const other = box(end === 'source' ? l.targetId : l.sourceId);
      const key = route.get(l.id) === 'adjacent' ? other.y + other.height / 2 : 1e9 + (other.x + other.y);
      const sideKey = `${id}|${sideOf(l, end)}`;
      const list = sides.get(sideKey) ?? [];
      list.push({ link: l, end, key });
      sides.set(sideKey, list);
    }
  }
  const port = new Map<string, number>();
  for (const [sideKey, list] of sides) {
    const b = box(sideKey.slice(0, sideKey.lastIndexOf('|')));
    list.sort((p, q) => p.key - q.key || p.link.id.localeCompare(q.link.id));
    // Compound boxes take arrows beside their title row, atomic ones anywhere off the corners.
    const top = b.y + (b.type === 'compound' || b.type === 'parallel' ? 6 : 8);
    const span = (b.type === 'compound' || b.type === 'parallel' ? headerHeight(node(b.id)) : b.height) - 14;
    list.forEach(({ link, end }, i) =>
      port.set(`${link.id}|${end}`, Math.round(top + (span * (i + 1)) / (list.length + 1))),
    );
  }

  // Vertical runs of lane arrows sit in the gaps beside columns, a few pixels apart.
  const runs = new Map<string, number>();
  const run = (key: string) => {
    const n = runs.get(key) ?? 0;
    runs.set(key, n + 1);
    return n;
  };

  const labelBoxes: { x: number; y: number; w: number; h: number; gap: string }[] = [];
  const edges: LayoutEdge[] = allLinks.map((l) => {
    const s = box(l.sourceId);
    const t = box(l.targetId);
    const sy = port.get(`${l.id}|source`) ?? s.y;
    const ty = port.get(`${l.id}|target`) ?? t.y;
    const containerId = commonContainer(l.sourceId, l.targetId);
    const frame = frames.get(containerId);
    const r = route.get(l.id) ?? 'arc';
    let d: string;
    let labelX: number;
    let labelY: number;
    if (r === 'adjacent' && frame) {
      const cs = column.get(lift(l.sourceId, containerId)) ?? 0;
      const sx = s.x + s.width;
      const tx = t.x;
      const dx = Math.max(20, (tx - sx) / 2);
      d = `M ${sx} ${sy} C ${sx + dx} ${sy}, ${tx - dx} ${ty}, ${tx} ${ty}`;
      const gapLeft = frame.rights[cs] ?? sx;
      const gapRight = frame.lefts[cs + 1] ?? tx;
      labelX = Math.round((gapLeft + gapRight) / 2 - l.labelWidth / 2);
      labelY = Math.round(
        bezierPoint([sx, sy], [sx + dx, sy], [tx - dx, ty], [tx, ty], 0.5)[1] - l.labelHeight / 2,
      );
      // Labels in one gap never overlap: each goes below the one above it.
      const gap = `${containerId}|${cs}`;
      for (const other of labelBoxes.filter((o) => o.gap === gap).sort((p, q) => p.y - q.y)) {
        if (labelY < other.y + other.h + 2 && labelY + l.labelHeight > other.y)
          labelY = other.y + other.h + 2;
      }
      labelBoxes.push({ x: labelX, y: labelY, w: l.labelWidth, h: l.labelHeight, gap });
    } else if (r === 'lane' && frame) {
      const arrangement = arrangements.get(containerId);
      const lanes = arrangement?.lanes ?? [];
      const index = lanes.findIndex((other) => other.id === l.id);
      const laneY =
        frame.laneTop +
        lanes.slice(0, index).reduce((sum, other) => sum + other.labelHeight + METRICS.laneGap, 0) +
        l.labelHeight / 2;
      const cs = column.get(lift(l.sourceId, containerId)) ?? 0;
      const ct = column.get(lift(l.targetId, containerId)) ?? 0;
      const back = ct < cs;
      const startX = back ? s.x : s.x + s.width;
      const xs = back
        ? (frame.lefts[cs] ?? s.x) - 8 - 5 * run(`${containerId}|L${cs}`)
        : (frame.rights[cs] ?? s.x + s.width) + 8 + 5 * run(`${containerId}|R${cs}`);
      const xt = (frame.lefts[ct] ?? t.x) - 8 - 5 * run(`${containerId}|L${ct}`);
      d = roundedPath([
        [startX, sy],
        [xs, sy],
        [xs, laneY],
        [xt, laneY],
        [xt, ty],
        [t.x, ty],
      ]);
      labelX = Math.round((xs + xt) / 2 - l.labelWidth / 2);
      labelY = Math.round(laneY - l.labelHeight / 2);
    } else {
      // An arc on the right, for a link between a state and its container or within one column.
      const right = Math.max(s.x + s.width, t.x + t.width) + 16 + 6 * run(`arc|${containerId}`);
      d = roundedPath([
        [s.x + s.width, sy],
        [right, sy],
        [right, ty],
        [t.x + t.width, ty],
      ]);
      labelX = right + 4;
      labelY = Math.round((sy + ty) / 2 - l.labelHeight / 2);
    }
    return {
      id: l.id,
      sourceId: l.sourceId,
      targetId: l.targetId,
      edgeIds: l.edges.map((e) => e.id),
      automatic: l.edges.every((e) => e.kind !== 'event'),
      d,
      labelLines: l.lines,
      labelX,
      labelY,
      labelWidth: l.labelWidth,
      labelHeight: l.labelHeight,
    };
  });

  const rootBox = box(root.id);
  let right = rootBox.x + rootBox.width;
  let bottom = rootBox.y + rootBox.height;
  for (const edge of edges) {
    right = Math.max(right, edge.labelX + edge.labelWidth);
    bottom = Math.max(bottom, edge.labelY + edge.labelHeight);
  }
  return {
    width: Math.ceil(right + METRICS.margin),
    height: Math.ceil(bottom + METRICS.margin),
    boxes: chart.nodes
      .map((n) => box(n.id))
      .sort((a, b) => a.depth - b.depth || (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)),
    edges,
    initials,
  };
}

/** An orthogonal polyline with rounded corners. */
function roundedPath(points: readonly (readonly [number, number])[], radius = 6): string {
  const [first, ...rest] = points;
  if (!first) return '';
  let d = `M ${first[0]} ${first[1]}`;
  rest.forEach((point, i) => {
    const prev = points[i] ?? first;
    const next = rest[i + 1];
    if (!next) {
      d += ` L ${point[0]} ${point[1]}`;
      return;
    }
    const inLength = Math.hypot(point[0] - prev[0], point[1] - prev[1]);
    const outLength = Math.hypot(next[0] - point[0], next[1] - point[1]);
    const r = Math.min(radius, inLength / 2, outLength / 2);
    if (r <= 0) {
      d += ` L ${point[0]} ${point[1]}`;
      return;
    }
    const before = [
      point[0] - ((point[0] - prev[0]) / inLength) * r,
      point[1] - ((point[1] - prev[1]) / inLength) * r,
    ];
    const after = [
      point[0] + ((next[0] - point[0]) / outLength) * r,
      point[1] + ((next[1] - point[1]) / outLength) * r,
    ];
    d += ` L ${before[0]} ${before[1]} Q ${point[0]} ${point[1]}, ${after[0]} ${after[1]}`;
  });
  return d;
}

function bezierPoint(
  p0: [number, number],
  p1: [number, number],
  p2: [number, number],
  p3: [number, number],
  t: number,
): [number, number] {
  const u = 1 - t;
  const at = (i: 0 | 1) =>
    u * u * u * p0[i] + 3 * u * u * t * p1[i] + 3 * u * t * t * p2[i] + t * t * t * p3[i];
  return [at(0), at(1)];
}

type Pair = { readonly from: string; readonly to: string };

/** Columns by distance from `start` (then from whatever is left, in document order). */
function bfsLayers(
  children: readonly string[],
  pairs: readonly Pair[],
  start: string | undefined,
): Map<string, number> {
  const depth = new Map<string, number>();
  const visit = (first: string, firstDepth: number) => {
    depth.set(first, firstDepth);
    const queue = [first];
    for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
      const d = depth.get(current) ?? 0;
      for (const { from, to } of pairs) {
        if (from === current && !depth.has(to)) {
          depth.set(to, d + 1);
          queue.push(to);
        }
      }
    }
  };
  if (start !== undefined) visit(start, 0);
  for (;;) {
    const rest = children.filter((id) => !depth.has(id));
    const first = rest[0];
    if (first === undefined) break;
    // A child an already placed sibling leads to goes one column after it.
    const reached = rest
      .map((id) => {
        const from = pairs.filter((p) => p.to === id && depth.has(p.from)).map((p) => depth.get(p.from) ?? 0);
        return { id, d: from.length > 0 ? Math.max(...from) + 1 : null };
      })
      .find((r) => r.d !== null);
    if (reached?.d != null) visit(reached.id, reached.d);
    else visit(first, 0);
  }
  return depth;
}
