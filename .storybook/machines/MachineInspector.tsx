import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  assign,
  setup,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type InputFrom,
  type InspectionEvent,
  type StateValue,
} from 'xstate';
import { CAST_NAMES, describeViewer } from './cast';
import {
  buildEvent,
  fieldLabel,
  initialValues,
  OMIT,
  toDisplayJson,
  type FieldValues,
  type PayloadField,
  type PayloadSpec,
} from './payload';
import {
  activeStateIds,
  eventTypesHandledBy,
  extractStatechart,
  listEventTypes,
  type Statechart,
} from './statechart';
import { layoutStatechart, type StatechartLayout } from './statechartLayout';
import { StatechartDiagram } from './StatechartDiagram';
import {
  decodeSession,
  guardRefusal,
  LAB_PARAM,
  sessionLink,
  stateValueOf,
  toVitestTest,
  type LabSession,
  type LabStart,
} from './lab';
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
  readonly refusal?: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => string | null;
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

/** The address a lab link should open: Storybook's own page when the story runs in its frame. */
function pageUrl(): string {
  try {
    if (window.top && window.top !== window) return window.top.location.href;
  } catch {
    // Another origin holds the frame: the frame's own address reproduces the session too.
  }
  return window.location.href;
}

interface LogEntry {
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
  readonly refusal: MachineInspectorProps<AnyStateMachine>['refusal'];
  readonly onSent: (event: AnyEventObject) => void;
  readonly onStart: (start: LabStart) => void;
  readonly onStepBack: () => void;
  readonly input: unknown;
  readonly title: string;
}

