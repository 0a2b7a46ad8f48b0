import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import {
  assign,
  setup,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type InspectionEvent,
  type StateValue,
} from 'xstate';
import { EventsPanel } from './EventsPanel';
import { ChartPanel } from './ChartPanel';
import {
  ContextPanel,
  EventLogPanel,
  ExportPanel,
  ParentPanel,
  StartFromPanel,
  StatePanel,
} from './InspectorPanels';
import { formatStateValue, type LogEntry, type MachineRefusal } from './inspectorText';
import { stateValueOf, type LabSession, type LabStart } from './lab';
import type { PayloadField, PayloadSpec } from './payload';
import { activeStateIds, type Statechart } from './statechart';
import type { StatechartLayout } from './statechartLayout';
import styles from './MachineInspector.module.css';

/** The id the inspected machine has under the parent `asChild` gives it. */
const CHILD_ID = 'inspected';

interface HarnessContext {
  readonly received: readonly AnyEventObject[];
}

/** A parent for `logic` that invokes it with `input` and keeps whatever it is sent. */
function harnessOf(logic: AnyStateMachine, input: unknown): AnyStateMachine {
  return setup({
    types: { context: {} as HarnessContext },
    actors: { inspected: logic },
  }).createMachine({
    id: 'parent',
    context: { received: [] },
    invoke: { id: CHILD_ID, src: 'inspected', input: (): unknown => input },
    on: { '*': { actions: assign({ received: ({ context, event }) => [...context.received, event] }) } },
  });
}

interface SessionProps {
  readonly logic: AnyStateMachine;
  readonly createInput: () => unknown;
  readonly asChild: boolean;
  readonly chart: Statechart;
  readonly layout: StatechartLayout;
  readonly payloads: PayloadSpec;
  readonly defaultPayload: readonly PayloadField[];
  /** Where this run starts; null: where the machine starts. */
  readonly start: LabStart | null;
  /** The events sent again, in order, when the run starts (a link, or a step back). */
  readonly replay: readonly AnyEventObject[];
  /** Every event of the session so far (what a step back removes the last of). */
  readonly events: readonly AnyEventObject[];
  readonly machineExport: string;
  readonly refusal: MachineRefusal | undefined;
  readonly onSent: (event: AnyEventObject) => void;
  readonly onStart: (start: LabStart) => void;
  readonly onStepBack: () => void;
  readonly input: unknown;
  readonly title: string;
}

/** One run of the machine: remounted (a fresh actor, an empty log) by Reset, Start here and Step back. */
export function Session({
  logic,
  createInput,
  asChild,
  chart,
  layout,
  payloads,
  defaultPayload,
  start,
  replay,
  events,
  machineExport,
  refusal,
  onSent,
  onStart,
  onStepBack,
  input: givenInput,
  title,
}: SessionProps) {
  const [log, setLog] = useState<readonly LogEntry[]>([]);
  const previous = useRef<unknown>(null);
  const counter = useRef(0);
  const [run] = useState(() => {
    const input = createInput();
    return asChild ? { root: harnessOf(logic, input), input: undefined } : { root: logic, input };
  });
  const isInspected = (inspection: InspectionEvent) =>
    asChild
      ? 'id' in inspection.actorRef && inspection.actorRef.id === CHILD_ID
      : inspection.actorRef.sessionId === inspection.rootId;
  const [startSnapshot] = useState(() =>
    start === null || asChild
      ? undefined
      : logic.resolveState({ value: stateValueOf(start.state), context: start.context }),
  );
  const rootRef = useActorRef(run.root, {
    input: run.input,
    snapshot: startSnapshot,
    inspect: (inspection: InspectionEvent) => {
      if (inspection.type !== '@xstate.snapshot' || !isInspected(inspection)) return;
      const snapshot = inspection.snapshot as AnyMachineSnapshot;
      const changed = previous.current !== snapshot;
      previous.current = snapshot;
      counter.current += 1;
      const entry: LogEntry = {
        n: counter.current,
        event: inspection.event,
        state: formatStateValue(snapshot.value as StateValue),
        status: snapshot.status,
        changed,
      };
      setLog((entries) => [...entries, entry]);
    },
  });
  // With asChild, the inspected actor is the parent's child; it stays readable after it stops.
  const child = useSelector(rootRef, (s) =>
    asChild ? (s.children as Record<string, AnyActorRef | undefined>)[CHILD_ID] : undefined,
  );
  const lastChild = useRef<AnyActorRef | undefined>(undefined);
  if (child) lastChild.current = child;
  const actorRef: AnyActorRef = asChild ? (child ?? lastChild.current ?? rootRef) : rootRef;
  const snapshot = useSelector(actorRef, (s) => s as AnyMachineSnapshot);
  const received = useSelector(rootRef, (s) => (asChild ? (s.context as HarnessContext).received : []));
  // The session's events so far, sent again once the actor runs (a link, or a step back).
  const replayed = useRef(false);
  useEffect(() => {
    if (replayed.current) return;
    replayed.current = true;
    for (const event of replay) actorRef.send(event);
  }, [actorRef, replay]);
  const sendEvent = (event: AnyEventObject) => {
    actorRef.send(event);
    onSent(event);
  };

  const active = activeStateIds(chart, snapshot);
  const stateText = formatStateValue(snapshot.value as StateValue);
  const session: LabSession = { start, events };

  return (
    <div className={styles.grid}>
      <div className={styles.column}>
        <StatePanel snapshot={snapshot} stateText={stateText} />
        {!asChild && <StartFromPanel chart={chart} snapshot={snapshot} onStart={onStart} />}
        <EventsPanel
          chart={chart}
          active={active}
          snapshot={snapshot}
          payloads={payloads}
          defaultPayload={defaultPayload}
          refusal={refusal}
          onSend={sendEvent}
        />
        <EventLogPanel log={log} start={start} canStepBack={events.length > 0} onStepBack={onStepBack} />
        <ExportPanel
          session={session}
          machineExport={machineExport}
          input={givenInput}
          title={title}
          stateText={stateText}
        />
        {asChild && <ParentPanel received={received} />}
      </div>

      <div className={styles.column}>
        <ChartPanel chart={chart} layout={layout} active={active} stateText={stateText} />
        <ContextPanel snapshot={snapshot} />
      </div>
    </div>
  );
}
