import { describe, expect, it } from 'vitest';
import { and, assign, createActor, fromPromise, not, setup, type AnyStateMachine } from 'xstate';
import { chargeMachine } from '@vo/machines';
import type { LayoutBox } from './layoutBoxes';
import {
  activeStateIds,
  eventTypesHandledBy,
  extractStatechart,
  listEventTypes,
  type Statechart,
} from './statechart';
import { layoutStatechart, type StatechartLayout } from './statechartLayout';

// A machine with one of everything the drawing has to show: an invoked actor with onDone and
// onError, a delay, a guard, a compound state, a targetless transition, an eventless one, a final.
const documentMachine = setup({
  types: {
    context: {} as { saves: number },
    events: {} as { type: 'doc.load' | 'doc.edit' | 'doc.save' | 'doc.ping' | 'doc.close' },
  },
  actors: { fetchDocument: fromPromise(() => Promise.resolve('text')) },
  guards: {
    canEdit: (_, _params: { roles: readonly string[] }) => true,
    isDirty: () => false,
    isNew: () => false,
  },
  actions: { countSave: assign({ saves: ({ context }) => context.saves + 1 }) },
}).createMachine({
  id: 'document',
  context: { saves: 0 },
  initial: 'idle',
  states: {
    idle: { on: { 'doc.load': 'loading' } },
    loading: {
      tags: ['busy'],
      invoke: { src: 'fetchDocument', onDone: 'ready', onError: 'failed' },
    },
    failed: { after: { 3000: 'idle' }, on: { 'doc.load': 'loading' } },
    ready: {
      initial: 'viewing',
      on: { 'doc.close': 'closed' },
      states: {
        viewing: {
          on: {
            'doc.edit': {
              guard: { type: 'canEdit', params: { roles: ['editor', 'owner'] } },
              target: 'editing',
            },
          },
        },
        editing: {
          always: { guard: and(['isDirty', not('isNew')]), target: 'viewing' },
          on: {
            'doc.save': { target: 'viewing', actions: 'countSave' },
            'doc.ping': { actions: 'countSave' },
          },
        },
      },
    },
    closed: { type: 'final' },
  },
});

const parallelMachine = setup({
  types: { events: {} as { type: 'a.toggle' } | { type: 'b.toggle' } },
}).createMachine({
  id: 'panels',
  type: 'parallel',
  states: {
    left: {
      initial: 'off',
      states: { off: { on: { 'a.toggle': 'on' } }, on: { on: { 'a.toggle': 'off' } } },
    },
    right: {
      initial: 'off',
      states: { off: { on: { 'b.toggle': 'on' } }, on: { on: { 'b.toggle': 'off' } } },
    },
  },
});

const byKey = (chart: Statechart, key: string) => {
  const node = chart.nodes.find((n) => n.key === key);
  if (!node) throw new Error(`no node ${key}`);
  return node;
};
const boxOf = (layout: StatechartLayout, id: string): LayoutBox => {
  const box = layout.boxes.find((b) => b.id === id);
  if (!box) throw new Error(`no box ${id}`);
  return box;
};
const inside = (inner: LayoutBox, outer: LayoutBox) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;
interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlap = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every drawing rule at once: nesting, no overlaps, one arrow per pair of states a transition joins. */
function expectWellFormed(chart: Statechart, layout: StatechartLayout) {
  for (const node of chart.nodes) {
    const box = boxOf(layout, node.id);
    expect(box.x + box.width).toBeLessThanOrEqual(layout.width);
    expect(box.y + box.height).toBeLessThanOrEqual(layout.height);
    const children = node.childIds.map((id) => boxOf(layout, id));
    for (const child of children) expect(inside(child, box), `${child.id} inside ${node.id}`).toBe(true);
    children.forEach((a, i) => {
      for (const b of children.slice(i + 1)) expect(overlap(a, b), `${a.id} overlaps ${b.id}`).toBe(false);
    });
  }
  const isDescendant = (id: string, of: string): boolean => {
    const parent = chart.nodes.find((n) => n.id === id)?.parentId ?? null;
    return parent !== null && (parent === of || isDescendant(parent, of));
  };
  // Transitions into the source's own descendants are written in its box, not drawn.
  const moving = chart.edges.flatMap((edge) =>
    edge.targetIds
      .filter((t) => t !== edge.sourceId && !isDescendant(t, edge.sourceId))
      .map((t) => ({ pair: `${edge.sourceId}->${t}`, edge: edge.id })),
  );
  expect(layout.edges.map((e) => e.id).sort()).toEqual([...new Set(moving.map((m) => m.pair))].sort());
  for (const { pair, edge } of moving) {
    expect(layout.edges.find((e) => e.id === pair)?.edgeIds, `${edge} drawn on ${pair}`).toContain(edge);
  }
  for (const edge of layout.edges) expect(edge.d).toMatch(/^M [\d.-]+ [\d.-]+ [CL] /);
  const labels = layout.edges.map((e) => ({
    id: e.id,
    x: e.labelX,
    y: e.labelY,
    width: e.labelWidth,
    height: e.labelHeight,
  }));
  labels.forEach((a, i) => {
    for (const b of labels.slice(i + 1)) {
      expect(overlap(a, b), `label of ${a.id} overlaps label of ${b.id}`).toBe(false);
    }
  });
}