/** One run of the machine: remounted (a fresh actor, an empty log) by Reset, Start here and Step back. */
function Session({
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
  const [sendRefused, setSendRefused] = useState(false);
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
  const [values, setValues] = useState<Readonly<Record<string, FieldValues>>>({});

  const active = activeStateIds(chart, snapshot);
  const handled = snapshot.status === 'active' ? eventTypesHandledBy(chart, active) : new Set<string>();
  const eventTypes = listEventTypes(chart);
  const shown = eventTypes.filter((type) => handled.has(type));
  const notHandled = eventTypes.filter((type) => !handled.has(type));
  const fieldsOf = (type: string) => payloads[type] ?? defaultPayload;
  const stateText = formatStateValue(snapshot.value as StateValue);
  const tags = [...snapshot.tags].sort();
  const children = Object.entries(snapshot.children as Record<string, AnyActorRef | undefined>);

  const ids = {
    state: useId(),
    events: useId(),
    context: useId(),
    log: useId(),
    parent: useId(),
    chart: useId(),
    refused: useId(),
    start: useId(),
    export: useId(),
  };
  const chartBox = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState(true);
  // The drawing follows the active state: its innermost active box is scrolled into the chart's box.
  useEffect(() => {
    const box = chartBox.current;
    const boxes = box?.querySelectorAll<SVGGElement>('g[data-active="true"]');
    const target = boxes?.[boxes.length - 1];
    if (!box || !target) return;
    const outer = box.getBoundingClientRect();
    const inner = target.getBoundingClientRect();
    box.scrollLeft += inner.left - outer.left - Math.max(0, (outer.width - inner.width) / 2);
    box.scrollTop += inner.top - outer.top - Math.max(0, (outer.height - inner.height) / 2);
  }, [stateText, fit]);
  const statePathsOfChart = chart.nodes
    .filter((node) => node.parentId !== null)
    .map((node) => node.path.join('.'));
  const [startState, setStartState] = useState(() => statePaths(snapshot.value as StateValue)[0] ?? '');
  const [contextText, setContextText] = useState(() => toDisplayJson(snapshot.context));
  const [startError, setStartError] = useState<string | null>(null);
  const startHere = (e: FormEvent) => {
    e.preventDefault();
    let context: unknown;
    try {
      context = JSON.parse(contextText);
    } catch (error) {
      setStartError(
        `The context is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
      );
      return;
    }
    if (typeof context !== 'object' || context === null || Array.isArray(context)) {
      setStartError('The context must be a JSON object ({ ... }).');
      return;
    }
    onStart({ state: startState, context });
  };
  const session: LabSession = { start, events };
  const testText = toVitestTest({
    machineExport,
    session,
    input: start === null ? givenInput : undefined,
    finalState: stateText,
    title: `${title}: ${events.length === 0 ? 'starts' : events.map((event) => event.type).join(', ')} → ${stateText}`,
  });
  const [link, setLink] = useState('');

  return (
    <div className={styles.grid}>
      <div className={styles.column}>
        <section aria-labelledby={ids.state} className={styles.panel}>
          <h2 id={ids.state} className={styles.h2}>
            State
          </h2>
          <dl className={styles.facts}>
            <dt>Value</dt>
            <dd>
              <output aria-label="Current state" className={styles.stateValue}>
                {stateText}
              </output>
            </dd>
            <dt>Status</dt>
            <dd>
              <output aria-label="Actor status">{snapshot.status}</output>
            </dd>
            <dt>Tags</dt>
            <dd>
              {tags.length === 0 ? (
                <span className={styles.muted}>none</span>
              ) : (
                <ul aria-label="Tags" className={styles.tags}>
                  {tags.map((tag) => (
                    <li key={tag} className={styles.tag}>
                      {tag}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
            {children.length > 0 && (
              <>
                <dt>Running actors</dt>
                <dd>
                  <ul aria-label="Running actors" className={styles.plainList}>
                    {children.map(([id, child]) => (
                      <li key={id}>
                        <code>{id}</code> {describeChild(child)}
                      </li>
                    ))}
                  </ul>
                </dd>
              </>
            )}
          </dl>
        </section>

        {!asChild && (
          <section aria-labelledby={ids.start} className={styles.panel}>
            <h2 id={ids.start} className={styles.h2}>
              Start from
            </h2>
            <form aria-label="Start from" className={styles.form} onSubmit={startHere} noValidate>
              <div className={styles.field}>
                <label htmlFor={`${ids.start}-state`}>Start state</label>
                <select
                  id={`${ids.start}-state`}
                  value={startState}
                  onChange={(e) => {
                    setStartState(e.currentTarget.value);
                  }}
                >
                  {statePathsOfChart.map((path) => (
                    <option key={path} value={path}>
                      {path}
                    </option>
                  ))}
                </select>
              </div>
              <div className={styles.field}>
                <label htmlFor={`${ids.start}-context`}>Start context (JSON)</label>
                <textarea
                  id={`${ids.start}-context`}
                  rows={6}
                  value={contextText}
                  aria-invalid={startError ? true : undefined}
                  aria-describedby={startError ? `${ids.start}-error` : undefined}
                  onChange={(e) => {
                    setContextText(e.currentTarget.value);
                    setStartError(null);
                  }}
                />
                {startError && (
                  <p id={`${ids.start}-error`} className={styles.error}>
                    {startError}
                  </p>
                )}
              </div>
              <div className={styles.sendRow}>
                <button type="submit" className={styles.send}>
                  Start here
                </button>
              </div>
            </form>
          </section>
        )}

        <section aria-labelledby={ids.events} className={styles.panel}>
          <h2 id={ids.events} className={styles.h2}>
            Events
          </h2>
          <p className={styles.checkboxRow}>
            <input
              id={ids.refused}
              type="checkbox"
              checked={sendRefused}
              onChange={(e) => {
                setSendRefused(e.currentTarget.checked);
              }}
            />
            <label htmlFor={ids.refused}>
              Also let me send refused events (to check they change nothing)
            </label>
          </p>
          {snapshot.status !== 'active' && (
            <p className={styles.muted}>The actor is {snapshot.status}: it takes no more events.</p>
          )}
          {snapshot.status === 'active' && shown.length === 0 && (
            <p className={styles.muted}>This state handles no event: the machine is working on its own.</p>
          )}
          <div className={styles.forms}>
            {shown.map((type) => {
              const fields = fieldsOf(type);
              return (
                <EventForm
                  key={type}
                  type={type}
                  fields={fields}
                  values={values[type] ?? initialValues(fields)}
                  onChange={(next) => {
                    setValues((all) => ({ ...all, [type]: next }));
                  }}
                  snapshot={snapshot}
                  sendRefused={sendRefused}
                  onSend={sendEvent}
                  guardText={guardRefusal(chart.edges, active, type)}
                  machineRefusal={refusal}
                />
              );
            })}
          </div>
          {notHandled.length > 0 && (
            <p className={styles.muted}>
              Not handled in this state:{' '}
              {notHandled.map((type, i) => (
                <span key={type}>
                  {i > 0 && ', '}
                  <code>{type}</code>
                </span>
              ))}
            </p>
          )}
        </section>

        <section aria-labelledby={ids.log} className={styles.panel}>
          <h2 id={ids.log} className={styles.h2}>
            Event log
          </h2>
          <p className={styles.sendRow}>
            <button
              type="button"
              className={styles.reset}
              disabled={events.length === 0}
              onClick={onStepBack}
            >
              Step back
            </button>
            {start && (
              <span className={styles.muted}>
                Started at <code>{start.state}</code> with the context given.
              </span>
            )}
          </p>
          {/* Scroll boxes are focusable, so that a keyboard can scroll them too. */}
          <div className={styles.scroll} role="region" aria-label="Event log, scrollable" tabIndex={0}>
            <ol aria-label="Event log" className={styles.log}>
              {log.map((entry) => (
                <li key={entry.n}>
                  <code>{entry.event.type}</code>
                  {payloadSummary(entry.event)}
                  {' → '}
                  <strong>{entry.state}</strong>
                  {entry.status !== 'active' && ` (${entry.status})`}
                  {!entry.changed && <em className={styles.ignored}> ignored: no transition</em>}
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section aria-labelledby={ids.export} className={styles.panel}>
          <h2 id={ids.export} className={styles.h2}>
            Export this session
          </h2>
          <div className={styles.field}>
            <label htmlFor={`${ids.export}-test`}>Vitest test</label>
            <textarea id={`${ids.export}-test`} readOnly rows={8} value={testText} className={styles.json} />
          </div>
          <p className={styles.sendRow}>
            <button
              type="button"
              className={styles.reset}
              onClick={() => {
                const next = sessionLink(pageUrl(), session);
                setLink(next);
                void navigator.clipboard.writeText(next).catch(() => undefined);
              }}
            >
              Make a link
            </button>
          </p>
          {link && (
            <div className={styles.field}>
              <label htmlFor={`${ids.export}-link`}>Link to this session</label>
              <input id={`${ids.export}-link`} readOnly value={link} />
            </div>
          )}
        </section>

        {asChild && (
          <section aria-labelledby={ids.parent} className={styles.panel}>
            <h2 id={ids.parent} className={styles.h2}>
              Sent to the parent
            </h2>
            {received.length === 0 ? (
              <p className={styles.muted}>Nothing yet.</p>
            ) : (
              <div
                className={styles.scroll}
                role="region"
                aria-label="Sent to the parent, scrollable"
                tabIndex={0}
              >
                <ol aria-label="Sent to the parent" className={styles.log}>
                  {received.map((event, i) => (
                    <li key={i}>
                      <code>{event.type}</code>
                      {payloadSummary(event)}
                    </li>
                  ))}
                </ol>
              </div>
            )}
          </section>
        )}
      </div>

      <div className={styles.column}>
        <section aria-labelledby={ids.chart} className={styles.panel}>
          <h2 id={ids.chart} className={styles.h2}>
            Statechart
          </h2>
          <p className={styles.muted}>
            Drawn from the machine&apos;s definition. Highlighted: the active states and the arrows that can
            leave them. Dashed: transitions the machine takes on its own (actors, delays).
          </p>
          <p className={styles.checkboxRow}>
            <input
              id={`${ids.chart}-fit`}
              type="checkbox"
              checked={fit}
              onChange={(e) => {
                setFit(e.currentTarget.checked);
              }}
            />
            <label htmlFor={`${ids.chart}-fit`}>Fit the drawing to the box</label>
          </p>
          <div
            ref={chartBox}
            className={styles.chartScroll}
            tabIndex={0}
            role="region"
            aria-label="Statechart drawing"
          >
            <StatechartDiagram
              fit={fit}
              layout={layout}
              activeIds={active}
              title={`Statechart of ${chart.machineId}`}
              description={`${chart.nodes.length - 1} states, ${chart.edges.length} transitions. Active: ${stateText}.`}
            />
          </div>
        </section>

        <section aria-labelledby={ids.context} className={styles.panel}>
          <h2 id={ids.context} className={styles.h2}>
            Context
          </h2>
          <div className={styles.scroll} role="region" aria-label="Context, scrollable" tabIndex={0}>
            <pre className={styles.json}>{toDisplayJson(snapshot.context)}</pre>
          </div>
        </section>
      </div>
    </div>
  );
}

function describeChild(child: AnyActorRef | undefined): string {
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

function payloadSummary(event: AnyEventObject): string {
  const { type: _type, ...rest } = event;
  if (Object.keys(rest).length === 0) return '';
  const text = toDisplayJson(rest).replace(/\s+/g, ' ');
  return ` ${text.length > 160 ? `${text.slice(0, 157)}…` : text}`;
}

interface EventFormProps {
  readonly type: string;
  readonly fields: readonly PayloadField[];
  readonly values: FieldValues;
  readonly onChange: (values: FieldValues) => void;
  readonly snapshot: AnyMachineSnapshot;
  readonly sendRefused: boolean;
  readonly onSend: (event: AnyEventObject) => void;
  /** Which guard refuses the event here (from the statechart). */
  readonly guardText: string;
  readonly machineRefusal: MachineInspectorProps<AnyStateMachine>['refusal'];
}

function EventForm({
  type,
  fields,
  values,
  onChange,
  snapshot,
  sendRefused,
  onSend,
  guardText,
  machineRefusal,
}: EventFormProps) {
  const id = useId();
  const built = buildEvent(type, fields, values);
  let allowed = false;
  let refusal = '';
  if (!built.ok) {
    refusal = 'Fix the payload first.';
  } else {
    try {
      allowed = snapshot.can(built.event);
      if (!allowed) {
        const says = machineRefusal?.(snapshot, built.event);
        refusal = says ? `${guardText} The machine says: ${says}` : guardText;
      }
    } catch (error) {
      refusal = `Refused: a guard failed (${error instanceof Error ? error.message : String(error)}).`;
    }
  }
  const enabled = built.ok && (allowed || sendRefused);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (built.ok && enabled) onSend(built.event);
  };
  const set = (name: string, value: string | boolean) => {
    onChange({ ...values, [name]: value });
  };

  return (
    <form
      aria-label={`${type} event`}
      className={allowed ? styles.form : styles.formRefused}
      onSubmit={submit}
      noValidate
    >
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const error = built.ok ? undefined : built.errors[field.name];
        const errorId = `${fieldId}-error`;
        const common = {
          id: fieldId,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
        };
        const raw = values[field.name];
        const textValue = typeof raw === 'string' ? raw : '';
        return (
          <div key={field.name} className={field.kind === 'checkbox' ? styles.checkboxRow : styles.field}>
            {field.kind === 'checkbox' ? (
              <>
                <input
                  {...common}
                  type="checkbox"
                  checked={raw === true}
                  onChange={(e) => {
                    set(field.name, e.currentTarget.checked);
                  }}
                />
                <label htmlFor={fieldId}>{fieldLabel(field)}</label>
              </>
            ) : (
              <>
                <label htmlFor={fieldId}>{fieldLabel(field)}</label>
                {field.kind === 'sender' && (
                  <select
                    {...common}
                    value={textValue}
                    onChange={(e) => {
                      set(field.name, e.currentTarget.value);
                    }}
                  >
                    {CAST_NAMES.map((name) => (
                      <option key={name} value={name}>
                        {describeViewer(name)}
                      </option>
                    ))}
                  </select>
                )}
                {field.kind === 'select' && (
                  <select
                    {...common}
                    value={textValue}
                    onChange={(e) => {
                      set(field.name, e.currentTarget.value);
                    }}
                  >
                    {field.optional && <option value={OMIT}>(none)</option>}
                    {field.options.map((option, i) => (
                      <option key={option.label} value={String(i)}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                )}
                {(field.kind === 'text' || field.kind === 'number') && (
                  <input
                    {...common}
                    type="text"
                    inputMode={field.kind === 'number' ? 'decimal' : undefined}
                    value={textValue}
                    onChange={(e) => {
                      set(field.name, e.currentTarget.value);
                    }}
                  />
                )}
                {field.kind === 'json' && (
                  <textarea
                    {...common}
                    rows={3}
                    value={textValue}
                    onChange={(e) => {
                      set(field.name, e.currentTarget.value);
                    }}
                  />
                )}
              </>
            )}
            {error && (
              <p id={errorId} className={styles.error}>
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div className={styles.sendRow}>
        <button
          type="submit"
          className={styles.send}
          disabled={!enabled}
          aria-describedby={allowed ? undefined : `${id}-refusal`}
        >
          {type}
        </button>
        {!allowed && (
          <span id={`${id}-refusal`} className={styles.refusal}>
            {refusal}
          </span>
        )}
      </div>
    </form>
  );
}
