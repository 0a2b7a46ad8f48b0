// The machine lab's reproducible cases: a session (where it started, the events sent) as a link
// and as a ready-to-paste Vitest test. Pure: no React, no DOM.
import type { AnyEventObject, StateValue } from 'xstate';
import type { ChartEdge } from './statechart';

/** Where a session starts: a state (its dotted path) and a context; absent, the machine's own start. */
export interface LabStart {
  readonly state: string;
  readonly context: unknown;
}

export interface LabSession {
  readonly start: LabStart | null;
  readonly events: readonly AnyEventObject[];
}

/** The query parameter a lab link carries its session in. */
export const LAB_PARAM = 'lab';

/** `"ready.editing"` as `{ ready: 'editing' }`, the value `machine.resolveState` takes. */
export function stateValueOf(path: string): StateValue {
  const [head = '', ...rest] = path.split('.');
  return rest.length === 0 ? head : { [head]: stateValueOf(rest.join('.')) };
}

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const fromBase64Url = (text: string) =>
  new TextDecoder().decode(
    Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)),
  );

/** The session as one URL-safe word. */
export const encodeSession = (session: LabSession): string => toBase64Url(JSON.stringify(session));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isEvent = (value: unknown): value is AnyEventObject =>
  isRecord(value) && typeof value.type === 'string';

/** The session a link carries, or an error saying why it cannot be read. */
export function decodeSession(
  word: string,
): { ok: true; session: LabSession } | { ok: false; error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fromBase64Url(word));
  } catch {
    return { ok: false, error: 'This lab link is damaged: its session cannot be read.' };
  }
  if (!isRecord(parsed) || !Array.isArray(parsed.events) || !parsed.events.every(isEvent))
    return { ok: false, error: 'This lab link holds no session (events are missing).' };
  const start = parsed.start;
  if (start !== null && !(isRecord(start) && typeof start.state === 'string'))
    return { ok: false, error: 'This lab link names no start state.' };
  return {
    ok: true,
    session: {
      start: start === null ? null : { state: start.state as string, context: start.context },
      events: parsed.events,
    },
  };
}

/** The link to `base` (the page's URL) that reproduces the session when opened. */
export function sessionLink(base: string, session: LabSession): string {
  const url = new URL(base);
  url.searchParams.set(LAB_PARAM, encodeSession(session));
  return url.toString();
}

const json = (value: unknown, indent: string) => JSON.stringify(value, null, 2).replace(/\n/g, `\n${indent}`);

export interface TestExport {
  /** The machine's export name in `@vo/machines` (e.g. `projectMachine`). */
  readonly machineExport: string;
  readonly session: LabSession;
  /** The machine's input, when the session starts where the machine does. */
  readonly input: unknown;
  /** The state the session ended in (its dotted paths, ", " between parallel regions). */
  readonly finalState: string;
  readonly title: string;
}

/** A ready-to-paste Vitest test: start the actor where the session started, send its events, expect its state. */
export function toVitestTest({ machineExport, session, input, finalState, title }: TestExport): string {
  const lines = [
    "import { createActor } from 'xstate';",
    "import { expect, it } from 'vitest';",
    `import { ${machineExport} } from '@vo/machines';`,
    '',
    `it(${JSON.stringify(title)}, () => {`,
  ];
  if (session.start === null) {
    lines.push(
      input === undefined
        ? `  const actor = createActor(${machineExport}).start();`
        : `  const actor = createActor(${machineExport}, { input: ${json(input, '  ')} }).start();`,
    );
  } else {
    lines.push(
      `  const snapshot = ${machineExport}.resolveState({`,
      `    value: ${json(stateValueOf(session.start.state), '    ')},`,
      `    context: ${json(session.start.context, '    ')},`,
      '  });',
      `  const actor = createActor(${machineExport}, { snapshot }).start();`,
    );
  }
  for (const event of session.events) lines.push(`  actor.send(${json(event, '  ')});`);
  const leaves = finalState.split(', ');
  lines.push(
    leaves.length === 1
      ? `  expect(actor.getSnapshot().matches(${JSON.stringify(leaves[0])})).toBe(true);`
      : `  for (const leaf of ${JSON.stringify(leaves)}) expect(actor.getSnapshot().matches(leaf)).toBe(true);`,
    '});',
    '',
  );
  return lines.join('\n');
}

/**
 * Why the machine refused an event it handles in this state: the guards of the transitions that
 * could have taken it (from the active states), named.
 */
export function guardRefusal(
  edges: readonly ChartEdge[],
  activeIds: ReadonlySet<string>,
  type: string,
): string {
  const guards = [
    ...new Set(
      edges
        .filter((edge) => activeIds.has(edge.sourceId) && edge.eventType === type)
        .map((edge) => edge.guard ?? 'no guard'),
    ),
  ];
  if (guards.length === 0) return 'Refused: no transition takes this event here.';
  if (guards.length === 1) return `Refused by the guard ${guards[0]}.`;
  return `Refused by the guards ${guards.join(', ')} (none of them allows it).`;
}