describe('extractStatechart', () => {
  const chart = extractStatechart(documentMachine);

  it('lists every state node in document order, nested under its parent', () => {
    expect(chart.nodes.map((n) => n.key)).toEqual([
      'document',
      'idle',
      'loading',
      'failed',
      'ready',
      'viewing',
      'editing',
      'closed',
    ]);
    expect(byKey(chart, 'editing').parentId).toBe(byKey(chart, 'ready').id);
    expect(byKey(chart, 'ready').initialId).toBe(byKey(chart, 'viewing').id);
    expect(byKey(chart, 'closed').type).toBe('final');
    expect(byKey(chart, 'loading').tags).toEqual(['busy']);
    expect(byKey(chart, 'loading').invokes).toEqual(['fetchDocument']);
  });

  it('labels transitions by what fires them, with their guards', () => {
    const keyOf = (id: string) => chart.nodes.find((n) => n.id === id)?.key;
    const labels = chart.edges.map(
      (e) => `${keyOf(e.sourceId)}: ${e.label}${e.guard ? ` [${e.guard}]` : ''}`,
    );
    expect(labels).toEqual([
      'idle: doc.load',
      'loading: onDone',
      'loading: onError',
      'failed: doc.load',
      'failed: after 3000 ms',
      'ready: doc.close',
      'viewing: doc.edit [canEdit(editor, owner)]',
      'editing: doc.save',
      'editing: doc.ping',
      'editing: always [and(isDirty, not(isNew))]',
    ]);
    const ping = chart.edges.find((e) => e.eventType === 'doc.ping');
    expect(ping?.targetIds).toEqual([]);
  });

  it('lists the events a user can send, without xstate.* ones', () => {
    expect(listEventTypes(chart)).toEqual(['doc.load', 'doc.close', 'doc.edit', 'doc.save', 'doc.ping']);
    expect(listEventTypes(extractStatechart(chargeMachine))).toEqual([
      'charge.pay',
      'charge.cancel',
      'charge.readyToRelease',
      'charge.releaseFunds',
      'charge.refund',
    ]);
  });

  it('tells which states are active and which events they handle', () => {
    const actor = createActor(documentMachine).start();
    actor.send({ type: 'doc.load' });
    const active = activeStateIds(chart, actor.getSnapshot());
    expect([...active]).toEqual([chart.rootId, byKey(chart, 'loading').id]);
    expect([...eventTypesHandledBy(chart, active)]).toEqual([]);

    const ready = documentMachine.resolveState({ value: { ready: 'editing' }, context: { saves: 0 } });
    const readyActive = activeStateIds(chart, ready);
    expect([...eventTypesHandledBy(chart, readyActive)].sort()).toEqual([
      'doc.close',
      'doc.ping',
      'doc.save',
    ]);
    actor.stop();
  });
});

describe('layoutStatechart', () => {
  it('draws the happy path left to right, by distance from the initial state', () => {
    const chart = extractStatechart(documentMachine);
    const layout = layoutStatechart(chart);
    const x = (key: string) => boxOf(layout, byKey(chart, key).id).x;
    expect(x('idle')).toBeLessThan(x('loading'));
    expect(x('loading')).toBeLessThan(x('ready'));
    expect(x('loading')).toBeLessThan(x('failed'));
    expect(x('ready')).toBeLessThan(x('closed'));
    expect(x('viewing')).toBeLessThan(x('editing'));
    expectWellFormed(chart, layout);
  });

  it('writes transitions that keep the state inside the box, and tags and actors too', () => {
    const chart = extractStatechart(documentMachine);
    const layout = layoutStatechart(chart);
    expect(boxOf(layout, byKey(chart, 'editing').id).lines).toEqual(['↺ doc.ping']);
    expect(boxOf(layout, byKey(chart, 'loading').id).lines).toEqual(['tags: busy', 'invoke: fetchDocument']);
  });

  it('marks the initial child of every compound state', () => {
    const chart = extractStatechart(documentMachine);
    const layout = layoutStatechart(chart);
    expect(layout.initials.map((m) => m.parentId)).toEqual([chart.rootId, byKey(chart, 'ready').id]);
    for (const marker of layout.initials) {
      const parent = chart.nodes.find((n) => n.id === marker.parentId);
      const child = boxOf(layout, parent?.initialId ?? '');
      expect(marker.toX).toBe(child.x);
      expect(marker.cx).toBeLessThan(child.x);
    }
  });

  it('puts parallel regions side by side', () => {
    const chart = extractStatechart(parallelMachine);
    const layout = layoutStatechart(chart);
    const left = boxOf(layout, 'panels.left');
    const right = boxOf(layout, 'panels.right');
    expect(left.x + left.width).toBeLessThanOrEqual(right.x);
    expectWellFormed(chart, layout);
  });

  it('is deterministic', () => {
    expect(layoutStatechart(extractStatechart(documentMachine))).toEqual(
      layoutStatechart(extractStatechart(documentMachine)),
    );
  });
});

// Every machine of packages/machines gets drawn by the same rules: a new state or transition
// that the layout cannot place fails here, not in front of QA.
const modules = import.meta.glob<Record<string, unknown>>('../../packages/machines/src/*/*Machine.ts', {
  eager: true,
});
const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' &&
  value !== null &&
  'root' in value &&
  'provide' in value &&
  'getInitialSnapshot' in value;
const machines = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isMachine(value))
    .map(([name, value]) => [`${file.replace(/^.*\/src\//, '')} ${name}`, value as AnyStateMachine] as const),
);

describe('every machine of packages/machines', () => {
  it('has at least the charge machine', () => {
    expect(machines.map(([name]) => name)).toContain('charge/chargeMachine.ts chargeMachine');
  });

  it.each(machines)('%s lays out without overlaps', (_name, machine) => {
    const chart = extractStatechart(machine);
    expectWellFormed(chart, layoutStatechart(chart));
  });
});
