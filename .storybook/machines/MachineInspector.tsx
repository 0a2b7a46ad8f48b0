import { useId, useMemo, useState } from 'react';
import type { AnyStateMachine, InputFrom } from 'xstate';
import { Session } from './InspectorSession';
import type { MachineRefusal } from './inspectorText';
import { decodeSession, LAB_PARAM, type LabSession } from './lab';
import type { PayloadField, PayloadSpec } from './payload';
import { extractStatechart } from './statechart';
import { layoutStatechart } from './statechartLayout';
import styles from './MachineInspector.module.css';

export interface MachineInspectorProps<TMachine extends AnyStateMachine> {
  /** The machine to run, as the package exports it. */
  readonly machine: TMachine;
  /** The machine's input, when it takes one. */
  readonly input?: InputFrom<TMachine>;
  /** Builds the input afresh for every run (start and Reset): for inputs that hold state, like token stores. */
  readonly createInput?: () => InputFrom<TMachine>;
  /**
   * Runs the machine as the child of a small parent that keeps every event the child sends it, for
   * machines that report to a parent (`sendParent`) and cannot run alone.
   */
  readonly asChild?: boolean;
  /** Implementations swapped in with `machine.provide()` (actors, guards, actions, delays). */
  readonly implementations?: Parameters<TMachine['provide']>[0];
  /** The payload fields of each event type. */
  readonly payloads?: PayloadSpec;
  /** The fields of event types `payloads` does not list (e.g. `[sender()]`). */
  readonly defaultPayload?: readonly PayloadField[];
  /** The page title; the machine id when absent. */
  readonly title?: string;
  /** One paragraph under the title: what this machine is for. */
  readonly description?: string;
  /** The machine's export name in `@vo/machines`, for the exported test; `<id>Machine` when absent. */
  readonly machineExport?: string;
  /** The machine's own refusal message for an event it refuses in this snapshot, when it has one. */
  readonly refusal?: MachineRefusal;
}

const EMPTY_SESSION: LabSession = { start: null, events: [] };

/** The session a lab link opened this page with (read once, in the browser), or why it cannot be read. */
function sessionFromLocation(): { session: LabSession; error: string | null } {
  if (typeof window === 'undefined') return { session: EMPTY_SESSION, error: null };
  const word = new URLSearchParams(window.location.search).get(LAB_PARAM);
  if (word === null) return { session: EMPTY_SESSION, error: null };
  const decoded = decodeSession(word);
  return decoded.ok
    ? { session: decoded.session, error: null }
    : { session: EMPTY_SESSION, error: decoded.error };
}

/**
 * Runs one machine on its own, for QA: its state, context and tags; a button (and a small payload
 * form) for each event the current state handles, enabled when `snapshot.can(event)` says the
 * machine takes that event with that payload; an event log; and the statechart drawn from the
 * machine's own definition with the active states highlighted.
 */
export function MachineInspector<TMachine extends AnyStateMachine>({
  machine,
  input,
  createInput,
  asChild = false,
  implementations,
  payloads = {},
  defaultPayload = [],
  title,
  description,
  machineExport,
  refusal,
}: MachineInspectorProps<TMachine>) {
  const [run, setRun] = useState(0);
  const [opened] = useState(sessionFromLocation);
  const [session, setSession] = useState<LabSession>(opened.session);
  const restart = (next: LabSession) => {
    setSession(next);
    setRun((n) => n + 1);
  };
  const logic: AnyStateMachine = useMemo(
    () => (implementations === undefined ? machine : machine.provide(implementations)),
    [machine, implementations],
  );
  const chart = useMemo(() => extractStatechart(logic), [logic]);
  const layout = useMemo(() => layoutStatechart(chart), [chart]);
  const headingId = useId();
  return (
    <div className={styles.inspector}>
      <section aria-labelledby={headingId} className={styles.header}>
        <div>
          <h1 id={headingId} className={styles.h1}>
            {title ?? logic.id}
          </h1>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        <button
          type="button"
          className={styles.reset}
          onClick={() => {
            restart(EMPTY_SESSION);
          }}
        >
          Reset
        </button>
      </section>
      {opened.error && (
        <p role="alert" className={styles.error}>
          {opened.error}
        </p>
      )}
      <Session
        key={run}
        start={session.start}
        replay={session.events}
        events={session.events}
        machineExport={machineExport ?? `${logic.id}Machine`}
        refusal={refusal}
        onSent={(event) => {
          setSession((current) => ({ ...current, events: [...current.events, event] }));
        }}
        onStart={(start) => {
          restart({ start, events: [] });
        }}
        onStepBack={() => {
          restart({ ...session, events: session.events.slice(0, -1) });
        }}
        input={input}
        title={title ?? logic.id}
        logic={logic}
        createInput={createInput ?? (() => input)}
        asChild={asChild}
        chart={chart}
        layout={layout}
        payloads={payloads}
        defaultPayload={defaultPayload}
      />
    </div>
  );
}
