// The layout of a statechart for an SVG: the nested boxes (layoutBoxes.ts), a dot for each initial
// state, and the arrows between boxes, routed so that none crosses a box and no two labels overlap.
// Pure: same chart, same layout.
import { arrangeBoxes, METRICS, type LayoutBox, type Link } from './layoutBoxes';
import type { Statechart } from './statechart';

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
/** Lays `chart` out as nested boxes and arrows. Same chart, same layout. */
export function layoutStatechart(chart: Statechart): StatechartLayout {
  const {
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
  } = arrangeBoxes(chart);

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
