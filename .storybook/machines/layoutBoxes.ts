// The boxes of a statechart's layout (statechartLayout.ts draws the arrows between them). Pure.
import type { ChartEdge, ChartNode, ChartNodeType, Statechart } from './statechart';

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
export interface Link {
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

/**
 * Lays the states of `chart` out as nested boxes: which transitions each box writes inside, the
 * links (one per pair of states) left for arrows, and the columns, lanes and gaps the arrows run in.
 * Same chart, same boxes.
 */
export function arrangeBoxes(chart: Statechart) {
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
  return {
    node,
    order,
    commonContainer,
    lift,
    allLinks,
    headerHeight,
    column,
    route,
    arrangements,
    frames,
    box,
    root,
  };
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
