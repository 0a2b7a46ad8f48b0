import { useActorRef, useSelector } from '@xstate/react';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
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
  layoutStatechart,
  listEventTypes,
  type Statechart,
  type StatechartLayout,
} from './statechart';
import { StatechartDiagram } from './StatechartDiagram';
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
}: MachineInspectorProps<TMachine>) {
  const [run, setRun] = useState(0);
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
            setRun((n) => n + 1);
          }}
        >
          Reset
        </button>
      </section>
      <Session
        key={run}
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
}

/** One run of the machine: remounted (a fresh actor, an empty log) by Reset. */
function Session({ logic, createInput, asChild, chart, layout, payloads, defaultPayload }: SessionProps) {
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
  const rootRef = useActorRef(run.root, {
    input: run.input,
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
  };

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
                  onSend={(event) => {
                    actorRef.send(event);
                  }}
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
          <div className={styles.chartScroll} tabIndex={0} role="region" aria-label="Statechart drawing">
            <StatechartDiagram
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
}

function EventForm({ type, fields, values, onChange, snapshot, sendRefused, onSend }: EventFormProps) {
  const id = useId();
  const built = buildEvent(type, fields, values);
  let allowed = false;
  let refusal = '';
  if (!built.ok) {
    refusal = 'Fix the payload first.';
  } else {
    try {
      allowed = snapshot.can(built.event);
      if (!allowed) refusal = 'Refused: no transition takes this event with this payload (a guard says no).';
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
