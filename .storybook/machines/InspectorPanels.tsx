// The inspector's panels of one run, each a section of the page: the state, where to start from,
// the event log, the session's export, what a child machine sent its parent, and the context. The
// events panel, with its forms, is EventsPanel.tsx; the statechart's, ChartPanel.tsx.
import { useId, useState, type FormEvent } from 'react';
import type { AnyActorRef, AnyEventObject, AnyMachineSnapshot, StateValue } from 'xstate';
import { describeChild, payloadSummary, statePaths, type LogEntry } from './inspectorText';
import { sessionLink, toVitestTest, type LabSession, type LabStart } from './lab';
import { toDisplayJson } from './payload';
import type { Statechart } from './statechart';
import styles from './MachineInspector.module.css';

/** The address a lab link should open: Storybook's own page when the story runs in its frame. */
function pageUrl(): string {
  try {
    if (window.top && window.top !== window) return window.top.location.href;
  } catch {
    // Another origin holds the frame: the frame's own address reproduces the session too.
  }
  return window.location.href;
}

interface StatePanelProps {
  readonly snapshot: AnyMachineSnapshot;
  /** The state value as the inspector writes it. */
  readonly stateText: string;
}

/** The state: its value, the actor's status, the tags, and the actors it runs. */
export function StatePanel({ snapshot, stateText }: StatePanelProps) {
  const id = useId();
  const tags = [...snapshot.tags].sort();
  const children = Object.entries(snapshot.children as Record<string, AnyActorRef | undefined>);
  return (
    <section aria-labelledby={id} className={styles.panel}>
      <h2 id={id} className={styles.h2}>
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
  );
}

interface StartFromPanelProps {
  readonly chart: Statechart;
  /** The snapshot the run is in when the panel opens: the form starts from it. */
  readonly snapshot: AnyMachineSnapshot;
  readonly onStart: (start: LabStart) => void;
}

/** Start from any state with any context: a new run, resolved from them. */
export function StartFromPanel({ chart, snapshot, onStart }: StartFromPanelProps) {
  const id = useId();
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
  return (
    <section aria-labelledby={id} className={styles.panel}>
      <h2 id={id} className={styles.h2}>
        Start from
      </h2>
      <form aria-label="Start from" className={styles.form} onSubmit={startHere} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-state`}>Start state</label>
          <select
            id={`${id}-state`}
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
          <label htmlFor={`${id}-context`}>Start context (JSON)</label>
          <textarea
            id={`${id}-context`}
            rows={6}
            value={contextText}
            aria-invalid={startError ? true : undefined}
            aria-describedby={startError ? `${id}-error` : undefined}
            onChange={(e) => {
              setContextText(e.currentTarget.value);
              setStartError(null);
            }}
          />
          {startError && (
            <p id={`${id}-error`} className={styles.error}>
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
  );
}

interface EventLogPanelProps {
  readonly log: readonly LogEntry[];
  readonly start: LabStart | null;
  /** The session has events a step back can remove. */
  readonly canStepBack: boolean;
  readonly onStepBack: () => void;
}

/** Every snapshot the run went through, with the event that led to it; Step back removes the last event. */
export function EventLogPanel({ log, start, canStepBack, onStepBack }: EventLogPanelProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.panel}>
      <h2 id={id} className={styles.h2}>
        Event log
      </h2>
      <p className={styles.sendRow}>
        <button type="button" className={styles.reset} disabled={!canStepBack} onClick={onStepBack}>
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
  );
}

interface ExportPanelProps {
  readonly session: LabSession;
  readonly machineExport: string;
  /** The input the run was given (the exported test starts with it when the run starts as the machine does). */
  readonly input: unknown;
  readonly title: string;
  readonly stateText: string;
}

/** The session as a Vitest test, and as a link that opens it again. */
export function ExportPanel({
  session,
  machineExport,
  input: givenInput,
  title,
  stateText,
}: ExportPanelProps) {
  const id = useId();
  const { start, events } = session;
  const testText = toVitestTest({
    machineExport,
    session,
    input: start === null ? givenInput : undefined,
    finalState: stateText,
    title: `${title}: ${events.length === 0 ? 'starts' : events.map((event) => event.type).join(', ')} → ${stateText}`,
  });
  const [link, setLink] = useState('');
  return (
    <section aria-labelledby={id} className={styles.panel}>
      <h2 id={id} className={styles.h2}>
        Export this session
      </h2>
      <div className={styles.field}>
        <label htmlFor={`${id}-test`}>Vitest test</label>
        <textarea id={`${id}-test`} readOnly rows={8} value={testText} className={styles.json} />
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
          <label htmlFor={`${id}-link`}>Link to this session</label>
          <input id={`${id}-link`} readOnly value={link} />
        </div>
      )}
    </section>
  );
}

/** What the inspected machine sent its parent (it runs as a child: `asChild`). */
export function ParentPanel({ received }: { readonly received: readonly AnyEventObject[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.panel}>
      <h2 id={id} className={styles.h2}>
        Sent to the parent
      </h2>
      {received.length === 0 ? (
        <p className={styles.muted}>Nothing yet.</p>
      ) : (
        <div className={styles.scroll} role="region" aria-label="Sent to the parent, scrollable" tabIndex={0}>
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
  );
}

/** The machine's context, as JSON. */
export function ContextPanel({ snapshot }: { readonly snapshot: AnyMachineSnapshot }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.panel}>
      <h2 id={id} className={styles.h2}>
        Context
      </h2>
      <div className={styles.scroll} role="region" aria-label="Context, scrollable" tabIndex={0}>
        <pre className={styles.json}>{toDisplayJson(snapshot.context)}</pre>
      </div>
    </section>
  );
}
