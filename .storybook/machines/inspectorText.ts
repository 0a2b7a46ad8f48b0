// What the inspector writes about a running machine: its state value, its children, an event's
// payload. Pure: no React.
import type { AnyActorRef, AnyEventObject, AnyMachineSnapshot, StateValue } from 'xstate';
import { toDisplayJson } from './payload';

/** The machine's own refusal message for an event it refuses in this snapshot, when it has one. */
export type MachineRefusal = (snapshot: AnyMachineSnapshot, event: AnyEventObject) => string | null;

export interface LogEntry {
  readonly n: number;
  readonly event: AnyEventObject;
  readonly state: string;
  readonly status: string;
  /** False when the event left the snapshot as it was (no transition was taken). */
  readonly changed: boolean;
}

/** The full path of every active leaf: `{ ready: 'editing' }` is ["ready.editing"]. */
export function statePaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  const entries = Object.entries(value);
  if (entries.length === 0) return prefix === '' ? [] : [prefix.slice(0, -1)];
  return entries.flatMap(([key, child]) =>
    child === undefined ? [`${prefix}${key}`] : statePaths(child, `${prefix}${key}.`),
  );
}

/** `{ ready: 'editing' }` as "ready.editing"; the regions of a parallel state joined with ", ". */
export const formatStateValue = (value: StateValue): string => statePaths(value).join(', ');

export function describeChild(child: AnyActorRef | undefined): string {
  if (!child) return '';
  const snapshot: unknown = child.getSnapshot();
  if (typeof snapshot !== 'object' || snapshot === null) return '';
  const status = 'status' in snapshot && typeof snapshot.status === 'string' ? snapshot.status : '';
  const value =
    'value' in snapshot && (typeof snapshot.value === 'string' || typeof snapshot.value === 'object')
      ? ` in ${formatStateValue(snapshot.value as StateValue)}`
      : '';
  return `(${status}${value})`;
}

export function payloadSummary(event: AnyEventObject): string {
  const { type: _type, ...rest } = event;
  if (Object.keys(rest).length === 0) return '';
  const text = toDisplayJson(rest).replace(/\s+/g, ' ');
  return ` ${text.length > 160 ? `${text.slice(0, 157)}…` : text}`;
}
